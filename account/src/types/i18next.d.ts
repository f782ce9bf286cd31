// Translation keys typed per namespace: the chrome's (kernel) and the account's own.
import type { ChromeTexts } from '@shop/shared';
import type { AccountTexts } from '../texts/account-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ChromeTexts; account: AccountTexts };
  }
}
