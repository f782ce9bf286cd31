// The information pages' texts (contact, about, privacy, terms) in both languages: the longest
// texts of the shop, read on four pages. They come with those pages (the shell's info chunk) rather
// than with every first visit, and are added to the shop's i18n instance there (addChromeTexts).
import { en } from './en/info-pages';
import { nb } from './info-pages';

export const infoPagesTexts = { nb, en };
