import { randomBytes } from 'node:crypto';
import type { Db } from '../../../src/infra/db/db';
import { invitationTokenIn } from '../../../test/support/invited-person';
import type { ApiProcess } from '../api-process';
import { type Customer, logIn, sendOrder } from '../shop-client';

/** How many orders of the same size fit under each buyer's month's limit. */
const FIT = 3;
const SENDS_PER_BUYER = 12;

interface Buyer {
  userId: string;
  cookie: string;
}

interface BuyerOutcome {
  sent: number;
  waitingForMonthLimit: number;
  /** Answers that were neither (another status, another reason). */
  other: string[];
  /** The buyer's orders the database holds, and their sum (NOK). */
  stored: { count: number; sum: number };
  /** The month's spend another process shows the buyer. */
  shownSpent: number | null;
}

export interface MonthLimitRace {
  /** What one such order comes to (NOK excluding VAT, freight included): the limit is FIT½ of it. */
  orderTotal: number;
  limit: number;
  fit: number;
  buyers: BuyerOutcome[];
}

async function invitedBuyer(api: ApiProcess, admin: Customer, outboxDir: string, monthLimit: number): Promise<Buyer> {
  const email = `innkjoper-${randomBytes(4).toString('hex')}@example.com`;
  const added = await fetch(`${api.url}/api/organization/${admin.organizationId}/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie },
    body: JSON.stringify({ name: 'Innkjøper i klyngen', email, phone: '22334455', role: 'buyer', monthLimit }),
  });
  if (added.status !== 201) throw new Error(`Inviting a buyer answered ${added.status}: ${await added.text()}`);
  const { id } = (await added.json()) as { id: string };
  const token = await invitationTokenIn(outboxDir, email);
  const password = `Eget langt passord ${randomBytes(4).toString('hex')}`;
  const accepted = await fetch(`${api.url}/api/auth/invitation/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, newPassword: password }),
  });
  if (accepted.status !== 204) throw new Error(`Accepting the invitation answered ${accepted.status}: ${await accepted.text()}`);
  return { userId: id, cookie: await logIn(api.url, email, password) };
}

/**
 * Issue 46's month's limit on several processes, as the PostgreSQL API suite has it
 * (test/suites/processes/people-processes.test.ts): an administrator invites `buyerCount` buyers,
 * each with a month's limit that FIT of one order fit under; every buyer then sends
 * SENDS_PER_BUYER such orders at the same moment, spread over all `processes`. Exactly FIT of each
 * buyer's are sent and the rest wait for approval as over the month's limit; none slips under it.
 */
export async function monthLimitRace(db: Db, processes: ApiProcess[], admin: Customer, outboxDir: string, sku: string, buyerCount: number): Promise<MonthLimitRace> {
  const [first] = processes as [ApiProcess];
  // The same order as the buyers' comes to the same for the administrator (no limits): its total.
  const probe = await sendOrder(first.url, admin, { sku, key: `month-probe-${admin.userId}` });
  if (probe.status !== 202) throw new Error(`The administrator's order answered ${probe.status}: ${await probe.text()}`);
  const orderTotal = ((await probe.json()) as { total: number }).total;
  const limit = Math.round(orderTotal * (FIT + 0.5) * 100) / 100;
  const buyers: Buyer[] = [];
  for (let index = 0; index < buyerCount; index += 1) buyers.push(await invitedBuyer(first, admin, outboxDir, limit));

  const sends = buyers.flatMap((buyer, index) =>
    Array.from({ length: SENDS_PER_BUYER }, (_, send) => {
      const api = processes[(index + send) % processes.length] as ApiProcess;
      const customer = { ...admin, userId: buyer.userId, cookie: buyer.cookie };
      return sendOrder(api.url, customer, { sku, key: `month-${buyer.userId}-${send}` }).then(async (answer) => ({
        buyer: buyer.userId,
        status: answer.status,
        body: (await answer.json().catch(() => ({}))) as { orderNumber?: string; awaitingApproval?: boolean; reason?: string; message?: string },
      }));
    }),
  );
  const answers = await Promise.all(sends);
  const outcomes: BuyerOutcome[] = [];
  for (const [index, buyer] of buyers.entries()) {
    const own = answers.filter((answer) => answer.buyer === buyer.userId);
    const sent = own.filter((answer) => answer.status === 202 && answer.body.orderNumber !== undefined).length;
    const waiting = own.filter((answer) => answer.status === 202 && answer.body.awaitingApproval === true && answer.body.reason === 'month-limit').length;
    const other = own
      .filter((answer) => !(answer.status === 202 && (answer.body.orderNumber !== undefined || answer.body.reason === 'month-limit')))
      .map((answer) => `${answer.status} ${answer.body.reason ?? answer.body.message ?? ''}`);
    const elsewhere = processes[(index + 1) % processes.length] as ApiProcess;
    const me = await fetch(`${elsewhere.url}/api/auth/user/${buyer.userId}`, { headers: { cookie: buyer.cookie } });
    const shown = me.status === 200 ? ((await me.json()) as { access?: { monthSpent?: number } }).access?.monthSpent ?? null : null;
    const stored = await ordersInDatabase(db, buyer);
    outcomes.push({ sent, waitingForMonthLimit: waiting, other, stored, shownSpent: shown });
  }
  return { orderTotal, limit, fit: FIT, buyers: outcomes };
}

/** What the database holds: the buyer's orders and their sum (NOK). */
async function ordersInDatabase(db: Db, buyer: Buyer): Promise<{ count: number; sum: number }> {
  const [row] = await db.query<{ count: number; sum: string | null }>('SELECT count(*)::int AS count, sum(total) AS sum FROM orders WHERE user_id = $1', [buyer.userId]);
  return { count: row?.count ?? 0, sum: Number(row?.sum ?? 0) };
}
