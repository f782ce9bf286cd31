import { fromOre, toOre, vatSums } from '@shop/shared/contracts';
import { DELIVERY_DEFAULTS } from '../../infra/config/delivery-config';
import type { Db, Queryable } from '../../infra/db/db';
import { hashPassword } from '../../modules/auth';
import { freightOre } from '../../modules/orders';
import { OrganizationRepository } from '../../modules/organization';

/** The demo login (README, "Demo login"). */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: 'demo-passord-2020',
  organizationNumber: '912345688',
} as const;

/**
 * The demo organisation's second login (README, "Demo login"): a buyer whose orders above the
 * per-order limit wait for the demo administrator's approval. Published and protected like it.
 */
export const DEMO_BUYER = {
  email: 'demo-innkjoper@example.com',
  password: 'demo-innkjoper-2020',
  orderLimitNok: 10_000,
} as const;

// Any constant: two instances starting at once seed the demo account once.
const DEMO_LOCK_KEY = 72_016_005;

async function seedDemoOrders(tx: Queryable, organizationId: string, userId: string): Promise<void> {
  const products = await tx.query<{ sku: string; title_nb: string; title_en: string; price: string }>(
    'SELECT sku, title_nb, title_en, price FROM products ORDER BY featured_rank NULLS LAST, sku LIMIT 5',
  );
  if (products.length === 0) return;
  const delivery = { recipient: 'Lager', street: 'Demoveien 1', zipCode: '0150', area: 'Oslo' };
  const invoice = { recipient: 'Demo Sikkerhet AS', street: 'Demoveien 1', zipCode: '0150', area: 'Oslo' };
  // Status changes (days after the order) as the database records them for real orders.
  const plans = [
    { daysAgo: 40, status: 'delivered', reference: 'Prosjekt Nydalen', take: 3, method: 'standard', changes: [['processing', 0], ['shipped', 1], ['delivered', 3]] },
    { daysAgo: 12, status: 'shipped', reference: 'Servicebil 2', take: 2, method: 'express', changes: [['processing', 0], ['shipped', 1]] },
    { daysAgo: 2, status: 'received', reference: 'Kunde Hansen', take: 1, method: 'standard', changes: [] },
  ] as const;
  for (const plan of plans) {
    const lines = products.slice(0, plan.take).map((product, index) => {
      const quantity = index + 1;
      const unitOre = toOre(Number(product.price));
      return { ...product, quantity, unitOre, totalOre: unitOre * quantity };
    });
    const goodsOre = lines.reduce((sum, line) => sum + line.totalOre, 0);
    // Freight by the default rule: the demo's history does not follow a later configuration.
    const freight = freightOre(plan.method, goodsOre, DELIVERY_DEFAULTS);
    const totalOre = goodsOre + freight;
    const sums = vatSums(totalOre);
    const [order] = await tx.query<{ id: string }>(
      `INSERT INTO orders (organization_id, user_id, customer_reference, recipient, delivery_address, invoice_address,
                           status, total, vat, total_including_vat, created_at, delivery_method, requested_delivery_date, freight)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, now() - make_interval(days => $11), $12,
               (now() - make_interval(days => $11 - 3))::date, $13)
       RETURNING id`,
      [
        organizationId,
        userId,
        plan.reference,
        delivery.recipient,
        JSON.stringify(delivery),
        JSON.stringify(invoice),
        plan.status,
        fromOre(totalOre),
        fromOre(sums.vatOre),
        fromOre(sums.totalIncludingVatOre),
        plan.daysAgo,
        plan.method,
        fromOre(freight),
      ],
    );
    for (const [status, daysAfter] of plan.changes) {
      await tx.query(
        `INSERT INTO order_status_changes (order_id, status, changed_at)
         VALUES ($1, $2, now() - make_interval(days => $3) + make_interval(days => $4, hours => 2))`,
        [(order as { id: string }).id, status, plan.daysAgo, daysAfter],
      );
    }
    for (const [index, line] of lines.entries()) {
      await tx.query(
        `INSERT INTO order_lines (order_id, position, sku, title_nb, title_en, quantity, unit_price, line_total)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [(order as { id: string }).id, index + 1, line.sku, line.title_nb, line.title_en, line.quantity, fromOre(line.unitOre), fromOre(line.totalOre)],
      );
    }
  }
}

/**
 * The demo buyer, in a demo organisation that lacks it (seeded before it existed, or just now).
 * Confirmed from the start, like the demo administrator: nobody reads example.com's mail.
 */
export async function seedDemoBuyerIfMissing(db: Db): Promise<boolean> {
  const [organization] = await db.query<{ id: string }>('SELECT id FROM organizations WHERE org_number = $1 AND is_demo', [DEMO_ACCOUNT.organizationNumber]);
  if (!organization) return false;
  const [existing] = await db.query('SELECT 1 FROM users WHERE lower(email) = $1', [DEMO_BUYER.email]);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_BUYER.password);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK_KEY]);
    const [again] = await tx.query('SELECT 1 FROM users WHERE lower(email) = $1', [DEMO_BUYER.email]);
    if (again) return false;
    await tx.query(
      `INSERT INTO users (organization_id, name, email, phone, password_hash, role, order_limit, is_demo, email_confirmed_at)
       VALUES ($1, 'Demo Innkjøper', $2, '+47 22 00 00 01', $3, 'buyer', $4, true, now())`,
      [organization.id, DEMO_BUYER.email, passwordHash, DEMO_BUYER.orderLimitNok],
    );
    return true;
  });
}

/**
 * A demo organisation with a user, two delivery addresses, a second contact person and a few
 * orders, so a newcomer can log in at once. Created once; never touched again.
 */
export async function seedDemoAccountIfMissing(db: Db): Promise<boolean> {
  const [existing] = await db.query('SELECT 1 FROM organizations WHERE org_number = $1 AND NOT registration_pending', [DEMO_ACCOUNT.organizationNumber]);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK_KEY]);
    const [again] = await tx.query('SELECT 1 FROM organizations WHERE org_number = $1 AND NOT registration_pending', [DEMO_ACCOUNT.organizationNumber]);
    if (again) return false;
    const { organizationId, userId } = await new OrganizationRepository(db).register(
      {
        name: 'Demo Sikkerhet AS',
        organizationNumber: DEMO_ACCOUNT.organizationNumber,
        address: { street: 'Demoveien 1', zipCode: '0150', area: 'Oslo' },
        invoiceAddress: null,
        invoiceType: 'email',
        invoiceEmail: 'faktura@example.com',
        invoiceReference: '',
      },
      { name: 'Demo Bruker', email: DEMO_ACCOUNT.email, phone: '+47 22 00 00 00' },
      passwordHash,
      null,
      tx,
    );
    // Shared by everyone who reads the README: the API refuses it what would lock others out.
    await tx.query('UPDATE users SET is_demo = true WHERE id = $1', [userId]);
    // Nobody reads example.com's mail: the demo login is confirmed and approved from the start.
    await tx.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [userId]);
    // Its orders never leave the shop and are deleted after a day (demo-orders.ts).
    await tx.query('UPDATE organizations SET approved_at = now(), is_demo = true WHERE id = $1', [organizationId]);
    await tx.query(
      `INSERT INTO users (organization_id, name, email, phone) VALUES ($1, 'Ola Montør', 'ola@example.com', '+47 900 00 000')`,
      [organizationId],
    );
    await tx.query(
      `INSERT INTO delivery_addresses (organization_id, recipient, street, zip_code, area)
       VALUES ($1, 'Lager', 'Demoveien 1', '0150', 'Oslo'), ($1, '', 'Fjordgata 12', '7010', 'Trondheim')`,
      [organizationId],
    );
    await seedDemoOrders(tx, organizationId, userId);
    return true;
  });
}
