import type { ApiProcess } from '../api-process';
import { type Customer, askToLogIn, cookieHeader, registerOrganization, sendOrder } from '../shop-client';
import { type StaffMember, staffPost } from './staff-member';
import { msUntil } from './timing';

export interface ApprovalsElsewhere {
  rounds: number;
  /** Rounds whose registrant was refused on another process before the approval (AwaitingApproval). */
  waitedBefore: number;
  /** Rounds whose registrant's first login on another process right after the approval was accepted. */
  acceptedAtFirstTry: number;
  /** Rounds whose registrant then saw prices on a third process. */
  priced: number;
  /** From the approval's answer to the priced answer on the third process, per round. */
  pricedAfterMs: Array<number | null>;
}

const priceIn = (body: string) => /"price"\s*:\s*\d/.test(body);

/**
 * `rounds` registrations approved by staff on `one`: before it the registrant's login on `two` is
 * refused as awaiting approval; right after the approval's answer the first login on `two` is
 * accepted and that session sees prices on `three`. Each round logs in from an address of its own
 * (the processes trust the balancer's X-Forwarded-For), so the refused logins count against nobody.
 */
export async function approvalsElsewhere(
  [one, two, three]: [ApiProcess, ApiProcess, ApiProcess],
  staff: StaffMember,
  outboxDir: string,
  sku: string,
  rounds: number,
): Promise<ApprovalsElsewhere> {
  const figures: ApprovalsElsewhere = { rounds, waitedBefore: 0, acceptedAtFirstTry: 0, priced: 0, pricedAfterMs: [] };
  for (let round = 0; round < rounds; round += 1) {
    const registrant = await registerOrganization(three.url, outboxDir);
    const from = `10.9.3.${round + 1}`;
    const before = await askToLogIn(two.url, registrant.email, registrant.password, from);
    if (before.status === 403 && ((await before.json()) as { code?: string }).code === 'AwaitingApproval') figures.waitedBefore += 1;
    const approved = await staffPost(one.url, staff, `/organizations/${registrant.organizationNumber}/approve`);
    if (approved.status !== 200) throw new Error(`Approving answered ${approved.status}: ${approved.body}`);
    const started = performance.now();
    const login = await askToLogIn(two.url, registrant.email, registrant.password, from);
    if (login.status !== 200) {
      figures.pricedAfterMs.push(null);
      continue;
    }
    figures.acceptedAtFirstTry += 1;
    const product = await fetch(`${three.url}/api/productUser/detail/${encodeURIComponent(sku)}`, { headers: { cookie: cookieHeader(login) } });
    const seesPrice = product.status === 200 && priceIn(await product.text());
    if (seesPrice) figures.priced += 1;
    figures.pricedAfterMs.push(seesPrice ? performance.now() - started : null);
  }
  return figures;
}

interface ListedStatus {
  orderNumber: string;
  status: string;
}

async function statusSeen(api: ApiProcess, customer: Customer, orderNumber: string): Promise<string | undefined> {
  const answer = await fetch(`${api.url}/api/orders/${customer.userId}`, { headers: { cookie: customer.cookie } });
  if (answer.status !== 200) return undefined;
  return ((await answer.json()) as { result: ListedStatus[] }).result.find((order) => order.orderNumber === orderNumber)?.status;
}

/**
 * `rounds` orders of `customer` taken along their way by staff on `one` (received → processing →
 * shipped → delivered): after each change, the ms until the customer's orders list on each of the
 * `others` shows it (each had shown the status before first, so a cache would have it).
 */
export async function statusChangesElsewhere(one: ApiProcess, others: ApiProcess[], staff: StaffMember, customer: Customer, sku: string, rounds: number): Promise<Array<number | null>> {
  const figures: Array<number | null> = [];
  for (let round = 0; round < rounds; round += 1) {
    const sent = await sendOrder(one.url, customer, { sku, key: `status-${round}-${customer.userId}` });
    if (sent.status !== 202) throw new Error(`Sending an order answered ${sent.status}: ${await sent.text()}`);
    const { orderNumber } = (await sent.json()) as { orderNumber: string };
    let previous = 'received';
    for (const status of ['processing', 'shipped', 'delivered']) {
      for (const other of others) {
        const seen = await statusSeen(other, customer, orderNumber);
        if (seen !== previous) throw new Error(`${orderNumber} was ${seen} on ${other.url} before the change, not ${previous}`);
      }
      const changed = await staffPost(one.url, staff, `/orders/${orderNumber}/status`, { status });
      if (changed.status !== 200) throw new Error(`Changing the status answered ${changed.status}: ${changed.body}`);
      const each = await Promise.all(others.map((other) => msUntil(async () => (await statusSeen(other, customer, orderNumber)) === status)));
      figures.push(each.some((ms) => ms === null) ? null : Math.max(...(each as number[])));
      previous = status;
    }
  }
  return figures;
}
