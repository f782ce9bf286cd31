import { codeParts, foldText, splitWords } from './normalise-text';
import type { SearchDocument, SearchField } from './search-document';
import { stemEnglish, stemNorwegian } from './stemmers';

/** The documents a term occurs in (ascending) and the weight of its best field in each. */
export interface Posting {
  docs: Int32Array;
  weights: Float32Array;
}

interface Growing {
  docs: number[];
  weights: number[];
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

/** Catalogue texts repeat the same words and phrases thousands of times: each is analysed once per build. */
export function createTermCache(): (field: SearchField) => string[] {
  const byWord = new Map<string, string[]>();
  const byText = new Map<string, string[]>();
  const termsOfWord = (word: string, language: SearchField['language']) => {
    const key = `${language}:${word}`;
    let terms = byWord.get(key);
    if (!terms) {
      terms = wordTerms(word, language);
      byWord.set(key, terms);
    }
    return terms;
  };
  return (field) => {
    const key = `${field.language}:${field.text}`;
    let terms = byText.get(key);
    if (!terms) {
      terms = splitWords(foldText(field.text)).flatMap((word) => termsOfWord(word, field.language));
      byText.set(key, terms);
    }
    return terms;
  };
}

/** Inverted index: term → postings. Documents are added in order, so each list stays sorted. */
export function buildPostings(documents: readonly SearchDocument[]): Map<string, Posting> {
  const growing = new Map<string, Growing>();
  const fieldTerms = createTermCache();
  documents.forEach((document, doc) => {
    for (const field of document.fields) {
      for (const term of fieldTerms(field)) {
        let posting = growing.get(term);
        if (!posting) {
          posting = { docs: [], weights: [] };
          growing.set(term, posting);
        }
        const last = posting.docs.length - 1;
        if (posting.docs[last] === doc) posting.weights[last] = Math.max(posting.weights[last] as number, field.weight);
        else {
          posting.docs.push(doc);
          posting.weights.push(field.weight);
        }
      }
    }
  });
  const postings = new Map<string, Posting>();
  for (const [term, { docs, weights }] of growing) {
    postings.set(term, { docs: Int32Array.from(docs), weights: Float32Array.from(weights) });
  }
  return postings;
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
