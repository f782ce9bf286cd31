import type { LocalizedText } from './localized-text';

/** Filter/menu tree item (spec §3): sub-level ids are joined with a colon, e.g. "parent:child". */
export interface MenuItem {
  id: string;
  title: LocalizedText;
  subItems: MenuItem[];
}

export interface Supplier {
  id: string;
  name: string;
  logo: string;
}

export interface BannerItem {
  bannerText: LocalizedText;
  image: string;
}
