// The chrome's texts: the namespaces of what the shell shows around every page (header, footer,
// errors, consent, remote fallbacks) and the category names every team shows. Each remote keeps
// its own texts and adds them when it starts (registerTexts). Norwegian is the default and the
// fallback, so it is part of the first load; English is loaded when a page in English opens
// (en-texts.ts, its own chunk).
import * as availability from './availability';
import * as categories from './categories';
import * as consent from './consent';
import * as errors from './errors';
import * as footer from './footer';
import * as header from './header';
import * as navigation from './navigation';
import * as remote from './remote';
import * as shop from './shop';

const chrome = { availability, categories, consent, errors, footer, header, navigation, remote, shop };

/** Every key of the chrome's namespace ("translation"), typed from the Norwegian texts. */
export type ChromeTexts = { [K in keyof typeof chrome]: (typeof chrome)[K]['nb'] };

export const nbTexts: ChromeTexts = Object.fromEntries(Object.entries(chrome).map(([name, texts]) => [name, texts.nb])) as ChromeTexts;
