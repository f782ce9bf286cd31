import { addressAnswering, type ConsentAnswer, groupsOfAnswer, type OptionalCookieGroup } from '@shop/shared/consent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

interface ConsentFormProps {
  className?: string;
  /** A click's answer, the optional cookie groups it turns on, to record in the browser: nothing is posted. */
  onAnswer: (enabled: OptionalCookieGroup[]) => void;
  /** What the form says before its two buttons. */
  children?: ReactNode;
}

/**
 * The consent question's two answers, equal buttons (the bar's and the privacy page's). Without
 * scripts (off, or not here yet) a button posts the page with its answer, and the server stores it
 * (shared/src/consent/consent-answer.ts); with them, a click calls `onAnswer` instead.
 */
export function ConsentForm({ className, onAnswer, children }: ConsentFormProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const button = (answer: ConsentAnswer, label: string) => (
    <button
      type="submit"
      formAction={addressAnswering(pathname, search, answer)}
      onClick={(event) => {
        event.preventDefault();
        onAnswer(groupsOfAnswer(answer));
      }}
    >
      {label}
    </button>
  );
  return (
    <form method="post" className={className}>
      {children}
      {button('decline', t('consent.decline'))}
      {button('accept', t('consent.accept'))}
    </form>
  );
}
