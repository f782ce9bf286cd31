import { useValueTypedBeforeStart } from '@shop/shared/forms';
import { useTranslation } from 'react-i18next';
import { type InputHTMLAttributes, useId } from 'react';
import styles from './field.module.css';
import type { RuleMessage } from './rules';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: RuleMessage | undefined;
  hint?: string;
}

/** A labelled input with its error right below it, tied together for screen readers. */
export function Field({ label, value, onValue, error, hint, ...input }: FieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const messageId = `${id}-message`;
  const field = useValueTypedBeforeStart<HTMLInputElement>(value, onValue);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={field}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...input}
      />
      {error ? (
        <span id={messageId} className={styles.error} role="alert">
          {t(error.key, { count: error.count })}
        </span>
      ) : hint ? (
        <span id={messageId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
