import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ApiErrorBody, ApiErrorBodySchema } from '@shop/shared/contracts';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import { type ErrorDetail, HttpError } from './http-errors';
import { withoutSecrets } from './log-redaction';
import { describeValidationErrors } from './validation-messages';

const MASKED: ApiErrorBody = { error: 'Internal Server Error', message: 'Something went wrong on our side' };

/** A database that does not answer: the request was fine, and will be once it does. */
const DATABASE_DOWN: ApiErrorBody = { error: 'Service Unavailable', message: "The shop's database does not answer right now. Try again in a moment." };
/** Seconds a client is asked to wait before it tries again while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The outage said in the log at most once every ten seconds, with how many requests it failed
 * since: during an outage every request fails, and a line for each would bury the log.
 */
export const noteDatabaseDown = (() => {
  let last = 0;
  let unsaid = 0;
  return (request: FastifyRequest, error: unknown): void => {
    if (Date.now() - last < 10_000) {
      unsaid += 1;
      return;
    }
    request.log.warn({ err: error, failedSince: unsaid }, 'the database does not answer: answered 503');
    last = Date.now();
    unsaid = 0;
  };
})();

/** Answers a request the database could not serve: 503 with Retry-After, in plain words. */
function answerDatabaseDown(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  noteDatabaseDown(request, error);
  return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store').send(DATABASE_DOWN);
}

/**
 * The one error handler: a 4xx says in plain words what the caller got wrong; a database that does
 * not answer is a 503 with Retry-After; any other 5xx is logged with its request and answered with
 * a fixed text, so no stack trace or SQL ever leaves the server.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.addSchema(ApiErrorBodySchema);
    app.setErrorHandler((error: FastifyError & { details?: ErrorDetail[] }, request, reply) => {
      if (error instanceof DatabaseUnavailableError) return answerDatabaseDown(request, reply, error);
      const statusCode = error.validation ? 400 : (error.statusCode ?? 500);
      if (statusCode >= 500 || statusCode < 400) {
        request.log.error({ err: error, method: request.method, url: withoutSecrets(request.url) }, 'request failed');
        return reply.code(500).send(MASKED);
      }
      return reply.code(statusCode).send(clientErrorBody(error, statusCode, request.routeOptions.bodyLimit));
    });
  },
  { name: 'error-handler' },
);

function clientErrorBody(error: FastifyError & { details?: ErrorDetail[] }, statusCode: number, bodyLimit: number | undefined): ApiErrorBody {
  const body: ApiErrorBody = { error: STATUS_CODES[statusCode] ?? 'Error', message: error.message };
  if (error.validation) {
    const details = describeValidationErrors(error.validation, error.validationContext);
    body.message = details.map((detail) => detail.message).join('; ');
    body.details = details;
  } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    body.message = 'The request body is not valid JSON';
  } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && bodyLimit !== undefined) {
    body.message = `The request body is larger than this call takes: at most ${Math.floor(bodyLimit / 1024)} KiB`;
  } else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    body.message = 'The request body is empty but its content type says JSON';
  } else if (error.details) {
    body.details = error.details;
  }
  const code = clientCode(error);
  if (code !== undefined) body.code = code;
  return body;
}

/** Only the API's own refusals carry a code for clients: Fastify's (FST_ERR_…) name its internals. */
function clientCode(error: unknown): string | undefined {
  return error instanceof HttpError ? error.code : undefined;
}
