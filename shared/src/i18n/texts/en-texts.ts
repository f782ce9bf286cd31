// The English texts of every namespace, loaded as a chunk of their own when a page in English opens.
import type { FirstLoadTexts } from './all-texts';
import type { TextsOf } from './texts-of';
import { en as account } from './en/account';
import { en as addressBook } from './en/address-book';
import { en as cart } from './en/cart';
import { en as catalog } from './en/catalog';
import { en as checkout } from './en/checkout';
import { en as categories } from './en/categories';
import { en as consent } from './en/consent';
import { en as errors } from './en/errors';
import { en as footer } from './en/footer';
import { en as header } from './en/header';
import { en as navigation } from './en/navigation';
import { en as organization } from './en/organization';
import { en as pages } from './en/pages';
import { en as remote } from './en/remote';
import { en as shop } from './en/shop';

// The compiler checks that English has every namespace and every key of the Norwegian texts.
export const enTexts: TextsOf<FirstLoadTexts> = {
  account,
  addressBook,
  cart,
  catalog,
  checkout,
  categories,
  consent,
  errors,
  footer,
  header,
  navigation,
  organization,
  pages,
  remote,
  shop,
};
