import type { nb } from '../remote';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  loading: 'Loading …',
  unavailable: 'This part of the shop is temporarily unavailable.',
  retry: 'Try again',
  formNeedsScripts: 'Turn on JavaScript in your browser to send this form.',
};
