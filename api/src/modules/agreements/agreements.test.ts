import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appWithUsers } from '../../../test/support/app-with-users';
import { MIGRATIONS_DIR } from '../../../test/support/test-app';
import type { PricedProduct } from '@shop/shared/contracts';
import { loadAgreementVersion } from './agreement-repository';
import { runAgreementImport } from './import/agreement-import-command';
import { capturedOutput } from '../../../test/support/captured-output';
import { newOrganizationBody } from '../../../test/support/test-session';

const shop = appWithUsers(2);
let dir: string;
let products: PricedProduct[];
let orgNumberOfA: string;

async function importFile(name: string, content: string) {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  const out = capturedOutput();
  const err = capturedOutput();
  const code = await runAgreementImport(shop.db, MIGRATIONS_DIR, file, { out: out.stream, err: err.stream });
  // The import's notice reaches the app's store as it would another process's: wait until it has,
  // however long a busy machine takes (a notice that never comes fails the test by its time-out).
  const version = await loadAgreementVersion(shop.db);
  while (shop.app.agreements.versionSeen !== version) await new Promise((resolve) => setTimeout(resolve, 10));
  return { code, out: out.text(), err: err.text() };
}

const get = async <T>(url: string, cookie: string) => (await shop.app.inject({ url, headers: { cookie } })).json<T>();
const priceOf = (list: PricedProduct[], sku: string) => list.find((product) => product.skuId === sku) as PricedProduct;

