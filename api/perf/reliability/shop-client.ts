import { randomBytes } from 'node:crypto';
import { latestConfirmationLink } from '../../test/support/outbox-mail';
import { confirmByMailedLink } from '../bench/bench-session';
import { testOrganizationNumber } from '../../test/support/test-session';

export interface Customer {
  userId: string;
  organizationId: string;
  organizationNumber: string;
  /** The Cookie header of the session. */
  cookie: string;
  email: string;
  password: string;
}

/** A new organisation's registrant whose e-mail is confirmed: not logged in yet. */
export type Registrant = Omit<Customer, 'cookie'>;

/**
 * Registers a new organisation through the API, as the shop's registration page does, and uses
 * the confirmation link the API wrote to its outbox (`<DATA_DIR>/outbox`) as its page's button does.
 */
export async function registerOrganization(baseUrl: string, outboxDir: string): Promise<Registrant> {
  const tag = randomBytes(4).toString('hex');
  const email = `kari-${tag}@example.com`;
  const password = `passord-${tag}-lang`;
  const organizationNumber = testOrganizationNumber();
  const response = await fetch(`${baseUrl}/api/organization`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Pålitelig ${tag} AS`,
      organizationNumber,
      address: { street: 'Storgata 1', zipCode: '0155', area: 'Oslo' },
      invoiceType: 'email',
      invoiceEmail: `faktura-${tag}@example.com`,
      contact: { name: 'Kari Nordmann', email, phone: '22334455' },
      password,
    }),
  });
  if (response.status !== 201) throw new Error(`Registering answered ${response.status}: ${await response.text()}`);
  const { id, userId } = (await response.json()) as { id: string; userId: string };
  await confirmByMailedLink(baseUrl, await latestConfirmationLink(outboxDir, email));
  return { userId, organizationId: id, organizationNumber, email, password };
}

/**
 * A new organisation registered and confirmed (registerOrganization), approved by `approve` when
 * the processes require staff's approval (REQUIRE_APPROVAL=true), and its registrant logged in.
 */
export async function registerCustomer(baseUrl: string, outboxDir: string, approve?: (organizationNumber: string) => Promise<void>): Promise<Customer> {
  const registrant = await registerOrganization(baseUrl, outboxDir);
  await approve?.(registrant.organizationNumber);
  return { ...registrant, cookie: await logIn(baseUrl, registrant.email, registrant.password) };
}

/** Asks to log in as the login page does, from `clientAddress` (as the load balancer says) when given. */
export function askToLogIn(baseUrl: string, email: string, password: string, clientAddress?: string): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}) },
    body: JSON.stringify({ email, password }),
  });
}

/** Logs in through the API as the login page does; answers the new session's Cookie header. */
export async function logIn(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await askToLogIn(baseUrl, email, password);
  if (login.status !== 200) throw new Error(`Logging in answered ${login.status}: ${await login.text()}`);
  return cookieHeader(login);
}

/**
 * Sends an order of one piece of `sku` as the customer, with an Idempotency-Key (its reference
 * too, unless another is given), as the shop's checkout does. Answers the API's response.
 */
export function sendOrder(baseUrl: string, customer: Customer, order: { sku: string; key: string; reference?: string }): Promise<Response> {
  return fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: customer.cookie, 'idempotency-key': order.key },
    body: JSON.stringify({
      customer: customer.userId,
      customerReference: order.reference ?? order.key,
      lineItems: [{ SkuId: order.sku, Quantity: 1 }],
    }),
  });
}

/** The Cookie header for the cookies an answer set (name=value pairs only). */
export function cookieHeader(answer: Response): string {
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
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
