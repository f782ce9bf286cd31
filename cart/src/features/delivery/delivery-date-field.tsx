import { useLocale } from '@shop/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateProblem, formatDeliveryDate } from './delivery-date';
import styles from './delivery.module.css';

interface Props {
  value: string;
  onChange: (date: string) => void;
  /** The chosen method's earliest date and the latest, when delivery-options answered. */
  earliest?: string;
  latest?: string;
  /** What is wrong with the date, found here or by the API; `message`: the API's words when they were not recognised. */
  problem: DateProblem | { kind: 'message'; message: string } | null;
  inputRef?: Ref<HTMLInputElement>;
}

const ID = 'requested-delivery-date';

/** The browser's calendar, opened by a click anywhere on the field (its own button is hidden: delivery.module.css). */
function openCalendar(input: HTMLInputElement): void {
  try {
    input.showPicker();
  } catch {
    // A browser without it (or refusing it here): the date is typed.
  }
}

/** The requested delivery date: a date input bounded by the earliest and latest dates, its problem beside it. */
export function DeliveryDateField({ value, onChange, earliest, latest, problem, inputRef }: Props) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const day = (date: string) => formatDeliveryDate(date, locale);
  let problemText: string | null = null;
  if (problem?.kind === 'message') problemText = problem.message;
  else if (problem?.kind === 'invalid') problemText = t('delivery.dateInvalid');
  else if (problem?.kind === 'too-early') problemText = t('delivery.dateTooEarly', { date: day(problem.date) });
  else if (problem?.kind === 'too-late') problemText = t('delivery.dateTooLate', { date: day(problem.date) });
  else if (problem?.kind === 'closed') problemText = t('delivery.dateClosed', { date: day(problem.date) });
  const hint = earliest && latest ? t('delivery.requestedDateHint', { earliest: day(earliest), latest: day(latest) }) : null;
  const describedBy = [hint ? `${ID}-hint` : '', problemText ? `${ID}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.date}>
      <label htmlFor={ID}>{t('delivery.requestedDate')}</label>
      <input
        ref={inputRef}
        id={ID}
        type="date"
        value={value}
        min={earliest}
        max={latest}
        aria-invalid={problemText !== null}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onClick={(event) => openCalendar(event.currentTarget)}
      />
      {hint ? (
        <span id={`${ID}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {problemText ? (
        <span id={`${ID}-error`} className={styles.fieldError} data-testid="delivery-date-error">
          {problemText}
        </span>
      ) : null}
    </div>
  );
}
