import type { nb } from '../remote';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  loading: 'Loading …',
  unavailable: 'This part of the shop is temporarily unavailable.',
  retry: 'Try again',
  keptFromServer: 'This part of the page cannot be used right now, but its links still work.',
  formNeedsScripts: 'Turn on JavaScript in your browser to send this form.',
};
