// Every namespace of shop texts. Each team keeps its texts in a file of its own (catalog.ts, cart.ts, …);
// this file only puts them together per language.
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
import type { TextsOf } from './texts-of';

const namespaces = { account, addressBook, cart, catalog, checkout, categories, consent, errors, footer, header, infoPages, navigation, organization, pages, remote, shop };

type Namespaces = typeof namespaces;
export type ShopTexts = { [K in keyof Namespaces]: Namespaces[K]['nb'] };

function pick<L extends 'nb' | 'en'>(locale: L): ShopTexts {
  return Object.fromEntries(Object.entries(namespaces).map(([name, texts]) => [name, texts[locale]])) as ShopTexts;
}

export const nbTexts: ShopTexts = pick('nb');
export const enTexts: TextsOf<ShopTexts> = pick('en');
