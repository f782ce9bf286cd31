import type { FastifyServerOptions } from 'fastify';

/** Fields of a logged object that may hold what a customer typed: never written. */
const PERSONAL_FIELDS = ['body', 'password', 'email', 'phone', 'name', 'comment', 'recipient', 'street', 'deliveryAddress', 'invoiceAddress'];

/**
 * What the log keeps of an error: its kind, message, codes and stack. A database driver hangs the
 * statement's parameters (an order's addresses and comment), its text and the failing row's
 * values on its errors; a logger would write them all.
 */
export function safeError(error: unknown): { type: string; message: string; stack: string; [field: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, statusCode, constraint, severity } = error as Error & Record<string, unknown>;
  return {
    type: error.name,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    ...(constraint === undefined ? {} : { constraint }),
    ...(severity === undefined ? {} : { severity }),
    stack: error.stack ?? '',
  };
}

/** A client's address shortened to its network (IPv4 /24, IPv6 /48): enough to see a pattern, not a person. */
export function networkOf(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(address);
  if (v4) return `${v4[1]}.0/24`;
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}::/48`;
  return undefined;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * A request's address with the secrets in it left out: the tokens of the mailed links, as their
 * pages carry them (`?token=` sets a new password, `?link=` logs in, `?confirm=` confirms an
 * e-mail or moves a login).
 */
export function withoutSecrets(url: string): string {
  return url.replace(/([?&](?:token|link|confirm)=)[^&#]*/gi, '$1[not logged]');
}

function safeRequest(request: LoggedRequest): Record<string, unknown> {
  return { method: request.method, url: withoutSecrets(request.url), network: networkOf(request.ip ?? request.socket?.remoteAddress) };
}

/**
 * The logger settings with personal data kept out: errors and requests written through the
 * serialisers above, and any personal field of a logged object, at the top or one level down,
 * replaced. A logger turned off stays off.
 */
export function withoutPersonalData(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined || typeof logger === 'boolean') return logger;
  return {
    ...logger,
    serializers: { ...logger.serializers, err: safeError, req: safeRequest },
    redact: { paths: [...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]), 'req.headers.cookie'], censor: '[not logged]' },
  };
}
