import type { AttemptCounts } from '../../infra/attempts/attempt-counts';
import type { AuthConfig } from '../../infra/config/auth-config';
import { GuessThrottle, type ThrottleRules } from '../../infra/attempts/guess-throttle';
import { KnownClients } from '../../infra/attempts/known-clients';

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
  private readonly known = new KnownClients(KNOWN_CLIENT_MS);

  constructor(
    private readonly counts: AttemptCounts,
    limits: AuthConfig['loginLimit'],
  ) {
    this.perPair = new GuessThrottle('login-account-address', throttleRules(limits, limits.perAccount));
    this.perAddress = new GuessThrottle('login-address', throttleRules(limits, limits.perAddress));
  }

  /**
   * Milliseconds the attempt must wait (nothing is counted then); or 0, and the attempt is
   * counted as a failure until `succeeded` is called.
   */
  begin(attempt: LoginAttempt): Promise<number> {
    const pair = pairOf(attempt);
    return this.counts.with(this.keysOf(attempt), (entries, now) => {
      const ownAddress = this.known.has(entries, pair);
      const wait = Math.max(this.perPair.waitMs(entries, pair, now), ownAddress ? 0 : this.perAddress.waitMs(entries, attempt.address, now));
      if (wait > 0) return wait;
      this.perPair.reserve(entries, pair, now);
      this.perAddress.reserve(entries, attempt.address, now);
      return 0;
    });
  }

  /** The password was right: the attempt does not count, and the address is the account's own. */
  succeeded(attempt: LoginAttempt): Promise<void> {
    const pair = pairOf(attempt);
    return this.counts.with(this.keysOf(attempt), (entries, now) => {
      this.perPair.clear(entries, pair);
      this.perAddress.release(entries, attempt.address);
      this.known.remember(entries, pair, now);
    });
  }

  private keysOf(attempt: LoginAttempt): string[] {
    const pair = pairOf(attempt);
    return [this.perPair.key(pair), this.perAddress.key(attempt.address), this.known.key(pair)];
  }
}

const pairOf = (attempt: LoginAttempt) => `${attempt.account}\n${attempt.address}`;
