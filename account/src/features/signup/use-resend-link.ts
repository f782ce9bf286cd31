import { statusOfApiError, useLocale } from '@shop/shared';
import { useState } from 'react';
import { resendConfirmationCall } from '../../api/confirmation-api';

/** Where asking for a new confirmation link stands. */
export type ResendState = 'idle' | 'busy' | 'sent' | 'limited' | 'failed';

/** Asks the API for a new confirmation link in the page's language. */
export function useResendLink(): { state: ResendState; send: (email: string, password: string) => Promise<void> } {
  const locale = useLocale();
  const [state, setState] = useState<ResendState>('idle');
  async function send(email: string, password: string) {
    setState('busy');
    try {
      await resendConfirmationCall(email, password, locale);
      setState('sent');
    } catch (error) {
      setState(statusOfApiError(error) === 429 ? 'limited' : 'failed');
    }
  }
  return { state, send };
}
