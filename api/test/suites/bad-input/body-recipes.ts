import fc from 'fast-check';
import { FORM_CONTENT_TYPES, deepJson, malformedJson, wrongContentType } from './bad-values';
import { type Recipe, type RecipeContext, STATE_CHANGING, type Weighted, buildRequest, mutationRecipe, recipe, weigh } from './request-model';
import { documentMutations } from './schema-mutations';

/** Spoilt bodies: the schema's fields changed, and bodies that are no JSON, too big or too deep. */
export function bodyRecipes(context: RecipeContext): Weighted[] {
  const { route, template } = context;
  const fields = route.schema.body
    ? weigh(16, [documentMutations(route.schema.body, template.body).map((mutation) => mutationRecipe('body', mutation))])
    : [];
  if (!STATE_CHANGING.has(route.method)) return fields;
  const out: Array<fc.Arbitrary<Recipe>> = [];
  const hasSchema = route.schema.body !== undefined;
  const withPayload = (kind: string, reject: boolean, contentType: string, payload: (json: string) => string) =>
    recipe(kind, reject, (base, r) => {
      const built = buildRequest({ ...base, body: base.body ?? {} }, r);
      return { ...built, headers: { ...built.headers, 'content-type': contentType }, payload: payload(built.payload ?? '{}') };
    }, payload('{}').slice(0, 80));
  out.push(
    malformedJson.map((text) => withPayload('body: malformed JSON', true, 'application/json', () => text)),
    (context.takesForms ? wrongContentType.filter((type) => !FORM_CONTENT_TYPES.includes(type)) : wrongContentType).map((type) =>
      withPayload(`body: sent as ${type}`, true, type, (json) => json),
    ),
    ...(context.takesForms ? [fc.constantFrom(...FORM_CONTENT_TYPES).map((type) => withPayload(`body: a form sent as ${type}`, false, type, () => 'email=kari%40example.no'))] : []),
    fc.constant(withPayload('body: empty with a JSON content type', true, 'application/json', () => '')),
    fc.constant(withPayload('body: over 1 MiB', true, 'application/json', () => JSON.stringify({ filler: 'x'.repeat(1_100_000) }))),
    deepJson.map((text) => withPayload('body: nested thousands deep', hasSchema, 'application/json', () => text)),
    fc
      .constantFrom('application/json; charset=utf-16le', 'application/json; charset=latin1', 'APPLICATION/JSON; charset=UTF-8', 'application/json;;')
      .map((type) => withPayload(`body: content type "${type}"`, false, type, (json) => json)),
    fc.constant(withPayload('body: byte-order mark first', false, 'application/json', (json) => `\ufeff${json}`)),
  );
  if (!hasSchema) {
    out.push(
      fc.jsonValue({ maxDepth: 3 }).map((value) =>
        recipe('body: a body the route does not take', false, (base, r) => buildRequest({ ...base, body: value ?? {} }, r), value),
      ),
    );
  }
  return [...fields, ...weigh(1, out)];
}
