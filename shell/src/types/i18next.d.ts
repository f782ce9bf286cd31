// Translation keys typed from the Norwegian texts: the chrome's (kernel) and the information pages'
// group the shell adds to it when those pages load.
import type { ChromeTexts } from '@shop/shared';
import type { infoPagesTexts } from '../pages/info/texts/info-pages-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ChromeTexts & { infoPages: (typeof infoPagesTexts)['nb'] } };
  }
}
