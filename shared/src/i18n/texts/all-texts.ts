// Every namespace of shop texts. Each team keeps its texts in a file of its own (catalog.ts, cart.ts, …)
// and their English in en/; this file puts the Norwegian ones together. Norwegian is the default and
// the fallback, so it is part of the first load; English is loaded when a page in English opens
// (en-texts.ts, its own chunk).
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
import * as infoPages from './info-pages';
import * as navigation from './navigation';
import * as organization from './organization';
import * as pages from './pages';
import * as remote from './remote';
import * as shop from './shop';

const namespaces = { account, addressBook, cart, catalog, checkout, categories, consent, errors, footer, header, infoPages, navigation, organization, pages, remote, shop };

type Namespaces = typeof namespaces;
export type ShopTexts = { [K in keyof Namespaces]: Namespaces[K]['nb'] };

export const nbTexts: ShopTexts = Object.fromEntries(Object.entries(namespaces).map(([name, texts]) => [name, texts.nb])) as ShopTexts;
