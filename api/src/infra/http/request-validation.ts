import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';

type ExternalSchemas = Parameters<BuildCompilerFromPool>[0];
type ServerOptions = { customOptions?: object; plugins?: NonNullable<Parameters<BuildCompilerFromPool>[1]>['plugins'] };
/** What Fastify hands a validator compiler at run time for each part of each route. */
type CompileRoutePart = (route: { schema: unknown; httpPart?: string; method: string; url: string }) => unknown;

/**
 * Ajv settings per part of a request.
 * - Bodies are JSON: a value of the wrong type is an error, never converted (`"name": 5` is not
 *   the name "5", and `null` is not an empty text).
 * - Query strings, path parameters and headers are text by nature: their numbers are converted.
 * - Nowhere are unknown fields quietly dropped: where a schema says `additionalProperties: false`,
 *   an extra field is a 400 naming it, so a misspelt field never looks accepted.
 */
const BODY_OPTIONS = { coerceTypes: false, removeAdditional: false } as const;
const TEXT_OPTIONS = { coerceTypes: 'array', removeAdditional: false } as const;

/** A validator as Fastify calls it: false with its findings on `errors`. */
interface Validate {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}

/**
 * The path of the first number in a request part that is not finite, or null. Run on parts that
 * passed their schema, so bounded in size and depth. The path is written only for the number
 * found: every request with a body passes here, and a path for each field of 500 order lines was
 * a quarter of pricing them.
 */
function infiniteField(data: unknown): string | null {
  if (typeof data === 'number') return Number.isFinite(data) ? null : '';
  if (data === null || typeof data !== 'object') return null;
  if (Array.isArray(data)) {
    for (let index = 0; index < data.length; index += 1) {
      const found = infiniteField(data[index]);
      if (found !== null) return `/${index}${found}`;
    }
    return null;
  }
  for (const name in data) {
    if (!Object.hasOwn(data, name)) continue;
    const found = infiniteField((data as Record<string, unknown>)[name]);
    if (found !== null) return `/${name}${found}`;
  }
  return null;
}

/**
 * Ajv reads a text of 400 nines as the number Infinity (so does JSON.parse, `1e400`), and then
 * skips `maximum` for it: it compares finite numbers only. `?limit=999…9` would pass as a page of
 * infinite size, `"Quantity": 1e400` as a quantity. Every number must be finite.
 */
function finiteNumbersOnly(validate: Validate): Validate {
  const checked: Validate = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors ?? null;
      return false;
    }
    const field = infiniteField(data);
    checked.errors = field === null ? null : [{ instancePath: field, keyword: 'finite', params: {}, message: 'must be a number of a sensible size' }];
    return field === null;
  };
  return checked;
}

export function requestValidators(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  const build = (externalSchemas: ExternalSchemas, serverOptions: ServerOptions = {}): CompileRoutePart => {
    const { plugins = [], customOptions = {} } = serverOptions;
    // The package's types describe a compiler taking a bare schema; Fastify calls it with the route part.
    const body = pool(externalSchemas, { plugins, customOptions: { ...customOptions, ...BODY_OPTIONS } }) as unknown as CompileRoutePart;
    const text = pool(externalSchemas, { plugins, customOptions: { ...customOptions, ...TEXT_OPTIONS } }) as unknown as CompileRoutePart;
    return (route) => finiteNumbersOnly((route.httpPart === 'body' ? body(route) : text(route)) as Validate);
  };
  return build as unknown as BuildCompilerFromPool;
}
