import type { AttemptCounts, Entries } from '../../infra/attempts/attempt-counts';
import type { AuthConfig } from '../../infra/config/auth-config';
import { GuessThrottle, type ThrottleRules } from '../../infra/attempts/guess-throttle';
import { KnownClients } from '../../infra/attempts/known-clients';
import { KnownDevices } from '../../infra/attempts/known-devices';
import { newToken } from '../../infra/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Failures are forgotten a day after the last one. */
const FORGET_AFTER_MS = DAY_MS;
/** How long an address or a device an account logged in from counts as that account's own. */
const KNOWN_CLIENT_MS = 90 * DAY_MS;
/** The owner is told that the account is being guessed at at most once in this long. */
const GUESS_NOTICE_MS = DAY_MS;

export interface LoginAttempt {
  /** The e-mail as typed, trimmed and in lower case: known or not. */
  account: string;
  /** The client (request.clientKey: its address, an IPv6 client by its /64). */
  address: string;
  /** The token of the browser's `device` cookie, when it sent one. */
  device: string | undefined;
}

/** What `begin` decided about an attempt. */
export interface LoginWait {
  /** Milliseconds the attempt must wait (nothing counted then); 0 when it is counted and goes ahead. */
  waitMs: number;
  /** The account's failures from everywhere are past the free ones: every new device waits. */
  accountGuessedAt: boolean;
  /** The owner should be mailed that the account is being guessed at (once a GUESS_NOTICE_MS). */
  tellOwner: boolean;
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
   * Whether the attempt must wait (nothing is counted then); otherwise it is counted as a failure
   * until `succeeded` is called. Says too when the owner should hear that the account is being
   * guessed at: the first time in GUESS_NOTICE_MS that its failures from everywhere pass the free ones.
   */
  begin(attempt: LoginAttempt): Promise<LoginWait> {
    const keys = [...this.keysOf(attempt), noticeKey(attempt.account)];
    return this.counts.with(keys, (entries, now) => {
      const device = this.knownDevice(entries, attempt);
      if (device !== null) {
        const waitMs = this.perDevice.waitMs(entries, device, now);
        if (waitMs === 0) this.perDevice.reserve(entries, device, now);
        return { waitMs, accountGuessedAt: false, tellOwner: false };
      }
      const pair = pairOf(attempt);
      const ownAddress = this.knownClients.has(entries, pair);
      const waitMs = Math.max(
        this.perPair.waitMs(entries, pair, now),
        this.perAccount.waitMs(entries, attempt.account, now),
        ownAddress ? 0 : this.perAddress.waitMs(entries, attempt.address, now),
      );
      if (waitMs === 0) {
        this.perPair.reserve(entries, pair, now);
        this.perAccount.reserve(entries, attempt.account, now);
        this.perAddress.reserve(entries, attempt.address, now);
      }
      // Past the free failures now (this attempt's included): the next one from a new device waits.
      const accountGuessedAt = this.perAccount.waitMs(entries, attempt.account, now) > 0;
      const tellOwner = accountGuessedAt && !entries.has(noticeKey(attempt.account));
      if (tellOwner) entries.set(noticeKey(attempt.account), { toldAt: now, expiresAt: now + GUESS_NOTICE_MS });
      return { waitMs, accountGuessedAt, tellOwner };
    });
  }

  /**
   * The password was right: the attempt does not count, and the address is the account's own.
   * With `markDevice` (not when the login is refused for another reason) the browser is too:
   * answers the token its `device` cookie holds from now on, the one it sent when the shop made it,
   * otherwise a new one (a value the browser picked is never taken on); null without `markDevice`.
   */
  succeeded(attempt: LoginAttempt, markDevice: boolean): Promise<string | null> {
    const fresh = newToken();
    const deviceKeys = markDevice ? this.knownDevices.keys(attempt.account, fresh) : [];
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
      if (!markDevice) return null;
      const device = attempt.device !== undefined && this.knownDevices.minted(entries, attempt.device) ? attempt.device : fresh;
      this.knownDevices.remember(entries, attempt.account, device, now);
      return device;
    });
  }

  /**
   * The owner proved the account theirs through its mailbox (a reset link, a login link, a link
   * that moved the login e-mail): the account's wait is over, the address is the account's own,
   * and the browser gets a new device token, which this answers. With `forgetDevices` (the owner
   * changed the password or the e-mail) every other device of the account is forgotten first.
   */
  ownerProved(account: string, address: string, forgetDevices: boolean): Promise<string> {
    const device = newToken();
    const pair = `${account}\n${address}`;
    const keys = [this.perPair.key(pair), this.perAccount.key(account), this.knownClients.key(pair), ...this.knownDevices.keys(account, device)];
    return this.counts.with(keys, (entries, now) => {
      if (forgetDevices) this.knownDevices.forgetAll(entries, account, now);
      this.perPair.clear(entries, pair);
      this.perAccount.clear(entries, account);
      this.knownClients.remember(entries, pair, now);
      this.knownDevices.remember(entries, account, device, now);
      return device;
    });
  }

  /** Every device of the account is forgotten (the owner changed its password or its e-mail). */
  forgetDevices(account: string): Promise<void> {
    return this.counts.with(this.knownDevices.keys(account, undefined), (entries, now) => this.knownDevices.forgetAll(entries, account, now));
  }

  /** The per-device throttle's key when the attempt comes from a device known to the account. */
  private knownDevice(entries: Entries, attempt: LoginAttempt): string | null {
    if (attempt.device === undefined || !this.knownDevices.has(entries, attempt.account, attempt.device)) return null;
    return `${attempt.account}\n${attempt.device}`;
  }

  private keysOf(attempt: LoginAttempt): string[] {
    const pair = pairOf(attempt);
    const keys = [this.perPair.key(pair), this.perAccount.key(attempt.account), this.perAddress.key(attempt.address), this.knownClients.key(pair)];
    keys.push(...this.knownDevices.keys(attempt.account, attempt.device));
    if (attempt.device !== undefined) keys.push(this.perDevice.key(`${attempt.account}\n${attempt.device}`));
    return keys;
  }
}

const noticeKey = (account: string) => `guess-notice\n${account}`;
const pairOf = (attempt: LoginAttempt) => `${attempt.account}\n${attempt.address}`;
