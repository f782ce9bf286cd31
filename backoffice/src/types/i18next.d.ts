// Translation keys typed per namespace: the chrome's (kernel) and the back-office's own.
import type { ChromeTexts } from '@shop/shared';
import type { BackofficeTexts } from '../texts/backoffice-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ChromeTexts; backoffice: BackofficeTexts };
  }
}
