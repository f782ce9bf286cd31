import fc from 'fast-check';
import { normalizeCategory } from '../../../src/modules/catalog/category-param';
import { nastyText, tooLongText } from './bad-values';
import type { DocumentMutation, JsonSchema } from './schema-mutations';

/**
 * Mutations of a query string, whose values are always text: numbers that are words, out of
 * range or fractional, values beyond their length, not in their list, missing, or given twice.
 */
export function queryMutations(schema: JsonSchema, template: Record<string, string>): fc.Arbitrary<DocumentMutation> {
  const out: Array<fc.Arbitrary<DocumentMutation>> = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = [name];
    const set = (kind: string, reject: boolean) => (value: unknown): DocumentMutation => ({ kind: `${name}: ${kind}`, reject, path, op: 'set', value });
    const type = typeof field.type === 'string' ? field.type : undefined;
    if (type === 'integer' || type === 'number') {
      out.push(fc.constantFrom('abc', 'ten', '1,5', '--1', 'true', '[]', '{}', 'NaN').map(set('not a number', true)));
      if (type === 'integer') out.push(fc.constantFrom('1.5', '0.1', '2.000001').map(set('fraction', true)));
      if (field.minimum !== undefined) {
        const minimum = field.minimum;
        out.push(fc.integer({ min: 1, max: 1_000_000 }).map((below) => set('below the minimum', true)(String(minimum - below))));
      }
      if (field.maximum !== undefined) {
        const maximum = field.maximum;
        out.push(fc.integer({ min: 1, max: 1_000_000 }).map((above) => set('above the maximum', true)(String(maximum + above))));
      }
      // Spellings Ajv may read as numbers: accepted or refused, never a 5xx.
      out.push(fc.constantFrom(' 5', '0x10', '1e3', '+5', '005', '1e400', '-0', '9'.repeat(400)).map(set('odd number', false)));
    }
    if (type === 'string') {
      if (field.maxLength !== undefined) out.push(tooLongText(field.maxLength).map(set('too long', true)));
      out.push(nastyText.map((text) => set('odd text', false)(text)));
    }
    if (field.enum) {
      const allowed = field.enum;
      out.push(nastyText.filter((text) => !allowed.includes(normalizeCategory(text))).map(set('not one of the allowed', true)));
    }
    out.push(fc.tuple(nastyText, nastyText).map(([one, two]) => set('given twice', true)([one, two])));
    if (name in template) {
      out.push(fc.constant<DocumentMutation>({ kind: `${name}: missing`, reject: schema.required?.includes(name) ?? false, path, op: 'delete' }));
    }
  }
  return fc.oneof(...out);
}

/** Path segments that are not the id the route wants: Unicode, huge, traversal, encoded slashes. */
export const oddSegment: fc.Arbitrary<string> = fc.oneof(
  nastyText.filter((text) => text.length > 0),
  fc.uuid(),
  fc.constantFrom('..', '.', '../..', '..%2F..%2Fsecret.txt', '%2e%2e%2fsecret.txt', 'a/b', '%2F', '%00', '%', '%zz', '%E0%A4%A', '%ED%A0%80', ' ', '0', '-1', '1e309', '99999999999999999999'),
  fc.integer({ min: 60, max: 5000 }).map((length) => 'x'.repeat(length)),
);

/**
 * A segment as it goes into the URL. `raw` leaves slashes, dots and percent signs as they are
 * (traversal and broken encodings); otherwise it is percent-encoded. Lone surrogates, which no
 * encoder accepts, are written as the bytes a broken client would send.
 */
export function segmentInUrl(segment: string, raw: boolean): string {
  let url = '';
  for (const character of segment) {
    const code = character.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) url += '%ED%A0%80';
    else url += raw ? encodeURI(character).replace(/%25/g, '%') : encodeURIComponent(character);
  }
  return url;
}
