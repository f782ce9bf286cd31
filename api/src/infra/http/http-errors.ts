import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@shop/shared/contracts';

/** One field's problem, as the contract's error body lists them (contracts/errors.ts). */
export type ErrorDetail = NonNullable<ApiErrorBody['details']>[number];

/** An error a caller caused and may read about: the error handler shows its message as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetail[],
    /** A stable name of the refusal (`DemoAccount`), for a client to say it in the person's language. */
    readonly code?: string,
  ) {
    super(message);
    this.name = STATUS_CODES[statusCode] ?? 'Error';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, details?: ErrorDetail[]) => new HttpError(400, message, details);
export const forbidden = (message: string, code: string) => new HttpError(403, message, undefined, code);
