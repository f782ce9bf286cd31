import type { AttemptCounts, Entries } from '../../infra/attempts/attempt-counts';
import type { AuthConfig } from '../../infra/config/auth-config';
import { GuessThrottle, type ThrottleRules } from '../../infra/attempts/guess-throttle';
import { KnownClients } from '../../infra/attempts/known-clients';
import { KnownDevices } from '../../infra/attempts/known-devices';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Failures are forgotten a day after the last one. */
const FORGET_AFTER_MS = DAY_MS;
/** How long an address or a device an account logged in from counts as that account's own. */
const KNOWN_CLIENT_MS = 90 * DAY_MS;

export interface LoginAttempt {
  /** The e-mail as typed, trimmed and in lower case: known or not. */
  account: string;
  /** The client (request.clientKey: its address, an IPv6 client by its /64). */
  address: string;
  /** The token of the browser's `device` cookie, when it sent one. */
  device: string | undefined;
}

/** The rules of a throttle that allows `free` failures, from the login limits. */
export function throttleRules(limits: AuthConfig['loginLimit'], free: number): ThrottleRules {
  return { free, maxWaitMs: limits.windowSeconds * 1000, forgetAfterMs: FORGET_AFTER_MS };
}

/**
 * Slows down password guessing without ever locking the owner out (README, "Login throttling"):
 * - per account *and* client address: after LOGIN_LIMIT_PER_ACCOUNT failures from an address,
 *   that address waits ever longer before its next try at that account;
 * - per account from everywhere: after LOGIN_LIMIT_ACCOUNT_TOTAL failures from all addresses
 *   together, every new try at the account waits ever longer, so guessing spread over many
 *   addresses gets no more free guesses than that;
 * - per client address: after LOGIN_LIMIT_PER_ADDRESS failures (any accounts), the address waits
 *   ever longer, except for accounts that have logged in from it before (an office's one address);
 * - a device that logged in to the account before (its `device` cookie) waits for none of these,
 *   only for its own failures: the owner's browser gets in while others guess, from anywhere.
 * Each attempt is counted before its password is checked and taken back when it is right.
 */
export class LoginThrottle {
  private readonly perPair: GuessThrottle;
  private readonly perAccount: GuessThrottle;
  private readonly perAddress: GuessThrottle;
  private readonly perDevice: GuessThrottle;
  private readonly knownClients = new KnownClients(KNOWN_CLIENT_MS);
  private readonly knownDevices = new KnownDevices(KNOWN_CLIENT_MS);

  constructor(
    private readonly counts: AttemptCounts,
    limits: AuthConfig['loginLimit'],
  ) {
    this.perPair = new GuessThrottle('login-account-address', throttleRules(limits, limits.perAccount));
    this.perAccount = new GuessThrottle('login-account', throttleRules(limits, limits.accountTotal));
    this.perAddress = new GuessThrottle('login-address', throttleRules(limits, limits.perAddress));
    this.perDevice = new GuessThrottle('login-account-device', throttleRules(limits, limits.perAccount));
  }

  /**
   * Milliseconds the attempt must wait (nothing is counted then); or 0, and the attempt is
   * counted as a failure until `succeeded` is called.
   */
  begin(attempt: LoginAttempt): Promise<number> {
    return this.counts.with(this.keysOf(attempt), (entries, now) => {
      const device = this.knownDevice(entries, attempt);
      if (device !== null) {
        const wait = this.perDevice.waitMs(entries, device, now);
        if (wait === 0) this.perDevice.reserve(entries, device, now);
        return wait;
      }
      const pair = pairOf(attempt);
      const ownAddress = this.knownClients.has(entries, pair);
      const wait = Math.max(
        this.perPair.waitMs(entries, pair, now),
        this.perAccount.waitMs(entries, attempt.account, now),
        ownAddress ? 0 : this.perAddress.waitMs(entries, attempt.address, now),
      );
      if (wait > 0) return wait;
      this.perPair.reserve(entries, pair, now);
      this.perAccount.reserve(entries, attempt.account, now);
      this.perAddress.reserve(entries, attempt.address, now);
      return 0;
    });
  }

  /**
   * The password was right: the attempt does not count, and the address and `device` (the token
   * the browser keeps from now on; null when the login is refused for another reason) are the
   * account's own.
   */
  succeeded(attempt: LoginAttempt, device: string | null): Promise<void> {
    const deviceKeys = device === null ? [] : [this.knownDevices.key(attempt.account, device)];
    return this.counts.with([...this.keysOf(attempt), ...deviceKeys], (entries, now) => {
      const known = this.knownDevice(entries, attempt);
      if (known !== null) {
        this.perDevice.clear(entries, known);
      } else {
        const pair = pairOf(attempt);
        this.perPair.clear(entries, pair);
        this.perAccount.release(entries, attempt.account);
        this.perAddress.release(entries, attempt.address);
        this.knownClients.remember(entries, pair, now);
      }
      if (device !== null) this.knownDevices.remember(entries, attempt.account, device, now);
    });
  }

  /** The per-device throttle's key when the attempt comes from a device known to the account. */
  private knownDevice(entries: Entries, attempt: LoginAttempt): string | null {
    if (attempt.device === undefined || !this.knownDevices.has(entries, attempt.account, attempt.device)) return null;
    return `${attempt.account}\n${attempt.device}`;
  }

  private keysOf(attempt: LoginAttempt): string[] {
    const pair = pairOf(attempt);
    const keys = [this.perPair.key(pair), this.perAccount.key(attempt.account), this.perAddress.key(attempt.address), this.knownClients.key(pair)];
    if (attempt.device !== undefined) {
      keys.push(this.knownDevices.key(attempt.account, attempt.device), this.perDevice.key(`${attempt.account}\n${attempt.device}`));
    }
    return keys;
  }
}

const pairOf = (attempt: LoginAttempt) => `${attempt.account}\n${attempt.address}`;
