import type { Db } from '../../infra/db/db';
import { type TermRow, announceAgreementChange, replaceTerms } from '../../modules/agreements';
import { DEMO_ACCOUNT } from './demo-account';

/**
 * The demo organisation's price agreement, so the demo login shows what one does: a net price on
 * the first two products of its orders, a supplier discount and two category discounts. Seeded
 * once, while no agreements import has ever run: an operator's own import (which may end the demo
 * organisation's agreement) is never undone by a restart.
 */
export async function seedDemoAgreementIfMissing(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [version] = await tx.query<{ version: string }>('SELECT version FROM price_agreement_version FOR UPDATE');
    if (Number(version?.version) !== 1) return false;
    const [organization] = await tx.query<{ id: string }>('SELECT id FROM organizations WHERE org_number = $1', [DEMO_ACCOUNT.organizationNumber]);
    if (!organization) return false;
    const netPriced = await tx.query<{ sku: string; price: string }>(
      'SELECT sku, price FROM products ORDER BY featured_rank NULLS LAST, sku LIMIT 2',
    );
    const [supplier] = await tx.query<{ id: string }>('SELECT id FROM suppliers ORDER BY position, id LIMIT 1');
    const categories = await tx.query<{ id: string }>(
      "SELECT id FROM menu_items WHERE id IN ('innbruddsalarm', 'kameraovervakning') ORDER BY id",
    );
    const terms: TermRow[] = [
      // A quarter off the list price, in whole kroner.
      ...netPriced.map((product) => ({ kind: 'sku' as const, target: product.sku, netPriceOre: Math.floor(Number(product.price) * 0.75) * 100 })),
      ...(supplier ? [{ kind: 'supplier' as const, target: supplier.id, discountPercentage: 12 }] : []),
      ...categories.map((category) => ({ kind: 'category' as const, target: category.id, discountPercentage: category.id === 'innbruddsalarm' ? 8 : 5 })),
    ];
    if (terms.length === 0) return false;
    await replaceTerms(tx, organization.id, terms);
    await announceAgreementChange(tx);
    return true;
  });
}