/** Products picked from the demo catalogue so that each term of the agreement has one to decide. */
function pick() {
  const first = products[0] as PricedProduct;
  const top = (product: PricedProduct) => product.categoryPath[0];
  const supplierAndCategory = first;
  const sameSupplier = products.find((p) => p.supplier.id === first.supplier.id && p.skuId !== first.skuId) as PricedProduct;
  const categoryOnly = products.find((p) => top(p) === top(first) && p.supplier.id !== first.supplier.id) as PricedProduct;
  const neither = products.find((p) => top(p) !== top(first) && p.supplier.id !== first.supplier.id) as PricedProduct;
  return { supplierAndCategory, sameSupplier, categoryOnly, neither, top: top(first) as string };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-agreements-'));
  products = await get<PricedProduct[]>('/api/productUser/list', shop.users[0]!.cookie);
  const [row] = await shop.db.query<{ org_number: string }>('SELECT org_number FROM organizations WHERE id = $1', [shop.users[0]!.organizationId]);
  orgNumberOfA = row!.org_number;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an organisation’s price agreement', () => {
  it('is imported from CSV and priced most-specific first in every productUser answer', async () => {
    const { supplierAndCategory, sameSupplier, categoryOnly, neither, top } = pick();
    const csv = [
      'organization_number;applies_to;id;discount_percentage;net_price',
      `${orgNumberOfA};category;${top};30;`,
      `${orgNumberOfA};supplier;${supplierAndCategory.supplier.id};10;`,
      `${orgNumberOfA};sku;${sameSupplier.skuId};;${(sameSupplier.price / 2).toFixed(2).replace('.', ',')}`,
    ].join('\n');
    const imported = await importFile('avtale.csv', csv);
    expect(imported).toMatchObject({ code: 0, err: '' });
    expect(imported.out).toMatch(/Read 3 terms for 1 organisations/);
    expect(imported.out).toMatch(/Writing: 100 % \(1\/1 organisations\)/);

    const a = shop.users[0]!.cookie;
    const list = await get<PricedProduct[]>('/api/productUser/list', a);
    const round = (n: number) => Math.round(n * 100) / 100;
    // Supplier beats category: 10 % although the category gives 30 %.
    expect(priceOf(list, supplierAndCategory.skuId)).toMatchObject({
      price: round(supplierAndCategory.price * 0.9),
      indicativePrice: supplierAndCategory.price,
      discount: { percentage: 10 },
    });
    // The net price beats the supplier discount.
    expect(priceOf(list, sameSupplier.skuId).price).toBe(round(sameSupplier.price / 2));
    expect(priceOf(list, sameSupplier.skuId).indicativePrice).toBe(sameSupplier.price);
    expect(priceOf(list, categoryOnly.skuId)).toMatchObject({ price: round(categoryOnly.price * 0.7), discount: { percentage: 30 } });
    expect(priceOf(list, neither.skuId)).toEqual(neither);

    const detail = await get<PricedProduct>(`/api/productUser/detail/${encodeURIComponent(categoryOnly.skuId)}`, a);
    expect(detail.price).toBe(round(categoryOnly.price * 0.7));
    const batch = await get<{ products: PricedProduct[] }>(`/api/productUser/batch?skus=${sameSupplier.skuId},${neither.skuId}`, a);
    expect(batch.products.map((p) => p.price)).toEqual([round(sameSupplier.price / 2), neither.price]);
    const page = await get<PricedProduct[]>(`/api/productUser/list?category=${top}&limit=500`, a);
    expect(priceOf(page, categoryOnly.skuId).price).toBe(round(categoryOnly.price * 0.7));
    const found = await get<PricedProduct[]>(`/api/productUser/search?search=${encodeURIComponent(categoryOnly.skuId)}&limit=5`, a);
    expect(priceOf(found, categoryOnly.skuId).price).toBe(round(categoryOnly.price * 0.7));
  });

  it('is never seen by another organisation: it keeps the list prices', async () => {
    const { supplierAndCategory, sameSupplier } = pick();
    const b = shop.users[1]!.cookie;
    const list = await get<PricedProduct[]>('/api/productUser/list', b);
    expect(priceOf(list, supplierAndCategory.skuId)).toEqual(supplierAndCategory);
    expect((await get<PricedProduct>(`/api/productUser/detail/${encodeURIComponent(sameSupplier.skuId)}`, b)).price).toBe(sameSupplier.price);
  });

  it('prices the organisation’s orders on the server, whatever the client sends', async () => {
    const { sameSupplier, neither } = pick();
    const user = shop.users[0]!;
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: user.cookie },
      payload: {
        customer: user.userId,
        lineItems: [{ SkuId: sameSupplier.skuId, Quantity: 2, price: 1 }, { SkuId: neither.skuId, Quantity: 1 }],
        deliveryMethod: 'pickup',
        pickupWarehouse: 'trondheim',
      },
    });
    expect(answer.statusCode).toBe(202);
    const expected = Math.round(sameSupplier.price * 100) * 2 / 2 + Math.round(neither.price * 100);
    expect(Math.round(answer.json<{ total: number }>().total * 100)).toBe(expected);
  });

  it('refuses a bad file whole, naming each problem with its line, and keeps the agreement', async () => {
    const { sameSupplier } = pick();
    const csv = [
      'organization_number,applies_to,id,discount_percentage,net_price',
      `${orgNumberOfA},supplier,no-such-supplier,10,`,
      `${orgNumberOfA},category,kameraovervakning:ip-kameraer,10,`,
      `${orgNumberOfA},sku,${sameSupplier.skuId},,0`,
      `${orgNumberOfA},supplier,${sameSupplier.supplier.id},100,`,
      '999999999,brand,x,1,',
    ].join('\n');
    const refused = await importFile('feil.csv', csv);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/No agreement was changed: 5 problems/);
    expect(refused.err).toMatch(/line 2: unknown supplier "no-such-supplier"/);
    expect(refused.err).toMatch(/line 3: "kameraovervakning:ip-kameraer" is not a top-level category/);
    expect(refused.err).toMatch(/line 4: the net price must be NOK above 0/);
    expect(refused.err).toMatch(/line 5: the discount percentage must be above 0 and below 100/);
    expect(refused.err).toMatch(/line 6: applies_to must be supplier, category or sku/);
    const still = await get<PricedProduct>(`/api/productUser/detail/${encodeURIComponent(sameSupplier.skuId)}`, shop.users[0]!.cookie);
    expect(still.price).toBe(Math.round((sameSupplier.price / 2) * 100) / 100);
  });

  // The demo's published login shows the demo's own made-up agreement, never one an import wrote,
  // and a registration still waiting for its e-mail holds no number an import could name.
  it("is never written for the demo organisation, nor for a registration still waiting", async () => {
    const termsOfDemo = () =>
      shop.db.query<{ kind: string; target: string }>(
        "SELECT t.kind, t.target FROM price_agreement_terms t JOIN organizations o ON o.id = t.organization_id WHERE o.is_demo ORDER BY 1, 2",
      );
    const before = await termsOfDemo();
    expect(before.length).toBeGreaterThan(0);
    const { sameSupplier } = pick();
    const refused = await importFile('demo.csv', ['organization_number,applies_to,id,discount_percentage,net_price', `912345688,supplier,${sameSupplier.supplier.id},40,`].join('\n'));
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/line 2: no organisation has the number 912345688/);
    expect(await termsOfDemo()).toEqual(before);

    const waiting = newOrganizationBody();
    expect((await shop.app.inject({ method: 'POST', url: '/api/organization', payload: waiting })).statusCode).toBe(201);
    const notYet = await importFile('venter.csv', ['organization_number,applies_to,id,discount_percentage,net_price', `${waiting.organizationNumber},supplier,${sameSupplier.supplier.id},40,`].join('\n'));
    expect(notYet.err).toMatch(`line 2: no organisation has the number ${waiting.organizationNumber}`);
  });

  it('is replaced by a JSON import, and ended by one that lists the organisation without terms', async () => {
    const { supplierAndCategory, top } = pick();
    const json = { agreements: [{ organizationNumber: orgNumberOfA, categories: { [top]: '12,5' } }] };
    expect((await importFile('avtale.json', JSON.stringify(json))).code).toBe(0);
    const a = shop.users[0]!.cookie;
    const detail = await get<PricedProduct>(`/api/productUser/detail/${encodeURIComponent(supplierAndCategory.skuId)}`, a);
    expect(detail.discount).toEqual({ percentage: 12.5 });
    expect((await importFile('slutt.json', JSON.stringify({ agreements: [{ organizationNumber: orgNumberOfA }] }))).code).toBe(0);
    expect(await get<PricedProduct>(`/api/productUser/detail/${encodeURIComponent(supplierAndCategory.skuId)}`, a)).toEqual(
      await get<PricedProduct>(`/api/productUser/detail/${encodeURIComponent(supplierAndCategory.skuId)}`, shop.users[1]!.cookie),
    );
  });

  it('names JSON problems by their place in the file', async () => {
    const json = { agreements: [{ organizationNumber: '12', suppliers: { x: 'ti' }, extra: 1 }] };
    const refused = await importFile('feil.json', JSON.stringify(json));
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/agreements\[0\]: unknown fields extra/);
    expect(refused.err).toMatch(/agreements\[0\]\.organizationNumber: organization number must be 9 digits/);
    expect(refused.err).toMatch(/agreements\[0\]\.suppliers\.x: unknown supplier "x"/);
  });
});
