import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ApiErrorBody, ApiErrorBodySchema } from '@shop/shared/contracts';
import { type ErrorDetail, HttpError } from './http-errors';
import { withoutSecrets } from './log-redaction';
import { describeValidationErrors } from './validation-messages';

const MASKED: ApiErrorBody = { error: 'Internal Server Error', message: 'Something went wrong on our side' };

/**
 * The one error handler: a 4xx says in plain words what the caller got wrong; a 5xx is logged with
 * its request and answered with a fixed text, so no stack trace or SQL ever leaves the server.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.addSchema(ApiErrorBodySchema);
    app.setErrorHandler((error: FastifyError & { details?: ErrorDetail[] }, request, reply) => {
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
