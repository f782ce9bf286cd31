import { allowedTypos, editDistance, trigrams } from './edit-distance';
import { stemEnglish, stemNorwegian } from './stemmers';

/** How much a query word's match counts, by how it matched. */
const MATCH = { exact: 1, prefix: 0.6, typo1: 0.5, typo2: 0.35 } as const;
const MAX_PREFIX_TERMS = 80;
const MIN_PREFIX = 3;

/** Looks up the index's vocabulary: sorted for prefixes, by trigram for typos. */
export class Vocabulary {
  private readonly sorted: string[];
  private readonly byTrigram = new Map<string, string[]>();

  constructor(terms: Iterable<string>) {
    this.sorted = [...terms].sort();
    for (const term of this.sorted) {
      if (/[0-9]/.test(term)) continue; // model numbers must match exactly or by prefix
      for (const gram of trigrams(term)) {
        const list = this.byTrigram.get(gram) ?? [];
        list.push(term);
        this.byTrigram.set(gram, list);
      }
    }
  }

  withPrefix(prefix: string): string[] {
    const result: string[] = [];
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.sorted[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.sorted.length && result.length < MAX_PREFIX_TERMS; i += 1) {
      const term = this.sorted[i] as string;
      if (!term.startsWith(prefix)) break;
      result.push(term);
    }
    return result;
  }

  /** Terms within the typos a word of this length may carry, with their distance. */
  near(word: string): Array<{ term: string; distance: number }> {
    const max = allowedTypos(word.length);
    if (max === 0 || /[0-9]/.test(word)) return [];
    const grams = trigrams(word);
    const shared = new Map<string, number>();
    for (const gram of grams) {
      for (const term of this.byTrigram.get(gram) ?? []) shared.set(term, (shared.get(term) ?? 0) + 1);
    }
    // Each typo spoils at most three trigrams: fewer shared ones than that cannot be within reach.
    const needed = Math.max(1, grams.length - 3 * max);
    const result: Array<{ term: string; distance: number }> = [];
    for (const [term, count] of shared) {
      if (count < needed || term === word) continue;
      const distance = editDistance(word, term, max);
      if (distance <= max) result.push({ term, distance });
    }
    return result;
  }
}

/**
 * The index terms one query word stands for, each with how much it counts: its stems exactly,
 * terms it begins (search as you type), and, only when nothing matches exactly, near spellings.
 */
export function expandWord(word: string, has: (term: string) => boolean, vocabulary: Vocabulary): Map<string, number> {
  const expansions = new Map<string, number>();
  const add = (term: string, factor: number) => expansions.set(term, Math.max(expansions.get(term) ?? 0, factor));
  const forms = [...new Set([word, stemNorwegian(word), stemEnglish(word)])];
  for (const form of forms) if (has(form)) add(form, MATCH.exact);
  if (word.length >= MIN_PREFIX) for (const term of vocabulary.withPrefix(word)) add(term, MATCH.prefix);
  if (![...expansions.values()].includes(MATCH.exact)) {
    for (const form of forms) {
      for (const { term, distance } of vocabulary.near(form)) add(term, distance === 1 ? MATCH.typo1 : MATCH.typo2);
    }
  }
  return expansions;
}
