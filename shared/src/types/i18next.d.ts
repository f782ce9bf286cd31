// Translation keys are typed from the Norwegian texts: a misspelt key fails the type check.
import type { ShopTexts } from '../i18n/texts/all-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ShopTexts };
  }
}
