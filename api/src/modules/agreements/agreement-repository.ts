import type { Queryable } from '../../infra/db/db';
import { CHANNELS, notify } from '../../infra/db/notices';
import type { AgreementTerms, TermKind } from './agreement-terms';

/** One term as the import writes it: a percentage for supplier and category terms, a net price (øre) for SKUs. */
export interface TermRow {
  kind: TermKind;
  target: string;
  discountPercentage?: number;
  netPriceOre?: number;
}

/** The terms of one organisation; null when it has none. */
export async function loadTerms(db: Queryable, organizationId: string): Promise<AgreementTerms | null> {
  const rows = await db.query<{ kind: TermKind; target: string; discount_percentage: string | null; net_price: string | null }>(
    'SELECT kind, target, discount_percentage, net_price FROM price_agreement_terms WHERE organization_id = $1',
    [organizationId],
  );
  if (rows.length === 0) return null;
  const netPricesOre = new Map<string, number>();
  const supplierDiscounts = new Map<string, number>();
  const categoryDiscounts = new Map<string, number>();
  for (const row of rows) {
    // numeric arrives as exact text: two decimals, so Math.round of ×100 is the øre.
    if (row.kind === 'sku') netPricesOre.set(row.target, Math.round(Number(row.net_price) * 100));
    else (row.kind === 'supplier' ? supplierDiscounts : categoryDiscounts).set(row.target, Number(row.discount_percentage));
  }
  return { netPricesOre, supplierDiscounts, categoryDiscounts };
}

export async function loadAgreementVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: string | number }>('SELECT version FROM price_agreement_version');
  return Number(row?.version ?? 0);
}

/** Replaces every term of one organisation (an empty list ends its agreement), in the caller's transaction. */
export async function replaceTerms(tx: Queryable, organizationId: string, terms: readonly TermRow[]): Promise<void> {
  await tx.query('DELETE FROM price_agreement_terms WHERE organization_id = $1', [organizationId]);
  if (terms.length === 0) return;
  const rows = terms.map((term) => ({
    kind: term.kind,
    target: term.target,
    discount_percentage: term.discountPercentage ?? null,
    net_price: term.netPriceOre === undefined ? null : term.netPriceOre / 100,
  }));
  // One statement however many terms: the rows go as one JSON parameter.
  await tx.query(
    `INSERT INTO price_agreement_terms (organization_id, kind, target, discount_percentage, net_price)
     SELECT $1, kind, target, discount_percentage, net_price
       FROM jsonb_to_recordset($2::jsonb) AS term(kind text, target text, discount_percentage numeric, net_price numeric)`,
    [organizationId, JSON.stringify(rows)],
  );
}

/**
 * Raises the version and tells every API process, in the caller's transaction: the notice goes out
 * when it commits, and they drop the agreements they hold.
 */
export async function announceAgreementChange(tx: Queryable): Promise<number> {
  const [raised] = await tx.query<{ version: string | number }>('UPDATE price_agreement_version SET version = version + 1 RETURNING version');
  const version = Number(raised?.version);
  await notify(tx, CHANNELS.agreements, { version });
  return version;
}
