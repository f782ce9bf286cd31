import fc from 'fast-check';
import { bodyRecipes } from './body-recipes';
import { oddHeaderValue } from './bad-values';
import { type Recipe, type RecipeContext, STATE_CHANGING, type Weighted, buildRequest, mutationRecipe, recipe, weigh } from './request-model';
import { oddSegment, queryMutations } from './text-mutations';

function queryRecipes(context: RecipeContext): Weighted[] {
  const { route, template } = context;
  const fields = route.schema.querystring
    ? weigh(10, [queryMutations(route.schema.querystring, template.query as Record<string, string>).map((mutation) => mutationRecipe('query', mutation))])
    : [];
  const out: Array<fc.Arbitrary<Recipe>> = [];
  // Parameters no route reads, and broken percent-encodings: ignored or refused, never a 5xx.
  out.push(
    fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 50 })).map(([name, value]) =>
      recipe('query: an unknown parameter', false, (base, r) => buildRequest({ ...base, query: { ...base.query, [name]: value } }, r), { [name]: value }),
    ),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', 'a=%00', '&&&', '=', 'a[b]=1&a[c]=2', '__proto__=1', 'search=%F0%9F%98%80').map((raw) =>
      recipe('query: broken encoding', false, (base, r) => {
        const built = buildRequest(base, r);
        return { ...built, url: `${built.url}${built.url.includes('?') ? '&' : '?'}${raw}` };
      }, raw),
    ),
  );
  return [...fields, ...weigh(1, out)];
}

function paramRecipes(context: RecipeContext): Weighted[] {
  const names = Object.keys(context.template.params);
  if (names.length === 0) return [];
  return weigh(8, [
    fc.tuple(fc.constantFrom(...names), oddSegment, fc.boolean()).map(([name, segment, raw]) => {
      const valid = context.template.params[name];
      // Unencoded, slashes and dot segments lead to another path (URL resolution): any answer but a 5xx.
      const leaves = raw && /[/?#]|^(\.|%2e){1,2}$/i.test(segment);
      const reject = context.strictParams && name !== '*' && segment !== valid && !leaves;
      return recipe(
        `path: odd ${name}${raw ? ' (unencoded)' : ''}`,
        reject,
        (base, route) => buildRequest({ ...base, params: { ...base.params, [name]: segment } }, route, raw ? [name] : []),
        segment,
      );
    }),
  ]);
}

const ODD_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'authorization',
  'if-none-match',
  'if-modified-since',
  'range',
  'referer',
  'sec-fetch-site',
  'x-http-method-override',
  'idempotency-key',
] as const;

const printable = (text: string) => /^[\t\x20-\x7e]*$/.test(text);

function headerRecipes(context: RecipeContext): Weighted[] {
  const { requiresUser, route } = context;
  const withHeaders = (kind: string, reject: boolean, headers: Record<string, string>, drop: string[] = []) =>
    recipe(kind, reject, (base, r) => {
      const built = buildRequest(base, r);
      for (const name of drop) delete built.headers[name];
      return { ...built, headers: { ...built.headers, ...headers } };
    }, headers);
  const token = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'), minLength: 43, maxLength: 43 });
  const out: Array<fc.Arbitrary<Recipe>> = [
    oddHeaderValue.filter(printable).map((cookie) => withHeaders('cookie: garbage', requiresUser, { cookie }, ['cookie'])),
    fc.tuple(token, token).map(([access, refresh]) =>
      withHeaders('cookie: tokens nobody issued', requiresUser, { cookie: `access=${access}; refresh=${refresh}` }, ['cookie']),
    ),
    fc.constant(withHeaders('cookie: none', requiresUser, {}, ['cookie'])),
    fc.tuple(fc.constantFrom(...ODD_HEADERS), oddHeaderValue.filter(printable)).map(([name, value]) =>
      withHeaders(`header: odd ${name}`, name === 'idempotency-key' && /^\/api\/orders?\/?$/.test(route.url) && (value.trim() === '' || value.trim().length > 200), { [name]: value }),
    ),
  ];
  if (STATE_CHANGING.has(route.method) && route.url.startsWith('/api/')) {
    out.push(
      fc
        .constantFrom('https://evil.example', 'null', 'http://localhost.evil.example', 'file://', 'not a url')
        .map((origin) => withHeaders('header: a foreign Origin', true, { origin, host: 'shop.example.no' })),
    );
  }
  return weigh(1, out);
}

function methodRecipes(context: RecipeContext): Weighted[] {
  const { route, methodsOfPath } = context;
  const others = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter((method) => !methodsOfPath.includes(method));
  const out: Array<fc.Arbitrary<Recipe>> = [];
  // The page routes catch every GET; other paths have no GET of their own, so "GET" finds nothing.
  const isCatchAll = route.url === '/*';
  if (others.length > 0) {
    out.push(fc.constantFrom(...others).map((method) => recipe(`method: ${method}`, !isCatchAll, (base, r) => buildRequest({ ...base, method }, r))));
  }
  if (route.method === 'GET') out.push(fc.constant(recipe('method: HEAD', false, (base, r) => buildRequest({ ...base, method: 'HEAD' }, r))));
  return weigh(1, out);
}

/** Every way this suite spoils a request to the route. */
export function routeRecipes(context: RecipeContext, extra: Array<fc.Arbitrary<Recipe>> = []): fc.Arbitrary<Recipe> {
  return fc.oneof(
    ...bodyRecipes(context),
    ...queryRecipes(context),
    ...paramRecipes(context),
    ...headerRecipes(context),
    ...methodRecipes(context),
    ...weigh(4, extra),
  );
}
