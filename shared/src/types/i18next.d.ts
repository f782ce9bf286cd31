// Translation keys are typed from the Norwegian texts: a misspelt key fails the type check. The
// kernel knows only the chrome's namespace; each app declares its own beside it.
import type { ChromeTexts } from '../i18n/texts/all-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ChromeTexts };
  }
}
