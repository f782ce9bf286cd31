import type { AuthConfig } from './auth-config';
import { GuessThrottle, type ThrottleRules } from './guess-throttle';
import { KnownClients } from './known-clients';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Failures are forgotten a day after the last one. */
const FORGET_AFTER_MS = DAY_MS;
/** How long an address an account logged in from counts as that account's own. */
const KNOWN_CLIENT_MS = 90 * DAY_MS;

export interface LoginAttempt {
  /** The e-mail as typed, trimmed and in lower case: known or not. */
  account: string;
  /** The client's address (the connection's, or a trusted proxy's X-Forwarded-For). */
  address: string;
}

/** The rules of a throttle that allows `free` failures, from the login limits. */
export function throttleRules(limits: AuthConfig['loginLimit'], free: number): ThrottleRules {
  return { free, maxWaitMs: limits.windowSeconds * 1000, forgetAfterMs: FORGET_AFTER_MS };
}

/**
 * Slows down password guessing without ever locking the owner out (README, "Login throttling"):
 * - per account *and* client address: after LOGIN_LIMIT_PER_ACCOUNT failures from an address,
 *   that address waits ever longer before its next try at that account. Someone guessing from
 *   elsewhere does not slow the owner down;
 * - per client address: after LOGIN_LIMIT_PER_ADDRESS failures (any accounts), the address waits
 *   ever longer, except for accounts that have logged in from it before, so one guesser behind
 *   an office's (or a proxy's) address does not hold up the colleagues who log in there.
 * Each attempt is counted before its password is checked and taken back when it is right.
 */
export class LoginThrottle {
  private readonly perPair: GuessThrottle;
  private readonly perAddress: GuessThrottle;
  private readonly known: KnownClients;

  constructor(limits: AuthConfig['loginLimit'], now: () => number = Date.now) {
    this.perPair = new GuessThrottle(throttleRules(limits, limits.perAccount), now);
    this.perAddress = new GuessThrottle(throttleRules(limits, limits.perAddress), now);
    this.known = new KnownClients(KNOWN_CLIENT_MS, now);
  }

  /**
   * Milliseconds the attempt must wait (nothing is counted then); or 0, and the attempt is
   * counted as a failure until `succeeded` is called.
   */
  begin(attempt: LoginAttempt): number {
    const pair = pairOf(attempt);
    const ownAddress = this.known.has(pair);
    const wait = Math.max(this.perPair.waitMs(pair), ownAddress ? 0 : this.perAddress.waitMs(attempt.address));
    if (wait > 0) return wait;
    this.perPair.reserve(pair);
    this.perAddress.reserve(attempt.address);
    return 0;
  }

  /** The password was right: the attempt does not count, and the address is the account's own. */
  succeeded(attempt: LoginAttempt): void {
    const pair = pairOf(attempt);
    this.perPair.clear(pair);
    this.perAddress.release(attempt.address);
    this.known.remember(pair);
  }
}

const pairOf = (attempt: LoginAttempt) => `${attempt.account}\n${attempt.address}`;
