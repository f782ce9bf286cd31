import { codeParts, foldText, splitWords } from './normalise-text';
import { FIELD_WEIGHTS, type SearchDocument, type SearchField } from './search-document';
import { stemEnglish, stemNorwegian } from './stemmers';

/** The documents a term occurs in (ascending) and the weight of its best field in each. */
export interface Posting {
  docs: Int32Array;
  weights: Float32Array;
}

/** The terms a word is indexed under: stems in the field's language, plus model-code parts. */
function wordTerms(word: string, language: SearchField['language']): string[] {
  const terms: string[] = [];
  if (language !== 'en') terms.push(stemNorwegian(word));
  if (language !== 'nb') terms.push(stemEnglish(word));
  if (language === 'any') terms.push(word);
  terms.push(...codeParts(word));
  return terms;
}

/** Texts longer than this are mostly unique (descriptions): caching them would cost more than it saves. */
const MAX_CACHED_TEXT = 120;

/**
 * Numbers the terms of a build and analyses fields into term numbers. Catalogue texts repeat the
 * same words and phrases thousands of times: each word (and each short text) is analysed once
 * per build, and the index is filled by number rather than by looking up each term's text.
 */
class TermTable {
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly words = new Map<SearchField['language'], Map<string, number[]>>();
  private readonly texts = new Map<SearchField['language'], Map<string, number[]>>();

  /** The term numbers of a field, in order of occurrence (repeats included). */
  field({ text, language }: SearchField): number[] {
    const texts = mapOf(this.texts, language);
    let ids = text.length <= MAX_CACHED_TEXT ? texts.get(text) : undefined;
    if (ids) return ids;
    ids = [];
    const words = mapOf(this.words, language);
    for (const word of splitWords(foldText(text))) {
      let wordIds = words.get(word);
      if (!wordIds) {
        wordIds = wordTerms(word, language).map((term) => this.id(term));
        words.set(word, wordIds);
      }
      for (const id of wordIds) ids.push(id);
    }
    if (text.length <= MAX_CACHED_TEXT) texts.set(text, ids);
    return ids;
  }

  private id(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
    }
    return id;
  }
}

function mapOf<K, V>(maps: Map<K, Map<string, V>>, key: K): Map<string, V> {
  let map = maps.get(key);
  if (!map) {
    map = new Map();
    maps.set(key, map);
  }
  return map;
}

/** One term's postings while the index is built: typed arrays that double when full. */
interface Growing {
  docs: Int32Array;
  weights: Float32Array;
  length: number;
}

/**
 * Inverted index: term → postings. Documents are added in order, so each list stays sorted.
 * Built in typed arrays from the start: a large catalogue has millions of postings, which as
 * plain arrays of numbers would take several times the memory while the index is built.
 */
export function buildPostings(documents: readonly SearchDocument[]): Map<string, Posting> {
  const table = new TermTable();
  const growing: Growing[] = [];
  documents.forEach((document, doc) => {
    for (const field of document.fields) {
      const weight = FIELD_WEIGHTS[field.field];
      for (const id of table.field(field)) {
        let posting = growing[id];
        if (!posting) {
          posting = { docs: new Int32Array(4), weights: new Float32Array(4), length: 0 };
          growing[id] = posting;
        }
        const last = posting.length - 1;
        if (last >= 0 && posting.docs[last] === doc) {
          if (weight > (posting.weights[last] as number)) posting.weights[last] = weight;
          continue;
        }
        if (posting.length === posting.docs.length) grow(posting);
        posting.docs[posting.length] = doc;
        posting.weights[posting.length] = weight;
        posting.length += 1;
      }
    }
  });
  const postings = new Map<string, Posting>();
  table.terms.forEach((term, id) => {
    const posting = growing[id];
    if (posting) postings.set(term, { docs: posting.docs.slice(0, posting.length), weights: posting.weights.slice(0, posting.length) });
  });
  return postings;
}

function grow(posting: Growing): void {
  const docs = new Int32Array(posting.docs.length * 2);
  docs.set(posting.docs);
  const weights = new Float32Array(posting.weights.length * 2);
  weights.set(posting.weights);
  posting.docs = docs;
  posting.weights = weights;
}

const MIN_PART = 4;
const MIN_HEAD = 3;
/** A compound part counts for less than the word itself. */
export const PART_FACTOR = 0.7;

/**
 * Norwegian writes compounds as one word ("røykvarsler", "alarmsentral"). Where a term ends in
 * another known term ("varsl", "sentral"), its documents are also listed under that tail, so
 * "sentral" finds "alarmsentral". Heads are found by prefix matching already.
 */
export function buildCompoundParts(postings: Map<string, Posting>): Map<string, Posting> {
  const growing = new Map<string, Map<number, number>>();
  for (const [term, posting] of postings) {
    if (/[0-9]/.test(term)) continue;
    for (let split = MIN_HEAD; term.length - split >= MIN_PART; split += 1) {
      const tail = term.slice(split);
      if (!postings.has(tail)) continue;
      const byDoc = growing.get(tail) ?? new Map<number, number>();
      posting.docs.forEach((doc, i) => byDoc.set(doc, Math.max(byDoc.get(doc) ?? 0, posting.weights[i] as number)));
      growing.set(tail, byDoc);
      break; // the longest tail is the part that was meant
    }
  }
  const parts = new Map<string, Posting>();
  for (const [tail, byDoc] of growing) {
    const docs = [...byDoc.keys()].sort((a, b) => a - b);
    parts.set(tail, { docs: Int32Array.from(docs), weights: Float32Array.from(docs, (doc) => byDoc.get(doc) as number) });
  }
  return parts;
}
