import fc from 'fast-check';
import { type DocumentMutation, type JsonSchema, applyMutation } from './schema-mutations';
import { segmentInUrl } from './text-mutations';

/** A route as Fastify registered it. */
export interface RouteInfo {
  method: string;
  url: string;
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
}

/** A valid request to a route, before a recipe spoils it. */
export interface BaseRequest {
  method: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** undefined: no body. */
  body: unknown;
  headers: Record<string, string>;
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** One way of spoiling a request, and whether the API must refuse what comes out. */
export interface Recipe {
  kind: string;
  reject: boolean;
  build(base: BaseRequest, route: RouteInfo): BuiltRequest;
}

/** What a route's recipes need to know about it. */
export interface RecipeContext {
  route: RouteInfo;
  /** A valid request made with the world as it is when the suite starts. */
  template: BaseRequest;
  /** Without A's session the route answers 401. */
  requiresUser: boolean;
  /** A different path segment must be refused (false where a random one may exist, e.g. a page path). */
  strictParams: boolean;
  /** Methods registered for the same path. */
  methodsOfPath: readonly string[];
  /** The route takes a browser's own form submission: its content types are not wrong there. */
  takesForms?: boolean;
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type Weighted = { weight: number; arbitrary: fc.Arbitrary<Recipe> };
export const weigh = (weight: number, arbitraries: Array<fc.Arbitrary<Recipe>>): Weighted[] => arbitraries.map((arbitrary) => ({ weight, arbitrary }));

export function recipe(kind: string, reject: boolean, build: Recipe['build'], detail?: unknown): Recipe {
  return {
    kind,
    reject,
    build,
    // How fast-check prints a failing case.
    [fc.toStringMethod]: () => `${kind}${reject ? ' (must be refused)' : ''}${detail === undefined ? '' : `: ${fc.stringify(detail)}`}`,
  } as Recipe;
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The request as it goes out: params into the path, query, JSON body with its content type. */
export function buildRequest(base: BaseRequest, route: RouteInfo, rawParams: readonly string[] = []): BuiltRequest {
  const path = route.url.replace(/:([A-Za-z]+)|\*$/g, (whole, name: string | undefined) => {
    const key = name ?? '*';
    const value = base.params[key] ?? '';
    // The wildcard is a path of its own: its slashes stay.
    return key === '*' || rawParams.includes(key) ? segmentInUrl(value, true) : segmentInUrl(value, false);
  });
  const built: BuiltRequest = { method: base.method, url: `${path}${queryString(base.query)}`, headers: { ...base.headers } };
  if (base.body !== undefined) {
    built.headers['content-type'] = 'application/json';
    built.payload = JSON.stringify(base.body);
  }
  return built;
}

export const mutationRecipe = (part: 'body' | 'query' | 'params', mutation: DocumentMutation, rawParams: string[] = []) =>
  recipe(
    `${part} ${mutation.kind}`,
    mutation.reject,
    (base, route) => {
      const changed = applyMutation(base[part], mutation);
      const next = { ...base, [part]: part === 'body' ? changed : (changed ?? {}) };
      return buildRequest(next, route, rawParams);
    },
    mutation.op === 'delete' ? mutation.path : mutation.value,
  );
