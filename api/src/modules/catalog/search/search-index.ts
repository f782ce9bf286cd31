import { codeParts, foldText, skuKey, splitWords } from './normalise-text';
import { PART_FACTOR, type Posting, buildCompoundParts, buildPostings } from './postings';
import type { SearchDocument } from './search-document';
import { SkuKeys } from './sku-keys';
import { Vocabulary, expandWord } from './term-expansion';
import { bestOf } from './top-k';

/** Words that carry no meaning in a product search, dropped when the query has others. */
const STOP_WORDS = new Set(['og', 'i', 'for', 'med', 'til', 'av', 'pa', 'en', 'et', 'the', 'and', 'with', 'of', 'a', 'an', 'to', 'in']);

/**
 * Product search over the in-memory catalogue.
 *
 * The architecture names PostgreSQL full text and pg_trgm for this. The catalogue is served from
 * memory, though, and PGlite answers one query at a time: a search in the database would queue
 * behind every other query of the shop. So the same ideas run here on the snapshot: folded
 * Norwegian/English stems (full text), trigram candidates checked by edit distance (typos), SKU
 * exact and prefix matches ranked first, and a relevance score per field. It is rebuilt with the
 * snapshot after every import. The benchmark (api/perf/bench) compares it with the SQL it replaces.
 *
 * A search touches only the documents in the postings of its words and the SKUs it begins, never
 * the whole catalogue, so its cost follows the number of matches rather than the catalogue's size.
 */
export class SearchIndex {
  private readonly postings: Map<string, Posting>;
  private readonly parts: Map<string, Posting>;
  private readonly vocabulary: Vocabulary;
  private readonly skuKeys: SkuKeys;
  // Scratch space of one search (searches run one at a time, synchronously): zero between searches.
  private readonly coverage: Uint8Array;
  private readonly score: Float64Array;
  private readonly best: Float64Array;
  private readonly skuTier: Uint8Array;

  constructor(documents: readonly SearchDocument[]) {
    const count = documents.length;
    this.postings = buildPostings(documents);
    this.parts = buildCompoundParts(this.postings);
    this.vocabulary = new Vocabulary(this.postings.keys());
    this.skuKeys = new SkuKeys(documents.map((document) => skuKey(document.sku)));
    this.coverage = new Uint8Array(count);
    this.score = new Float64Array(count);
    this.best = new Float64Array(count);
    this.skuTier = new Uint8Array(count).fill(NO_SKU_MATCH);
  }

  /**
   * Indexes of the matching documents, best first; ties keep catalogue order. With `limit`, only
   * the best `limit` of them (the same ones, in the same order, as the head of the whole list).
   */
  search(query: string, limit?: number): number[] {
    const { coverage, score, skuTier } = this;
    const skuMatches = this.skuKeys.matches(skuKey(query));
    for (const { doc, tier } of skuMatches) skuTier[doc] = tier;
    const plan = this.plan(queryWords(query));
    const touched: number[] = [];
    for (const expansions of plan) this.scoreWord(expansions, touched);

    // Every word must match; when no product has them all, those with the most words do.
    let most = 0;
    for (const doc of touched) most = Math.max(most, coverage[doc] as number);
    const required = plan.length > 1 && most < plan.length ? most : plan.length;
    const hits: number[] = [];
    for (const doc of touched) if (required > 0 && (coverage[doc] as number) >= required) hits.push(doc);
    for (const { doc } of skuMatches) if (required === 0 || (coverage[doc] as number) < required) hits.push(doc);

    const rank = (a: number, b: number) =>
      (skuTier[a] as number) - (skuTier[b] as number) ||
      (coverage[b] as number) - (coverage[a] as number) ||
      (score[b] as number) - (score[a] as number) ||
      a - b;
    const ranked = limit === undefined || hits.length <= limit ? hits.sort(rank) : bestOf(hits, limit, rank);

    for (const doc of touched) {
      coverage[doc] = 0;
      score[doc] = 0;
    }
    for (const { doc } of skuMatches) skuTier[doc] = NO_SKU_MATCH;
    return ranked;
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

  /** Adds one query word's best match per document to its score; `touched` collects the documents. */
  private scoreWord(expansions: Map<string, number>, touched: number[]): void {
    const { best, coverage, score } = this;
    const matched: number[] = [];
    for (const [term, factor] of expansions) {
      const idf = this.idf(term);
      accumulate(this.postings.get(term), factor * idf, best, matched);
      accumulate(this.parts.get(term), factor * PART_FACTOR * idf, best, matched);
    }
    for (const doc of matched) {
      if (coverage[doc] === 0) touched.push(doc);
      coverage[doc] = (coverage[doc] as number) + 1;
      score[doc] = (score[doc] as number) + (best[doc] as number);
      best[doc] = 0;
    }
  }

  /** Rare terms say more about what is wanted than common ones. */
  private idf(term: string): number {
    const frequency = (this.postings.get(term)?.docs.length ?? 0) + (this.parts.get(term)?.docs.length ?? 0);
    return Math.log(1 + this.coverage.length / Math.max(1, frequency));
  }
}

const NO_SKU_MATCH = 2;

/** Keeps the best value per document; `matched` lists each document once (when its value first rises above 0). */
function accumulate(posting: Posting | undefined, factor: number, best: Float64Array, matched: number[]): void {
  if (!posting || factor <= 0) return;
  const { docs, weights } = posting;
  for (let i = 0; i < docs.length; i += 1) {
    const doc = docs[i] as number;
    const value = factor * (weights[i] as number);
    const previous = best[doc] as number;
    if (value > previous) {
      if (previous === 0) matched.push(doc);
      best[doc] = value;
    }
  }
}

export function queryWords(query: string): string[] {
  const words = [...new Set(splitWords(foldText(query)))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}
