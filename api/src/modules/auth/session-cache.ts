import type { SessionIdentity } from './session-identity';

/**
 * How long a looked-up access token is believed without asking the database again. Logout, a
 * password change and a detected refresh-token copy clear the entries of every process sharing
 * the database when their notice arrives (session-store.ts); while a process knows it cannot hear
 * notices it does not use the cache at all. The TTL is the last bound, for a listening connection
 * broken without the process noticing (keep-alive finds that out within minutes).
 */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  identity: SessionIdentity;
  validUntil: number;
}

/** Sessions and people forgotten, with the step at which it happened (see `set`). */
interface Forgotten {
  step: number;
  at: number;
  keepSessionId?: string | undefined;
}

/** Access-token hash → who it belongs to, so a logged-in request need not query the sessions. */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly forgotten = new Map<string, Forgotten>();
  private step = 0;
  private clearedAtStep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Taken before a database lookup and handed to `set`. */
  lookupStarts(): number {
    return this.step;
  }

  get(tokenHash: string): SessionIdentity | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.validUntil <= this.now()) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.identity;
  }

  /** Remembers a token for the TTL, or until it or its session expires if that is sooner. */
  set(tokenHash: string, identity: SessionIdentity, remainingMs: number, lookupStartedAt: number): void {
    if (remainingMs <= 0 || this.forgottenSince(identity, lookupStartedAt)) return;
    if (this.entries.size >= MAX_ENTRIES) this.evict();
    this.entries.set(tokenHash, { identity, validUntil: this.now() + Math.min(remainingMs, SESSION_CACHE_TTL_MS) });
  }

  forgetSession(sessionId: string): void {
    this.remember(`session:${sessionId}`);
    for (const [hash, entry] of this.entries) if (entry.identity.sessionId === sessionId) this.entries.delete(hash);
  }

  /** Every session of the person, but `keepSessionId` when given. */
  forgetUser(userId: string, keepSessionId?: string): void {
    this.remember(`user:${userId}`, keepSessionId);
    for (const [hash, entry] of this.entries) {
      if (entry.identity.userId === userId && entry.identity.sessionId !== keepSessionId) this.entries.delete(hash);
    }
  }

  /** Forgets every entry (notices may have been missed). */
  clear(): void {
    this.step += 1;
    this.entries.clear();
    this.clearedAtStep = this.step;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * A lookup that began before its session was ended (logout while the query ran) must not put
   * the session back: it would be believed for another TTL.
   */
  private forgottenSince(identity: SessionIdentity, lookupStartedAt: number): boolean {
    if (this.clearedAtStep > lookupStartedAt) return true;
    const session = this.forgotten.get(`session:${identity.sessionId}`);
    if (session && session.step > lookupStartedAt) return true;
    const user = this.forgotten.get(`user:${identity.userId}`);
    return user !== undefined && user.step > lookupStartedAt && user.keepSessionId !== identity.sessionId;
  }

  private remember(key: string, keepSessionId?: string): void {
    const now = this.now();
    this.step += 1;
    this.forgotten.delete(key);
    this.forgotten.set(key, { step: this.step, at: now, keepSessionId });
    // Lookups take milliseconds; a minute-old note can no longer matter.
    for (const [old, note] of this.forgotten) {
      if (note.at > now - 60_000) break;
      this.forgotten.delete(old);
    }
  }

  /** Expired entries go; if that frees too little, the oldest half (a Map keeps insertion order). */
  private evict(): void {
    const now = this.now();
    for (const [hash, entry] of this.entries) if (entry.validUntil <= now) this.entries.delete(hash);
    if (this.entries.size < MAX_ENTRIES * 0.9) return;
    let drop = this.entries.size / 2;
    for (const hash of this.entries.keys()) {
      if (drop-- <= 0) break;
      this.entries.delete(hash);
    }
  }
}
