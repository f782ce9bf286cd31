import { codeParts, foldText, skuKey, splitWords } from './normalise-text';
import { PART_FACTOR, type Posting, buildCompoundParts, buildPostings } from './postings';
import type { SearchDocument } from './search-document';
import { Vocabulary, expandWord } from './term-expansion';

/** Words that carry no meaning in a product search, dropped when the query has others. */
const STOP_WORDS = new Set(['og', 'i', 'for', 'med', 'til', 'av', 'pa', 'en', 'et', 'the', 'and', 'with', 'of', 'a', 'an', 'to', 'in']);
const MIN_SKU_PREFIX = 3;

/**
 * Product search over the in-memory catalogue.
 *
 * The architecture names PostgreSQL full text and pg_trgm for this. The catalogue is served from
 * memory, though, and PGlite answers one query at a time: a search in the database would queue
 * behind every other query of the shop. So the same ideas run here on the snapshot: folded
 * Norwegian/English stems (full text), trigram candidates checked by edit distance (typos), SKU
 * exact and prefix matches ranked first, and a relevance score per field. It is rebuilt with the
 * snapshot after every import. The benchmark (api/bench) compares it with the SQL it replaces.
 */
export class SearchIndex {
  private readonly postings: Map<string, Posting>;
  private readonly parts: Map<string, Posting>;
  private readonly vocabulary: Vocabulary;
  private readonly skuKeys: string[];
  private readonly count: number;

  constructor(documents: readonly SearchDocument[]) {
    this.count = documents.length;
    this.postings = buildPostings(documents);
    this.parts = buildCompoundParts(this.postings);
    this.vocabulary = new Vocabulary(this.postings.keys());
    this.skuKeys = documents.map((document) => skuKey(document.sku));
  }

  /** Indexes of the matching documents, best first; ties keep catalogue order. */
  search(query: string): number[] {
    const sku = this.skuTiers(skuKey(query));
    const plan = this.plan(queryWords(query));
    const coverage = new Uint8Array(this.count);
    const score = new Float64Array(this.count);
    for (const expansions of plan) this.scoreWord(expansions, coverage, score);

    // Every word must match; when no product has them all, those with the most words do.
    let required = plan.length;
    if (required > 1 && !coverage.includes(required)) required = coverage.reduce((max, value) => Math.max(max, value), 0);
    const hits: number[] = [];
    for (let doc = 0; doc < this.count; doc += 1) {
      if ((required > 0 && (coverage[doc] as number) >= required) || (sku[doc] as number) < 2) hits.push(doc);
    }
    return hits.sort(
      (a, b) =>
        (sku[a] as number) - (sku[b] as number) ||
        (coverage[b] as number) - (coverage[a] as number) ||
        (score[b] as number) - (score[a] as number) ||
        a - b,
    );
  }

  /** The expansions of each query word; "4mp" is no term, but "4 MP" is: its parts count as words. */
  private plan(words: string[]): Array<Map<string, number>> {
    const has = (term: string) => this.postings.has(term) || this.parts.has(term);
    return words.flatMap((word) => {
      const expansions = expandWord(word, has, this.vocabulary);
      const parts = codeParts(word);
      if (expansions.size > 0 || parts.length < 2) return [expansions];
      return parts.map((part) => expandWord(part, has, this.vocabulary));
    });
  }

  /** 0: the query is the SKU; 1: the SKU starts with it; 2: neither. */
  private skuTiers(key: string): Uint8Array {
    const tiers = new Uint8Array(this.count).fill(2);
    if (key.length === 0) return tiers;
    this.skuKeys.forEach((candidate, doc) => {
      if (candidate === key) tiers[doc] = 0;
      else if (key.length >= MIN_SKU_PREFIX && candidate.startsWith(key)) tiers[doc] = 1;
    });
    return tiers;
  }

  private scoreWord(expansions: Map<string, number>, coverage: Uint8Array, score: Float64Array): void {
    const best = new Float64Array(this.count);
    for (const [term, factor] of expansions) {
      const idf = this.idf(term);
      this.accumulate(this.postings.get(term), factor * idf, best);
      this.accumulate(this.parts.get(term), factor * PART_FACTOR * idf, best);
    }
    for (let doc = 0; doc < this.count; doc += 1) {
      const value = best[doc] as number;
      if (value > 0) {
        coverage[doc] = (coverage[doc] as number) + 1;
        score[doc] = (score[doc] as number) + value;
      }
    }
  }

  private accumulate(posting: Posting | undefined, factor: number, best: Float64Array): void {
    if (!posting) return;
    for (let i = 0; i < posting.docs.length; i += 1) {
      const doc = posting.docs[i] as number;
      const value = factor * (posting.weights[i] as number);
      if (value > (best[doc] as number)) best[doc] = value;
    }
  }

  /** Rare terms say more about what is wanted than common ones. */
  private idf(term: string): number {
    const frequency = (this.postings.get(term)?.docs.length ?? 0) + (this.parts.get(term)?.docs.length ?? 0);
    return Math.log(1 + this.count / Math.max(1, frequency));
  }
}

export function queryWords(query: string): string[] {
  const words = [...new Set(splitWords(foldText(query)))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}
