import type { TermRow } from '../agreement-repository';
import type { AgreementFile, FileTerm } from './agreement-file';

/** What the terms are checked against: the shop's organisations, suppliers, categories and products. */
export interface ShopFacts {
  organizationIds: ReadonlyMap<string, string>;
  supplierIds: ReadonlySet<string>;
  topCategoryIds: ReadonlySet<string>;
  skus: ReadonlySet<string>;
}

export interface CheckedAgreements {
  /** By organisation id: the terms that replace its agreement. */
  byOrganization: Map<string, TermRow[]>;
  problems: string[];
}

/**
 * A decimal number as people write it: `12.5`, `12,5`, `1 234,50` (spaces or non-breaking spaces
 * between thousands), or a JSON number. Undefined for anything else.
 */
function readDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** The value as the file wrote it, for a problem. */
const written = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value ?? ''));

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Every term checked; every problem named with where it stands in the file. */
export function checkTerms(file: AgreementFile, facts: ShopFacts, onChecked?: (rows: number) => void): CheckedAgreements {
  const problems = [...file.problems];
  const byOrganization = new Map<string, TermRow[]>();
  for (const number of file.organizations) {
    const id = facts.organizationIds.get(number);
    if (id) byOrganization.set(id, []);
  }
  const seen = new Set<string>();
  let checked = 0;
  for (const term of file.terms) {
    const fail = (message: string) => problems.push(`${term.label}: ${message}`);
    const organizationId = facts.organizationIds.get(term.organizationNumber);
    if (/^\d{9}$/.test(term.organizationNumber) && !organizationId) fail(`no organisation has the number ${term.organizationNumber}`);
    const targetProblem = unknownTarget(term, facts);
    if (targetProblem) fail(targetProblem);
    const key = `${term.organizationNumber}|${term.kind}|${term.target}`;
    if (seen.has(key)) fail(`${term.kind} ${term.target} is named twice for organisation ${term.organizationNumber}`);
    seen.add(key);
    const row = termRow(term, fail);
    if (row && organizationId && !targetProblem) byOrganization.get(organizationId)?.push(row);
    checked += 1;
    onChecked?.(checked);
  }
  return { byOrganization, problems };
}

function unknownTarget(term: FileTerm, facts: ShopFacts): string | undefined {
  if (term.target === '') return `the ${term.kind === 'sku' ? 'SKU' : `${term.kind} id`} is empty`;
  if (term.kind === 'supplier' && !facts.supplierIds.has(term.target)) return `unknown supplier "${term.target}"`;
  if (term.kind === 'category' && !facts.topCategoryIds.has(term.target)) {
    return `"${term.target}" is not a top-level category (known: ${[...facts.topCategoryIds].join(', ')})`;
  }
  if (term.kind === 'sku' && !facts.skus.has(term.target)) return `the catalogue has no product with SKU ${term.target}`;
  return undefined;
}

function termRow(term: FileTerm, fail: (message: string) => void): TermRow | undefined {
  const value = readDecimal(term.value);
  if (term.kind === 'sku') {
    if (value === undefined || value <= 0 || !hasAtMostTwoDecimals(value) || value >= 10_000_000_000) {
      fail(`the net price must be NOK above 0 with at most two decimals (it is ${written(term.value)})`);
      return undefined;
    }
    return { kind: term.kind, target: term.target, netPriceOre: Math.round(value * 100) };
  }
  if (value === undefined || value <= 0 || value >= 100 || !hasAtMostTwoDecimals(value)) {
    fail(`the discount percentage must be above 0 and below 100, at most two decimals (it is ${written(term.value)})`);
    return undefined;
  }
  return { kind: term.kind, target: term.target, discountPercentage: value };
}
