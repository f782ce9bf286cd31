// The error page's texts in both languages, for the API's own error page: the one a page request
// gets while the shop's database does not answer (api/src/web/pages/outage-page.ts), worded as the
// shell's error page words it. Plain data: the API imports it, no React or browser code.
import { nb as errorsNb } from './errors';
import { en as errorsEn } from './en/errors';
import { nb as shopNb } from './shop';
import { en as shopEn } from './en/shop';

export const ERROR_PAGE_TEXTS = {
  nb: { errors: errorsNb, shopName: shopNb.name },
  en: { errors: errorsEn, shopName: shopEn.name },
} as const;
