// Translation keys typed per namespace: the chrome's (kernel) and the catalogue's own.
import type { ChromeTexts } from '@shop/shared';
import type { CatalogTexts } from '../texts/catalog-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ChromeTexts; catalog: CatalogTexts };
  }
}
