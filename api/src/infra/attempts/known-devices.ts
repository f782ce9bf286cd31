import type { Entries } from './attempt-counts';

/**
 * The browsers each account has logged in from, by a random token in their `device` cookie
 * (auth-cookies.ts): a device that logged in before is not slowed down by other people's guessing
 * at the account from anywhere. Kept in the attempt counts (attempt-counts.ts) as the token's
 * hash with the account, by every process together: a token copied to another account is worth
 * nothing there.
 *
 * Only tokens the shop made itself count (`minted`): a value a browser was given by someone else
 * (a cookie planted from a neighbouring site) is never taken on, so nobody can know the token of
 * the owner's browser in advance. And every device of an account is forgotten at once
 * (`forgetAll`, a new generation) when the owner changes the password, resets it or moves the
 * login e-mail: whoever logged in with the old password keeps no way past the account's waits.
 */
export class KnownDevices {
  constructor(private readonly rememberMs: number) {}

  /** The records an operation on `account` and `device` needs. */
  keys(account: string, device: string | undefined): string[] {
    const keys = [this.generationKey(account)];
    if (device !== undefined) keys.push(this.key(account, device), this.mintedKey(device));
    return keys;
  }

  has(entries: Entries, account: string, device: string): boolean {
    const entry = entries.get(this.key(account, device));
    return entry !== undefined && (entry.generation ?? 0) === this.generation(entries, account);
  }

  /** Whether the shop made this token (for whichever account). */
  minted(entries: Entries, device: string): boolean {
    return entries.has(this.mintedKey(device));
  }

  /** Notes a token the shop made, for as long as a device is remembered. */
  mint(entries: Entries, device: string, now: number): void {
    entries.set(this.mintedKey(device), { mintedAt: now, expiresAt: now + this.rememberMs });
  }

  remember(entries: Entries, account: string, device: string, now: number): void {
    this.mint(entries, device, now);
    entries.set(this.key(account, device), { lastLoginAt: now, generation: this.generation(entries, account), expiresAt: now + this.rememberMs });
  }

  /** Every device the account logged in from is unknown from now on. */
  forgetAll(entries: Entries, account: string, now: number): void {
    entries.set(this.generationKey(account), { generation: this.generation(entries, account) + 1, expiresAt: now + this.rememberMs });
  }

  private generation(entries: Entries, account: string): number {
    return entries.get(this.generationKey(account))?.generation ?? 0;
  }

  private key(account: string, device: string): string {
    return `known-device\n${account}\n${device}`;
  }

  private mintedKey(device: string): string {
    return `minted-device\n${device}`;
  }

  private generationKey(account: string): string {
    return `device-generation\n${account}`;
  }
}
