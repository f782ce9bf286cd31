import type { PricedProduct } from '@shop/shared/contracts';
import { appWithUsers } from '../../../test/support/app-with-users';
import type { ProductRow } from '../catalog';
import { type TermRow, announceAgreementChange, replaceTerms } from './agreement-repository';
import { AgreementStore } from './agreement-store';

// The answers of a customer with an agreement are the list-price answers with their price fields
// rewritten, and kept per organisation and catalogue snapshot: they must be what the response
// schemas write for the organisation's records, and follow every change of agreement or catalogue.
const shop = appWithUsers(3);
const CATEGORY = 'kameraovervakning';

const text = async (url: string, cookie: string) => {
  const answer = await shop.app.inject({ url, headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};
/** A part of a JSON array's text, as the schemas write it. */
const slice = (whole: string, start: number, end?: number) => JSON.stringify((JSON.parse(whole) as unknown[]).slice(start, end));

/** Gives an organisation its terms (an empty list ends its agreement) and lets the app hear of it. */
async function agree(organizationId: string, terms: TermRow[]) {
  await shop.db.transaction(async (tx) => {
    await replaceTerms(tx, organizationId, terms);
    await announceAgreementChange(tx);
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A new product of the category at a list price of 1,000 NOK, as a catalogue import brings it. */
function newProduct(sku: string): ProductRow {
  const like = shop.app.catalog.current.productsIn(CATEGORY)[0]!;
  const text = { nb: `Kamera ${sku}`, en: `Camera ${sku}` };
  return {
    sku,
    title: text,
    subHeading: text,
    description: text,
    specs: [],
    supplierId: like.supplier.id,
    categoryPath: like.categoryPath.at(-1)!,
    price: 1000,
    indicativePrice: 1000,
    discountPercentage: null,
    images: [],
    featuredRank: null,
  };
}

const categoryDiscount = (percentage: number): TermRow[] => [{ kind: 'category', target: CATEGORY, discountPercentage: percentage }];

describe('a customer’s answers under an agreement', () => {
  it('are what the response schemas write for its records: whole list, pages, detail', async () => {
    const [a, b] = shop.users as [(typeof shop.users)[0], (typeof shop.users)[0]];
    const listPriced = JSON.parse(await text(`/api/productUser/list?category=${CATEGORY}&limit=60`, b.cookie)) as PricedProduct[];
    const [first, second] = listPriced as [PricedProduct, PricedProduct];
    await agree(a.organizationId, [
      ...categoryDiscount(12.5),
      { kind: 'supplier', target: second.supplier.id, discountPercentage: 7 },
      { kind: 'sku', target: first.skuId, netPriceOre: Math.round(first.price * 60) },
    ]);
    const whole = await text(`/api/productUser/list?category=${CATEGORY}`, a.cookie);
    const page = await text(`/api/productUser/list?category=${CATEGORY}&limit=60`, a.cookie);
    const skus = (JSON.parse(page) as PricedProduct[]).map((product) => product.skuId);
    // The batch route hands the priced records to the same item schema.
    const batch = await text(`/api/productUser/batch?skus=${skus.join(',')}`, a.cookie);
    expect(batch).toBe(`{"products":${page},"unknown":[]}`);
    expect(page).toBe(slice(whole, 0, 60));
    expect(await text(`/api/productUser/list?category=${CATEGORY}&offset=30`, a.cookie)).toBe(slice(whole, 30));
    // Every product of the category is the organisation's: none at the list price.
    const agreed = JSON.parse(page) as PricedProduct[];
    agreed.forEach((product, index) => {
      expect(product.indicativePrice).toBe(listPriced[index]?.price);
      expect(product.price).toBeLessThan(product.indicativePrice);
    });
    expect(agreed[0]?.price).toBe(Math.round(first.price * 60) / 100);

    for (const product of agreed.slice(0, 3)) {
      const detail = await text(`/api/productUser/detail/${encodeURIComponent(product.skuId)}`, a.cookie);
      const listDetail = JSON.parse(await text(`/api/productUser/detail/${encodeURIComponent(product.skuId)}`, b.cookie)) as PricedProduct;
      expect(detail).toBe(JSON.stringify({ ...listDetail, price: product.price, indicativePrice: product.indicativePrice, discount: product.discount }));
    }
    // The other organisation still reads the list prices.
    expect(JSON.parse(await text(`/api/productUser/list?category=${CATEGORY}&limit=60`, b.cookie))).toEqual(listPriced);
  });

  it('follow a new agreement and a new catalogue at once, whole lists kept before included', async () => {
    const a = shop.users[0]!;
    const url = `/api/productUser/list?category=${CATEGORY}`;
    const before = JSON.parse(await text(url, a.cookie)) as PricedProduct[];
    await agree(a.organizationId, categoryDiscount(20));
    const after = JSON.parse(await text(url, a.cookie)) as PricedProduct[];
    expect(after.map((product) => product.discount)).toEqual(before.map(() => ({ percentage: 20 })));

    const row = newProduct('AVTALE-1');
    await shop.app.catalog.import({ menuItems: [], suppliers: [], products: [row] });
    const imported = (JSON.parse(await text(url, a.cookie)) as PricedProduct[]).find((product) => product.skuId === row.sku);
    expect(imported).toMatchObject({ price: 800, indicativePrice: 1000, discount: { percentage: 20 } });
    const detail = JSON.parse(await text(`/api/productUser/detail/${encodeURIComponent(row.sku)}`, a.cookie)) as PricedProduct;
    expect(detail).toMatchObject({ price: 800, indicativePrice: 1000 });
  });
});

describe('AgreementStore', () => {
  it('keeps an agreement’s answers per catalogue snapshot, for the agreements read last, and drops them on a new version', async () => {
    const [a, b, c] = shop.users.map((user) => user.organizationId) as [string, string, string];
    await agree(a, categoryDiscount(10));
    await agree(b, categoryDiscount(11));
    await agree(c, categoryDiscount(12));
    const store = new AgreementStore(shop.db, 2);
    await store.forgetIfChanged();
    const catalog = shop.app.catalog.current;
    const product = catalog.productsIn(CATEGORY)[0]!;
    const viewOfA = await store.viewFor(a, catalog);
    expect((await store.viewFor(a, catalog))?.answers).toBe(viewOfA?.answers);
    expect(viewOfA?.priceFields(product)?.discount).toEqual({ percentage: 10 });

    // A third agreement read lets go of the answers of the one read longest ago, not of its prices.
    await store.viewFor(b, catalog);
    await store.viewFor(c, catalog);
    const again = await store.viewFor(a, catalog);
    expect(again?.answers).not.toBe(viewOfA?.answers);
    expect(again?.priceFields(product)?.discount).toEqual({ percentage: 10 });

    await shop.app.catalog.import({ menuItems: [], suppliers: [], products: [newProduct('AVTALE-2')] });
    const newCatalog = shop.app.catalog.current;
    expect(newCatalog).not.toBe(catalog);
    expect((await store.viewFor(a, newCatalog))?.answers).not.toBe(again?.answers);

    await agree(a, categoryDiscount(15));
    const kept = await store.viewFor(a, newCatalog);
    await store.forgetIfChanged();
    const renewed = await store.viewFor(a, newCatalog);
    expect(renewed?.answers).not.toBe(kept?.answers);
    expect(renewed?.priceFields(newCatalog.productsIn(CATEGORY)[0]!)?.discount).toEqual({ percentage: 15 });
  });
});

describe('a list sorted by price under an agreement', () => {
  it('follows the customer’s own prices, in lists, searches and menu filters, and leaves another organisation’s order alone', async () => {
    const [a, , c] = shop.users as [(typeof shop.users)[0], (typeof shop.users)[0], (typeof shop.users)[0]];
    const listed = (url: string, cookie: string) => text(url, cookie).then((body) => JSON.parse(body) as PricedProduct[]);
    const byList = await listed(`/api/productUser/list?category=${CATEGORY}&sort=price-desc`, c.cookie);
    const dearest = byList[0]!;
    // The dearest product at a net price of 1 øre becomes this customer's cheapest.
    await agree(a.organizationId, [{ kind: 'sku', target: dearest.skuId, netPriceOre: 1 }]);
    for (const url of [
      `/api/productUser/list?category=${CATEGORY}&sort=price`,
      `/api/productUser/list?category=${CATEGORY}&sort=price&limit=5`,
      `/api/productUser/search?search=${encodeURIComponent(dearest.title.nb.split(' ')[0]!)}&sort=price`,
      `/api/productUser/filterlist?filterList=${CATEGORY}&sort=price`,
    ]) {
      const own = await listed(url, a.cookie);
      expect({ url, first: own[0]?.skuId, price: own[0]?.price }).toEqual({ url, first: dearest.skuId, price: 0.01 });
      const prices = own.map((product) => product.price);
      expect(prices).toEqual([...prices].sort((x, y) => x - y));
    }
    const dearFirst = await listed(`/api/productUser/list?category=${CATEGORY}&sort=price-desc`, a.cookie);
    expect(dearFirst.at(-1)?.skuId).toBe(dearest.skuId);
    // The other organisation's list is still in list-price order, its dearest first.
    expect((await listed(`/api/productUser/list?category=${CATEGORY}&sort=price-desc`, c.cookie))[0]?.skuId).toBe(dearest.skuId);
    await agree(a.organizationId, []);
  });
});
