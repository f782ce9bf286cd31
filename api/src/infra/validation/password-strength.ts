import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** The name a client translates (register-errors.ts, the account's texts). */
export const WEAK_PASSWORD = 'WeakPassword';

/**
 * The rule is zxcvbn's score alone, and it must be 4: a password its attacker model needs at least
 * ten billion (10^10) guesses for. Score 3 (10^8) still lets through a dictionary word, a year and
 * a sign (`Sommerpassord2026`), and the organisation's own name in capitals with a year and a sign
 * (`DemoSikkerhetAS2026!`, 10^8.2 guesses). Passphrases of three or four words, and 11 random
 * characters, reach 4.
 */
const LEAST_SCORE = 4;

/**
 * zxcvbn reads this many characters: its time grows with the square of the length (every stretch
 * is looked up), and a password that is hard to guess in its first 32 characters stays hard with
 * more. Passphrases of four or five words fit.
 */
const CHECKED_LENGTH = 32;

/**
 * How many look-alike characters (`@` for `a`, `0` for `o`) zxcvbn undoes in one password. Its
 * default of 100 tries so many combinations on a password full of digits and signs that one check
 * took hundreds of milliseconds; 4 still finds `P@$$w0rd2020`, `@dm1n1str4t0r` and `L3tm31n2020`.
 */
const L33T_SUBSTITUTIONS = 4;

/**
 * What Norwegians build passwords from, which the English lists of @zxcvbn-ts/language-common and
 * @zxcvbn-ts/language-en lack: the word for password, seasons, months and weekdays, greetings,
 * towns, clubs, and the shop's own name and trade (NIST SP 800-63B asks for words specific to the
 * service), and the published demo password (README, "Demo login").
 */
const NORWEGIAN_WORDS = [
  'passord', 'hemmelig', 'velkommen', 'hallo', 'heisann', 'hei', 'demo', 'test', 'admin', 'bruker',
  'vår', 'våren', 'sommer', 'sommeren', 'høst', 'høsten', 'vinter', 'vinteren', 'jul', 'julen', 'påske', 'påsken',
  'januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember',
  'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag', 'helg', 'helgen',
  'jegelskerdeg', 'elskerdeg', 'kjæreste', 'glad', 'norge', 'noreg', 'oslo', 'bergen', 'trondheim',
  'stavanger', 'tromsø', 'kristiansand', 'drammen', 'rosenborg', 'brann', 'vålerenga', 'molde',
  'fotball', 'mamma', 'pappa', 'bestemor', 'bestefar', 'sikkerhet', 'sikkerhetsgrossisten', 'sikkerhetsgrossist',
  'grossisten', 'grossist', 'nettbutikk', 'butikk', 'alarm', 'innbrudd', 'kamera', 'adgang', 'montør', 'firma',
  'demo-passord-2020',
];

/** Norwegian letters as people type them on a keyboard without them. */
const fold = (text: string) => text.replace(/æ/g, 'ae').replace(/ø/g, 'o').replace(/å/g, 'a');

const withFolded = (words: readonly string[]) => [...new Set(words.flatMap((word) => [word, fold(word)]))];

/** What joins the words of a name in a password: `Nordlys Vakt AS`, `Nordlys-Vakt-AS`, `NordlysVaktAS`. */
const JOINERS = ['', ' ', '-', '_', '.'];

/**
 * The person's and organisation's own words for zxcvbn's user inputs (it looks them up as whole
 * entries): every word, and every run of two or more consecutive words of one text joined as
 * people join them, so `Demo Sikkerhet AS2026` counts as the organisation's name and a year.
 */
function ownWordsOf(texts: readonly string[]): string[] {
  const inputs = new Set<string>();
  for (const text of texts) {
    const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0).slice(0, 12);
    for (let start = 0; start < words.length; start += 1) {
      for (let end = start + 1; end <= words.length; end += 1) {
        for (const joiner of end - start === 1 ? [''] : JOINERS) inputs.add(words.slice(start, end).join(joiner));
      }
    }
  }
  return withFolded([...inputs]);
}

/**
 * One list of the English ones, each word at about its rank in its own list (taken in turn from
 * each list, our Norwegian words first). zxcvbn looks every stretch of the password up in every
 * dictionary, so its time grows with their number: the 18 lists of @zxcvbn-ts/language-en apart
 * made a check four times slower than the two common ones, one list costs about what one more
 * does. A word's rank grows by at most the number of lists (a factor of 19, 10^1.3 guesses).
 */
function interleaved(lists: ReadonlyArray<readonly string[]>): string[] {
  const words = new Set<string>();
  const longest = Math.max(...lists.map((list) => list.length));
  for (let rank = 0; rank < longest; rank += 1) {
    for (const list of lists) {
      const word = list[rank];
      if (word !== undefined) words.add(word);
    }
  }
  return [...words];
}

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded on the first check, once per process: the dictionaries are a megabyte, and building
 * their indexes takes a moment that a start-up (and every test that never sets a password) is spared.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory: Factory }, common, english]) =>
      new Factory({
        dictionary: { ...common.dictionary, words: interleaved([withFolded(NORWEGIAN_WORDS), ...Object.values(english.dictionary)]) },
        graphs: common.adjacencyGraphs,
        maxLength: CHECKED_LENGTH,
        l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
      }),
  );
  // A failed load is tried again by the next check rather than failing every check for good.
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

/**
 * True for a password below zxcvbn's score 4 (offline: no service is asked). `personal`: the
 * person's own name and e-mail and the organisation's name, given to zxcvbn as user inputs.
 */
export async function isEasyToGuess(password: string, personal: readonly string[] = []): Promise<boolean> {
  return (await loadEstimator()).check(password, ownWordsOf(personal)).score < LEAST_SCORE;
}

/**
 * Builds the dictionaries' indexes once the server is listening (a few hundred ms, once per process),
 * so the first registration or password change is not the request that waits for it.
 */
export function warmUpPasswordCheck(): void {
  setTimeout(() => void loadEstimator().catch(() => undefined), 0);
}
