import { randomBytes, randomInt } from 'node:crypto';

/** A random organisation number that passes the mod-11 check. */
function organizationNumber(): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const digits = Array.from({ length: 8 }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10)));
    const remainder = digits.reduce((sum, digit, index) => sum + digit * (weights[index] as number), 0) % 11;
    const check = remainder === 0 ? 0 : 11 - remainder;
    if (check !== 10) return [...digits, check].join('');
  }
}

export interface Customer {
  userId: string;
  organizationId: string;
  /** The Cookie header of the session. */
  cookie: string;
}

/** Registers a new organisation through the API, as the shop's registration page does; it is logged in at once. */
export async function registerCustomer(baseUrl: string): Promise<Customer> {
  const tag = randomBytes(4).toString('hex');
  const response = await fetch(`${baseUrl}/api/organization`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Pålitelig ${tag} AS`,
      organizationNumber: organizationNumber(),
      address: { street: 'Storgata 1', zipCode: '0155', area: 'Oslo' },
      invoiceType: 'email',
      invoiceEmail: `faktura-${tag}@example.com`,
      contact: { name: 'Kari Nordmann', email: `kari-${tag}@example.com`, phone: '22334455' },
      password: `passord-${tag}-lang`,
    }),
  });
  if (response.status !== 201) throw new Error(`Registering answered ${response.status}: ${await response.text()}`);
  const { id, userId } = (await response.json()) as { id: string; userId: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { userId, organizationId: id, cookie };
}

/** Some SKUs of the catalogue the API serves. */
export async function someSkus(baseUrl: string, count: number): Promise<string[]> {
  const products = (await (await fetch(`${baseUrl}/api/product/list`)).json()) as Array<{ skuId: string }>;
  if (products.length === 0) throw new Error('The API has no products');
  return products.slice(0, count).map((product) => product.skuId);
}

export interface ListedOrder {
  id: string;
  orderNumber: string;
  customerReference: string;
}

export async function listOrders(baseUrl: string, customer: Customer): Promise<ListedOrder[]> {
  const response = await fetch(`${baseUrl}/api/orders/${customer.userId}`, { headers: { cookie: customer.cookie } });
  if (!response.ok) throw new Error(`Listing orders answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { result: ListedOrder[] }).result;
}
