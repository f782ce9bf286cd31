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

/**
 * What Norwegians build passwords from, besides the English-language lists of
 * @zxcvbn-ts/language-common: the word for password, seasons, greetings, towns, clubs, and the
 * shop's own trade (NIST SP 800-63B asks for words specific to the service).
 */
const NORWEGIAN_WORDS = [
  'passord', 'hemmelig', 'sommer', 'vinter', 'høst', 'våren', 'velkommen', 'hallo', 'heisann',
  'jegelskerdeg', 'elskerdeg', 'kjæreste', 'glad', 'norge', 'noreg', 'oslo', 'bergen', 'trondheim',
  'stavanger', 'tromsø', 'kristiansand', 'drammen', 'rosenborg', 'brann', 'vålerenga', 'molde',
  'fotball', 'mamma', 'pappa', 'bestemor', 'bestefar', 'sikkerhet', 'sikkerhetsgrossisten',
  'alarm', 'innbrudd', 'kamera', 'adgang', 'montør', 'firma',
];

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

/** True for a password among the first guesses an attacker tries (offline: no service is asked). */
export async function isEasyToGuess(password: string): Promise<boolean> {
  return (await loadEstimator()).check(password).score < LEAST_SCORE;
}

/**
 * Builds the dictionaries' indexes once the server is listening (about 150 ms, once per process),
 * so the first registration or password change is not the request that waits for it.
 */
export function warmUpPasswordCheck(): void {
  setTimeout(() => void loadEstimator().catch(() => undefined), 0);
}
