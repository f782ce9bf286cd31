import type { Db } from '../../infra/db/db';
import { type TermRow, announceAgreementChange, replaceTerms } from '../../modules/agreements';
import { DEMO_ACCOUNT } from './demo-account';

/**
 * The demo organisation's own made-up price agreement, so the demo login shows what one does: a
 * quarter off two products as net prices, a supplier discount and two category discounts. No
 * customer's: the agreements import never writes the demo organisation's terms (is_demo), so the
 * published login shows only these. Seeded with the demo account, once: while it has no terms.
 */
export async function seedDemoAgreementIfMissing(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked as an import does: two processes starting at once seed it once.
    await tx.query('SELECT version FROM price_agreement_version FOR UPDATE');
    const [organization] = await tx.query<{ id: string; has_terms: boolean }>(
      `SELECT o.id, EXISTS (SELECT 1 FROM price_agreement_terms t WHERE t.organization_id = o.id) AS has_terms
         FROM organizations o WHERE o.is_demo AND o.org_number = $1`,
      [DEMO_ACCOUNT.organizationNumber],
    );
    if (!organization || organization.has_terms) return false;
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
