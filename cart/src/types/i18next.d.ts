// Translation keys typed per namespace: the chrome's (kernel) and the cart's own.
import type { ChromeTexts } from '@shop/shared';
import type { CartTexts } from '../texts/cart-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ChromeTexts; cart: CartTexts };
  }
}
