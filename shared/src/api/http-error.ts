/** What the API answered, kept on an error so callers can tell a 404 from a 409 or a 429. */
export interface ApiErrorResponse {
  status: number;
  data: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

export type ApiErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_TIMEOUT';

/**
 * A call of the API that failed: an answer of 400 or more (`response` set), no answer at all, or no
 * answer in time. The brand, not `instanceof`, identifies it, so an error made by another copy of
 * this module (a remote built apart) is still recognised.
 */
export class ApiError extends Error {
  readonly isApiError = true;

  constructor(
    message: string,
    readonly code: ApiErrorCode,
    readonly response?: ApiErrorResponse,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The status the API answered with; undefined when it did not answer. */
  get status(): number | undefined {
    return this.response?.status;
  }

  /**
   * How long the API asked the caller to wait (its Retry-After, on a 429 or 503), in whole seconds;
   * undefined when it did not say. A remote that finds an older kernel on the page reads undefined
   * too, so callers must word the message without a time as well.
   */
  get retryAfterSeconds(): number | undefined {
    return retryAfterSeconds(this.response?.headers['retry-after'], Date.now());
  }
}

/** Retry-After as seconds from `now`: a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterSeconds(header: string | undefined, now: number): number | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  const date = value === '' ? Number.NaN : Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { isApiError?: unknown }).isApiError === true;
}

/** The status the API answered with, or undefined when it did not answer. */
export function statusOfApiError(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}
