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
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { isApiError?: unknown }).isApiError === true;
}

/** The status the API answered with, or undefined when it did not answer. */
export function statusOfApiError(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}
