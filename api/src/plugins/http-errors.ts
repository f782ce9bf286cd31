import { STATUS_CODES } from 'node:http';

export interface ErrorDetail {
  field: string;
  message: string;
}

/** An error a caller caused and may read about: the error handler shows its message as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = STATUS_CODES[statusCode] ?? 'Error';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, details?: ErrorDetail[]) => new HttpError(400, message, details);
