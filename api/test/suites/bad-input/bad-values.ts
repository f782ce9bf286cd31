import fc from 'fast-check';

/** Texts that have broken web services before: control characters, odd Unicode, injection attempts. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202eevil',
  'e\u0301',
  '👩‍👩‍👧‍👦',
  'ÆØÅ æøå',
  '\u200b\u200d',
  '\r\n\t',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00',
  '%s%n%x',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
] as const;

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_TEXTS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Unicode and control text of at most `maxLength` characters: may be valid, must never be a 5xx. */
export function oddText(maxLength = 1000): fc.Arbitrary<string> {
  return nastyText.map((text) => text.slice(0, maxLength));
}

/** A text longer than `maxLength` (sometimes far longer). */
export function tooLongText(maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: 1, max: 50 }).map((extra) => 'x'.repeat(maxLength + extra)),
    fc.constantFrom('é', '😀', '\u0000', 'ab').map((unit) => unit.repeat(maxLength + 1)),
    fc.constant('y'.repeat(Math.max(maxLength + 1, 200_000))),
  );
}

const enormousNumber: fc.Arbitrary<number> = fc.constantFrom(
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  -1e21,
  1.7976931348623157e308,
  -1.7976931348623157e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
);

/** Numbers around and far beyond limits: negative, fractional, enormous. */
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  enormousNumber,
  fc.constantFrom(0, -0, -1, 0.5, 1e-300),
);

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

/** A value of one JSON type. */
function valueOfType(type: JsonType): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return nastyText;
    case 'integer':
      return fc.oneof(fc.integer(), enormousNumber.map(Math.trunc));
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fc.oneof(nastyText, fc.integer(), fc.constant(null)), { maxLength: 4 });
    case 'object':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(nastyText, fc.integer()), { maxKeys: 3 });
  }
}

/** A value whose JSON type is none of `allowed` (an integer also satisfies "number"). */
export function wrongTypedValue(allowed: readonly JsonType[]): fc.Arbitrary<unknown> | null {
  const all: JsonType[] = ['string', 'integer', 'number', 'boolean', 'null', 'array', 'object'];
  const wrong = all.filter((type) => {
    if (allowed.includes(type)) return false;
    if (type === 'integer' && allowed.includes('number')) return false;
    return true;
  });
  return wrong.length === 0 ? null : fc.oneof(...wrong.map(valueOfType));
}

/** Keys added to objects: random, reserved words of JavaScript objects, Unicode. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('isAdmin', 'id', 'organizationId', 'price', 'constructor', 'toString', 'hasOwnProperty', 'ÆØÅ', '', ' '),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** Bodies that are not JSON at all, or broken JSON. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '{a:1}', '[1,2', 'undefined', 'NaN', '{"a":1}{"b":2}', '\u0000', '{"a":"\\x"}', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).filter((text) => {
    try {
      // A byte-order mark in front is allowed.
      JSON.parse(text.replace(/^\ufeff/, ''));
      return false;
    } catch {
      return true;
    }
  }),
);

/** Nested arrays or objects thousands of levels deep. */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1000, max: 50_000 }), fc.boolean())
  .map(([depth, asArray]) => (asArray ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

/** The content types of a form a browser submits itself (a page address takes them). */
export const FORM_CONTENT_TYPES: readonly string[] = ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz'];

/** Content types that are not JSON, or JSON in a charset the API does not read. */
export const wrongContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'text/json',
  'application/json-patch+json',
  'image/svg+xml',
);

/** Odd values for headers every route receives. */
export const oddHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '*', 'null', '../../', '\t', 'a'.repeat(8000), 'ÆØÅ', '1e309', "' OR 1=1 --"),
  fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
);
