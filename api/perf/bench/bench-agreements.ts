import type { Db } from '../../src/infra/db/db';
import { type TermRow, announceAgreementChange, replaceTerms } from '../../src/modules/agreements';

/** Net prices per organisation: a framework agreement's project SKUs. */
const NET_PRICED_SKUS = 200;

/**
 * Gives the organisation of every user a price agreement of its own, as large as a wholesaler's
 * framework agreements come: a discount on every second supplier, on every top-level category
 * (so every product's price is the organisation's own) and net prices for 200 SKUs, each
 * organisation with other percentages. Answers how many terms were written.
 */
export async function giveAgreements(db: Db, userIds: readonly string[]): Promise<number> {
  const organizations = await db.query<{ organization_id: string }>('SELECT DISTINCT organization_id FROM users WHERE id = ANY($1::uuid[])', [userIds]);
  const suppliers = await db.query<{ id: string }>('SELECT id FROM suppliers ORDER BY id');
  const categories = await db.query<{ id: string }>("SELECT id FROM menu_items WHERE position(':' in id) = 0 ORDER BY id");
  const products = await db.query<{ sku: string; price: string }>('SELECT sku, price FROM products ORDER BY sku LIMIT $1', [NET_PRICED_SKUS]);
  let written = 0;
  await db.transaction(async (tx) => {
    for (const [index, { organization_id: organizationId }] of organizations.entries()) {
      const terms: TermRow[] = [
        ...suppliers.filter((_, i) => (i + index) % 2 === 0).map((supplier) => ({ kind: 'supplier' as const, target: supplier.id, discountPercentage: 5 + (index % 10) })),
        ...categories.map((category) => ({ kind: 'category' as const, target: category.id, discountPercentage: 3 + (index % 7) })),
        ...products.map((product) => ({ kind: 'sku' as const, target: product.sku, netPriceOre: Math.round(Number(product.price) * 80) })),
      ];
      await replaceTerms(tx, organizationId, terms);
      written += terms.length;
    }
    await announceAgreementChange(tx);
  });
  return written;
}
