// The English texts of the chrome, loaded as a chunk of their own when a page in English opens.
import type { ChromeTexts } from './all-texts';
import type { TextsOf } from './texts-of';
import { en as availability } from './en/availability';
import { en as categories } from './en/categories';
import { en as consent } from './en/consent';
import { en as errors } from './en/errors';
import { en as footer } from './en/footer';
import { en as header } from './en/header';
import { en as navigation } from './en/navigation';
import { en as remote } from './en/remote';
import { en as shop } from './en/shop';

// The compiler checks that English has every namespace and every key of the Norwegian texts.
export const enTexts: TextsOf<ChromeTexts> = { availability, categories, consent, errors, footer, header, navigation, remote, shop };
