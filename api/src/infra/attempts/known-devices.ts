import type { Entries } from './attempt-counts';

/**
 * The browsers each account has logged in from, by a random token in their `device` cookie
 * (auth-cookies.ts): a device that logged in before is not slowed down by other people's guessing
 * at the account from anywhere. Kept in the attempt counts (attempt-counts.ts) as the token's
 * hash with the account, by every process together: a token copied to another account is worth
 * nothing there.
 */
export class KnownDevices {
  constructor(private readonly rememberMs: number) {}

  /** The record's key in the attempt counts. */
  key(account: string, device: string): string {
    return `known-device\n${account}\n${device}`;
  }

  has(entries: Entries, account: string, device: string): boolean {
    return entries.has(this.key(account, device));
  }

  remember(entries: Entries, account: string, device: string, now: number): void {
    entries.set(this.key(account, device), { lastLoginAt: now, expiresAt: now + this.rememberMs });
  }
}
