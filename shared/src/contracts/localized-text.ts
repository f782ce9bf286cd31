import type { Locale } from '../routes/route-table';

/** A text the shop shows in both languages. */
export type LocalizedText = Record<Locale, string>;
