import { IMPORT_UPLOAD_MAX_BYTES } from '@shop/shared/contracts';

/**
 * How many bytes of body each kind of route reads (once inflated, for a gzipped body): sized to
 * the largest valid body with room to spare, so parsing and checking a body of the limit costs a
 * millisecond or two, never the event loop of every other customer. Fastify refuses a larger one
 * with 413 before parsing it.
 */
export const BODY_LIMITS = {
  /** Routes that take no body (logout, deletes), and any route not sized otherwise. */
  none: 1024,
  /** A login, a page view: a few short fields. */
  small: 4 * 1024,
  /** A profile, a password change, a contact person, a delivery address. */
  form: 16 * 1024,
  /** An organisation's registration or edit: some fifteen fields of up to 1,000 characters. */
  organization: 64 * 1024,
  /** An order: up to 500 lines of a SKU (at most 64 characters) and a quantity, and its texts. */
  order: 64 * 1024,
} as const;

/** Route options with the body limit of a kind. */
export const bodyLimit = (kind: keyof typeof BODY_LIMITS) => ({ bodyLimit: BODY_LIMITS[kind] });

/**
 * The one exception: a file staff upload to import (modules/staff/imports). It is streamed, not
 * parsed here: counted as it arrives, refused with 413 as soon as it passes this (or at once when
 * its Content-Length says it would), and read by a worker thread. The kernel's contract holds the
 * number: the back-office sends no larger file.
 */
export const UPLOAD_BODY_LIMIT = IMPORT_UPLOAD_MAX_BYTES;
