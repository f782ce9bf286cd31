import type { BannerRow } from '../../modules/catalog';
import { t } from './text';

function bannerImageUrl(position: number): string {
  return `/api/images/banners/${position}.png`;
}

/** Front-page carousel (spec §2: banner text and image). */
export function demoBannerRows(): BannerRow[] {
  return [
    t('Nyheter innen kameraovervåkning – se årets modeller', 'New in camera surveillance – see this year’s models'),
    t('Alt du trenger til brannsikring av næringsbygg', 'Everything for fire safety in commercial buildings'),
    t('Adgangskontroll med mobilen som nøkkel', 'Access control with the phone as the key'),
    t('Trådløse alarmsystemer gir raskere installasjon', 'Wireless alarm systems mean faster installation'),
  ].map((text, index) => ({ position: index + 1, text, image: bannerImageUrl(index + 1) }));
}
