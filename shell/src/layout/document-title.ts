import type { Crumb } from '../breadcrumbs/breadcrumbs-rules';

/** The texts a document title is made of, in the page's language. */
export interface TitleTexts {
  shopName: string;
  tagline: string;
}

/**
 * A page's document title: the shop and what it sells on the front page, else the page's own name
 * (the last breadcrumb: a category, a product's title) followed by the shop's name.
 */
export function documentTitleOf(crumbs: readonly Crumb[], texts: TitleTexts): string {
  const last = crumbs[crumbs.length - 1];
  return crumbs.length === 1 || !last ? `${texts.shopName} - ${texts.tagline}` : `${last.label} - ${texts.shopName}`;
}
