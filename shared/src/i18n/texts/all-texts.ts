// Every namespace of shop texts. Each team keeps its texts in a file of its own (catalog.ts, cart.ts, …)
// and their English in en/; this file puts the Norwegian ones together. Norwegian is the default and
// the fallback, so it is part of the first load; English is loaded when a page in English opens
// (en-texts.ts, its own chunk). The information pages' long texts come with those pages instead
// (info-pages-texts.ts), in both languages.
import * as account from './account';
import * as addressBook from './address-book';
import * as cart from './cart';
import * as catalog from './catalog';
import * as checkout from './checkout';
import * as categories from './categories';
import * as consent from './consent';
import * as errors from './errors';
import * as footer from './footer';
import * as header from './header';
import type * as infoPages from './info-pages';
import * as navigation from './navigation';
import * as organization from './organization';
import * as pages from './pages';
import * as remote from './remote';
import * as shop from './shop';

const firstLoad = { account, addressBook, cart, catalog, checkout, categories, consent, errors, footer, header, navigation, organization, pages, remote, shop };

type Namespaces = typeof firstLoad & { infoPages: typeof infoPages };
/** Every key a page may translate (the type i18next checks keys against). */
export type ShopTexts = { [K in keyof Namespaces]: Namespaces[K]['nb'] };
/** The texts of a language that come with its first load. */
export type FirstLoadTexts = Omit<ShopTexts, 'infoPages'>;

export const nbTexts: FirstLoadTexts = Object.fromEntries(Object.entries(firstLoad).map(([name, texts]) => [name, texts.nb])) as FirstLoadTexts;
