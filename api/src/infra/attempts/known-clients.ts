import type { Entries } from './attempt-counts';

/**
 * The client addresses each account has logged in from: a known pair is not slowed down by other
 * people's failures from the same address, such as the colleagues behind an office's or a
 * proxy's one address. Kept in the attempt counts (attempt-counts.ts), by every process together.
 */
export class KnownClients {
  constructor(private readonly rememberMs: number) {}

  /** The record's key in the attempt counts. */
  key(pair: string): string {
    return `known-client\n${pair}`;
  }

  has(entries: Entries, pair: string): boolean {
    return entries.has(this.key(pair));
  }

  remember(entries: Entries, pair: string, now: number): void {
    entries.set(this.key(pair), { lastLoginAt: now, expiresAt: now + this.rememberMs });
  }
}
