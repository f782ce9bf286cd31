import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for a cookie: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token. The tokens are long random strings, so a plain SHA-256 is
 * enough (no salt or slow hash needed) and lets a request find its session by an index lookup.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens we issued look like this; anything else is not worth a database query. */
export function looksLikeToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}
