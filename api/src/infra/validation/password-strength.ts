import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** The name a client translates (register-errors.ts, the account's texts). */
export const WEAK_PASSWORD = 'WeakPassword';

/**
 * zxcvbn's score 2 or more: a password its attacker model needs at least a million guesses for.
 * Below it are the most common passwords and what is built from them, keyboard walks, runs of one
 * character and sequences (`1234567890`, `aaaaaaaaaa`, `qwertyuiop`, `password123`).
 */
const LEAST_SCORE = 2;

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

/** The published password of the demo login (README, "Demo login"): everyone knows it. */
const DEMO_PASSWORD = 'demo-passord-2020';

/**
 * What Norwegians build passwords from, besides the English-language lists of
 * @zxcvbn-ts/language-common: the word for password, seasons and months, greetings, towns, clubs,
 * and the shop's own name and trade (NIST SP 800-63B asks for words specific to the service).
 */
const NORWEGIAN_WORDS = [
  'passord', 'hemmelig', 'velkommen', 'hallo', 'heisann', 'hei', 'demo', 'test', 'admin', 'bruker',
  'vår', 'våren', 'sommer', 'sommeren', 'høst', 'høsten', 'vinter', 'vinteren', 'jul', 'julen', 'påske', 'påsken',
  'januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember',
  'jegelskerdeg', 'elskerdeg', 'kjæreste', 'glad', 'norge', 'noreg', 'oslo', 'bergen', 'trondheim',
  'stavanger', 'tromsø', 'kristiansand', 'drammen', 'rosenborg', 'brann', 'vålerenga', 'molde',
  'fotball', 'mamma', 'pappa', 'bestemor', 'bestefar', 'sikkerhet', 'sikkerhetsgrossisten', 'sikkerhetsgrossist',
  'grossisten', 'grossist', 'nettbutikk', 'butikk', 'alarm', 'innbrudd', 'kamera', 'adgang', 'montør', 'firma',
  DEMO_PASSWORD,
];

/** Norwegian letters as people type them on a keyboard without them. */
const fold = (text: string) => text.replace(/æ/g, 'ae').replace(/ø/g, 'o').replace(/å/g, 'a');

/** Words of three letters or more, in lower case, with and without Norwegian letters. */
function wordsOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
      if (word.length < 3) continue;
      words.add(word);
      words.add(fold(word));
    }
  }
  return words;
}

const LISTED_WORDS = wordsOf(NORWEGIAN_WORDS);

/** Whether `letters` is nothing but known words one after the other (`sommerpassord`). */
function madeOfWords(letters: string, words: ReadonlySet<string>): boolean {
  if (letters.length === 0) return false;
  // reachable[i]: the first i letters are known words one after the other.
  const reachable = [true, ...Array<boolean>(letters.length).fill(false)];
  for (let end = 1; end <= letters.length; end += 1) {
    for (let start = Math.max(0, end - 40); start <= end - 3 && !reachable[end]; start += 1) {
      if (reachable[start] && words.has(letters.slice(start, end))) reachable[end] = true;
    }
  }
  return reachable[letters.length] === true;
}

/**
 * A listed word or one of the person's own (name, e-mail, organisation) dressed up with digits and
 * signs: `Sommer2026!`, `Passord2026!`, `demo-passord-2020`, `Nordmann1980`. zxcvbn scores such a
 * word with a year and a sign as hard enough; an attacker who knows the country, the shop and the
 * person tries them first.
 */
function isWordWithTrimmings(password: string, personal: readonly string[]): boolean {
  const letters = fold(password.toLowerCase().replace(/[^\p{L}]+/gu, ''));
  if (letters.length === 0) return false;
  const words = new Set([...LISTED_WORDS, ...wordsOf(personal)]);
  return madeOfWords(letters, words);
}

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded on the first check, once per process: the dictionaries are half a megabyte, and building
 * their indexes takes a moment that a start-up (and every test that never sets a password) is spared.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory: Factory }, common]) =>
      new Factory({
        dictionary: { ...common.dictionary, norwegian: NORWEGIAN_WORDS },
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
 * True for a password among the first guesses an attacker tries (offline: no service is asked).
 * `personal`: the person's own name, e-mail and organisation name, which it must not be built from.
 */
export async function isEasyToGuess(password: string, personal: readonly string[] = []): Promise<boolean> {
  const checked = password.slice(0, CHECKED_LENGTH);
  if (checked.toLowerCase() === DEMO_PASSWORD || isWordWithTrimmings(checked, personal)) return true;
  return (await loadEstimator()).check(password, [...wordsOf(personal)]).score < LEAST_SCORE;
}

/**
 * Builds the dictionaries' indexes once the server is listening (about 150 ms, once per process),
 * so the first registration or password change is not the request that waits for it.
 */
export function warmUpPasswordCheck(): void {
  setTimeout(() => void loadEstimator().catch(() => undefined), 0);
}
