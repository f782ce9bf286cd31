import { randomUUID } from 'node:crypto';
import type { Db } from '../../infra/db/db';
import { runMigrations } from '../../infra/db/migrate';
import { MIGRATIONS_DIR } from '../../../test/support/test-app';
import { type TestDatabase, createTestDatabase } from '../../../test/support/test-database';
import { OrderBatcher } from './order-batcher';
import type { SentOrder } from '@shop/shared/contracts';
import { CATALOG_CHANGED, type NewOrder, type WriteAnswer } from './order-writer';

let database: TestDatabase;
let db: Db;
let organizationId = '';
let userId = '';

beforeAll(async () => {
  database = await createTestDatabase();
  db = await database.open();
  await runMigrations(db, MIGRATIONS_DIR);
  const [organization] = await db.query<{ id: string }>(
    `INSERT INTO organizations (name, org_number, street, zip_code, area, invoice_type, invoice_email)
     VALUES ('Lås og Alarm AS', '123456785', 'Storgata 1', '0155', 'Oslo', 'email', 'faktura@example.com') RETURNING id`,
  );
  organizationId = organization?.id ?? '';
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (organization_id, name, email, phone, password_hash, role) VALUES ($1, 'Kari', 'kari@example.com', '22334455', 'x', 'administrator') RETURNING id`,
    [organizationId],
  );
  userId = user?.id ?? '';
});

afterAll(async () => {
  await db.close();
  await database.drop();
});

const address = { recipient: 'Lager', street: 'Storgata 1', zipCode: '0155', area: 'Oslo' };

function order(reference: string, lines = 2): NewOrder {
  const priced = Array.from({ length: lines }, (_, index) => ({
    sku: `SKU-${index + 1}`,
    title: { nb: `Vare ${index + 1}`, en: `Item ${index + 1}` },
    quantity: index + 1,
    unitPriceOre: 12_345,
    lineTotalOre: 12_345 * (index + 1),
  }));
  const totalOre = priced.reduce((sum, line) => sum + line.lineTotalOre, 0);
  return {
    organizationId,
    userId,
    recipient: 'Lager',
    customerReference: reference,
    comment: '',
    deliveryAddress: address,
    invoiceAddress: address,
    delivery: { method: 'standard', pickupWarehouse: null, requestedDate: '2030-01-02', lines: [] },
    priced: { lines: priced, freightOre: 0, totalOre, vatOre: Math.round(totalOre * 0.25), totalIncludingVatOre: Math.round(totalOre * 1.25) },
    // The version a fresh database starts with (migrations/010_catalog_version.sql).
    catalogVersion: 1,
  };
}

/** A written order's answer; undefined for a used key or a changed catalogue. */
const sent = (answer: WriteAnswer | undefined): SentOrder | undefined => (typeof answer === 'object' && answer !== null ? answer : undefined);

async function storedLines(orderId: string): Promise<Array<{ sku: string; quantity: number; line_total: string | number }>> {
  return db.query('SELECT sku, quantity, line_total FROM order_lines WHERE order_id = $1 ORDER BY position', [orderId]);
}

describe('OrderBatcher', () => {
  it('stores every order of a burst, each with its own number and lines, and answers each its own', async () => {
    const batcher = new OrderBatcher(db);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => batcher.write(order(`burst-${i}`, 1 + (i % 3)))));
    expect(new Set(answers.map((answer) => sent(answer)?.orderNumber)).size).toBe(60);
    for (const [i, answer] of answers.entries()) {
      const [row] = await db.query<{ customer_reference: string; order_number: string }>(
        'SELECT customer_reference, order_number FROM orders WHERE id = $1',
        [sent(answer)?.id ?? ''],
      );
      expect(row).toEqual({ customer_reference: `burst-${i}`, order_number: sent(answer)?.orderNumber });
      expect((await storedLines(sent(answer)?.id ?? '')).map((line) => [line.sku, line.quantity, Number(line.line_total)])).toEqual(
        Array.from({ length: 1 + (i % 3) }, (_, index) => [`SKU-${index + 1}`, index + 1, 123.45 * (index + 1)]),
      );
    }
  });

  it('writes a key once: a repeat in the same burst answers null and stores nothing', async () => {
    const batcher = new OrderBatcher(db);
    const key = { userId, key: `key-${randomUUID()}`, hash: 'same-body' };
    // The first write goes alone; the two with one key queue behind it and must not share a batch.
    const answers = await Promise.all([
      batcher.write(order('ahead')),
      batcher.write(order('first'), key),
      batcher.write(order('repeat'), key),
    ]);
    expect(sent(answers[1])?.orderNumber).toMatch(/^SO-\d+$/);
    expect(answers[2]).toBeNull();
    const rows = await db.query('SELECT 1 FROM orders WHERE customer_reference = $1', ['repeat']);
    expect(rows).toEqual([]);
  });

  it('stores no order priced from another catalogue version than the database holds, and says so', async () => {
    const batcher = new OrderBatcher(db);
    const answers = await Promise.all([
      batcher.write(order('current-1')),
      batcher.write({ ...order('priced-before-import'), catalogVersion: 0 }),
      batcher.write(order('current-2')),
    ]);
    expect(answers[1]).toBe(CATALOG_CHANGED);
    expect(sent(answers[0])?.orderNumber).toMatch(/^SO-\d+$/);
    expect(sent(answers[2])?.orderNumber).toMatch(/^SO-\d+$/);
    const stored = await db.query<{ customer_reference: string }>(
      `SELECT customer_reference FROM orders WHERE customer_reference IN ('current-1', 'current-2', 'priced-before-import') ORDER BY 1`,
    );
    expect(stored.map((row) => row.customer_reference)).toEqual(['current-1', 'current-2']);
  });

  it('fails only the order that cannot be stored, not the others of its batch', async () => {
    const batcher = new OrderBatcher(db);
    const broken = { ...order('broken'), organizationId: randomUUID() };
    const results = await Promise.allSettled([
      batcher.write(order('before')),
      batcher.write(order('good-1')),
      batcher.write(broken),
      batcher.write(order('good-2')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const stored = await db.query<{ customer_reference: string }>(
      `SELECT customer_reference FROM orders WHERE customer_reference IN ('good-1', 'good-2', 'broken') ORDER BY customer_reference`,
    );
    expect(stored.map((row) => row.customer_reference)).toEqual(['good-1', 'good-2']);
  });
});
