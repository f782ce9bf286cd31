import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/http-errors';

/** "in 40 seconds", "in 15 minutes". */
function inPlainWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A 429 saying when to try again, in the Retry-After header and in words. */
export function tooManyAttempts(reply: FastifyReply, waitMs: number, what: string): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, `${what} Try again in ${inPlainWords(seconds)}.`);
}
