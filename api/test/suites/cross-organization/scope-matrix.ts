import type { RouteInfo } from '../bad-input/request-model';
import type { ShopWorld } from '../../support/shop-world';

/** Path parameters that name something of one organisation: its own value and others' values. */
export const SCOPED_PARAMS: Record<string, (world: ShopWorld) => { own: string; foreign: string[] }> = {
  orgId: (world) => ({ own: world.a.organizationId, foreign: [world.b.organizationId] }),
  // A contact person is a user row too, and an order id is an id of another kind: neither is A's user.
  userId: (world) => ({ own: world.a.userId, foreign: [world.b.userId, world.b.contactId, world.b.orderId] }),
  contactId: (world) => ({ own: world.a.contactId, foreign: [world.b.contactId, world.b.userId] }),
  addressId: (world) => ({ own: world.a.addressId, foreign: [world.b.addressId, world.b.orderId] }),
  orderId: (world) => ({ own: world.a.orderId, foreign: [world.b.orderId, world.b.addressId] }),
  requestId: (world) => ({ own: world.a.requestId, foreign: [world.b.requestId, world.b.orderId] }),
};

/** Path parameters of public things (a product, a picture, a remote, a page, a sitemap part). */
export const PUBLIC_PARAMS = ['id', 'file', 'name', 'part', '*'];

/** Path parameters only staff routes take (any organisation's number, an import's kind or id): no customer reaches them at all. */
export const STAFF_PARAMS = ['orgNumber', 'orderNumber', 'kind', 'importId'];

export interface Cell {
  method: string;
  url: string;
  route: string;
  payload?: object;
  /** What the request is about, for a failure message. */
  label: string;
}

export const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z]+)|\*$/g)].map((match) => match[1] ?? '*');

function fill(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_whole, name: string) => values[name] as string);
}

/** Every assignment of own and foreign ids to the route's scoped parameters. */
function assignments(names: string[], world: ShopWorld): Array<{ values: Record<string, string>; foreign: boolean }> {
  let out: Array<{ values: Record<string, string>; foreign: boolean }> = [{ values: {}, foreign: false }];
  for (const name of names) {
    const { own, foreign } = (SCOPED_PARAMS[name] as (w: ShopWorld) => { own: string; foreign: string[] })(world);
    out = out.flatMap((partial) => [
      { values: { ...partial.values, [name]: own }, foreign: partial.foreign },
      ...foreign.map((value) => ({ values: { ...partial.values, [name]: value }, foreign: true })),
    ]);
  }
  return out;
}

/**
 * The cells of the matrix for one route: every mix of A's and B's ids with at least one of B's,
 * each with a valid body, a body that would fail validation, and no body, where the method has one.
 */
export function cellsOf(route: RouteInfo, world: ShopWorld, validBody: unknown): { foreign: Cell[]; own: Cell } {
  const names = paramsOf(route.url).filter((name) => name in SCOPED_PARAMS);
  const bodies: Array<[string, object | undefined]> =
    route.method === 'GET' || route.method === 'DELETE'
      ? [['no body', undefined]]
      : [
          ['a valid body', validBody ?? {}],
          ['a body that fails validation', { zipCode: 12, email: 'x', unknownField: true }],
          ['no body', undefined],
        ];
  const foreign: Cell[] = [];
  let own: Cell | undefined;
  for (const { values, foreign: isForeign } of assignments(names, world)) {
    const url = fill(route.url, values);
    if (!isForeign) {
      own = { method: route.method, url, route: `${route.method} ${route.url}`, label: 'own ids' };
      continue;
    }
    for (const [label, payload] of bodies) {
      foreign.push({ method: route.method, url, route: `${route.method} ${route.url}`, label, ...(payload ? { payload } : {}) });
    }
  }
  return { foreign, own: own as Cell };
}
