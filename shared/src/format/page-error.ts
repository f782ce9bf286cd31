/**
 * An error a page shows as the shop's error page (spec §8), with the HTTP-like status it stands for.
 * A remote throws it (a product that does not exist: 404); the shell renders the error page.
 */
export class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PageError';
  }
}

/** The status of any error a page load can throw (spec §8: statusCode, status or response status; default 500). */
export function statusOfError(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === 'number' && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}
