import { randomBytes } from 'node:crypto';
import { testOrganizationNumber } from '../src/test-support/test-session';

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
      organizationNumber: testOrganizationNumber(),
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
