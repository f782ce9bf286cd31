// `npx tsx perf/bench/search-engine-trial.ts` (in api/): the catalogue search on MiniSearch, a
// maintained search library, fed with the shop's own normalisation and stemmers, beside the shop's
// own index (src/modules/catalog/search). Prints how many expectations of the relevance set each
// meets, the searches a second each answers (the relevance set's queries in turn, one process, no
// HTTP) and how long each takes to build its index. Issue: "the search index on a maintained
// engine if bench:catalog's search throughput and its relevance tests hold within 20 %".
import MiniSearch from 'minisearch';
import type { ProductRecord } from '../../src/modules/catalog/catalog';
import { foldText, skuKey, splitWords } from '../../src/modules/catalog/search/normalise-text';
import { menuTitles, productDocument } from '../../src/modules/catalog/search/product-documents';
import { FIELD_WEIGHTS } from '../../src/modules/catalog/search/search-document';
import { SearchIndex } from '../../src/modules/catalog/search/search-index';
import { stemEnglish, stemNorwegian } from '../../src/modules/catalog/search/stemmers';
import { EXPECTATIONS, relevanceCatalog } from '../../test/suites/search/relevance-set';

const SECONDS = Number(process.env.TRIAL_SECONDS ?? 3);
type Language = 'nb' | 'en' | 'any';
/** MiniSearch's fields: the shop's weighted fields, one per language, so each gets its stemmer. */
const FIELDS = Object.keys(FIELD_WEIGHTS).flatMap((name) => (['nb', 'en', 'any'] as const).map((language) => `${name}_${language}`));
const BOOST = Object.fromEntries(FIELDS.map((field) => [field, FIELD_WEIGHTS[field.split('_')[0] as keyof typeof FIELD_WEIGHTS]]));

const stems = (word: string, language: Language | undefined): string[] => {
  if (language === 'nb') return [stemNorwegian(word)];
  if (language === 'en') return [stemEnglish(word)];
  return [...new Set([word, stemNorwegian(word), stemEnglish(word)])];
};

/** MiniSearch's typo and prefix matching: as the shop's (typos, SKU beginnings), or lighter and quicker. */
const FULL = { fuzzy: 0.2, prefix: true } as const;
const LIGHT = { fuzzy: (term: string) => (term.length > 5 ? 0.15 : false), prefix: (term: string) => term.length > 3 } as const;

function miniSearchOver(products: readonly ProductRecord[], menu: Parameters<typeof menuTitles>[0], matching: typeof FULL | typeof LIGHT) {
  const titles = menuTitles(menu);
  const engine = new MiniSearch<Record<string, string>>({
    fields: FIELDS,
    storeFields: [],
    idField: 'position',
    // The shop's normalisation: folded letters, words of letters and digits.
    tokenize: (text) => splitWords(foldText(text)),
    // The shop's stemmers, by the field's language; a query word is tried in both.
    processTerm: (term, field) => stems(term, field?.split('_')[1] as Language | undefined),
    searchOptions: { boost: BOOST, ...matching, combineWith: 'AND' },
  });
  engine.addAll(
    products.map((product, position) => {
      const document: Record<string, string> = { position: String(position) };
      for (const field of productDocument(product, titles).fields) {
        const key = `${field.field}_${field.language}`;
        document[key] = document[key] === undefined ? field.text : `${document[key]} ${field.text}`;
      }
      document.sku_any = `${product.skuId} ${skuKey(product.skuId)}`;
      return document;
    }),
  );
  return (query: string): ProductRecord[] => {
    let hits = engine.search(query);
    // Like the shop's search: when no product has every word, those with the most do.
    if (hits.length === 0) hits = engine.search(query, { combineWith: 'OR' });
    return hits.map((hit) => products[Number(hit.id)] as ProductRecord);
  };
}

function relevance(search: (query: string) => ProductRecord[]): { met: number; missed: string[] } {
  const missed: string[] = [];
  for (const [query, check, count] of EXPECTATIONS) {
    const top = search(query).slice(0, count);
    if (top.length < count || !top.every(check)) missed.push(query);
  }
  return { met: EXPECTATIONS.length - missed.length, missed };
}

function searchesPerSecond(search: (query: string) => unknown): number {
  const queries = EXPECTATIONS.map(([query]) => query);
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  while (performance.now() < until) {
    search(queries[done % queries.length] as string);
    done += 1;
  }
  return done / SECONDS;
}

const catalog = relevanceCatalog();
const titles = menuTitles(catalog.menu);
let started = performance.now();
// The shop's index itself: the catalogue keeps recent results per snapshot, MiniSearch has no such cache.
const index = new SearchIndex(catalog.products.map((product) => productDocument(product, titles)));
const ownBuildMs = performance.now() - started;
const ownSearch = (query: string) => index.search(query).map((position) => catalog.products[position] as ProductRecord);
started = performance.now();
const miniSearch = miniSearchOver(catalog.products, catalog.menu, FULL);
const miniBuildMs = performance.now() - started;
const lightSearch = miniSearchOver(catalog.products, catalog.menu, LIGHT);

const own = relevance(ownSearch);
const mini = relevance(miniSearch);
const light = relevance(lightSearch);
const ownRate = searchesPerSecond(ownSearch);
const miniRate = searchesPerSecond(miniSearch);
const lightRate = searchesPerSecond(lightSearch);
const line = (name: string, result: { met: number }, rate: number, buildMs: number) =>
  `${name.padEnd(34)} ${`${result.met}/${EXPECTATIONS.length}`.padStart(7)} ${Math.round(rate).toLocaleString('en').padStart(12)} ${`${Math.round(buildMs)} ms`.padStart(10)}`;
console.log(`Catalogue search, ${catalog.products.length.toLocaleString('en')} products; ${SECONDS} s of searches each, Node ${process.versions.node}`);
console.log(`${'engine'.padEnd(34)} ${'met'.padStart(7)} ${'searches/s'.padStart(12)} ${'index'.padStart(10)}`);
console.log(line('shop index (src/…/search)', own, ownRate, ownBuildMs));
console.log(line('MiniSearch + shop normalisation', mini, miniRate, miniBuildMs));
console.log(line('  the same, lighter typos/prefixes', light, lightRate, miniBuildMs));
for (const [name, result, rate] of [['MiniSearch', mini, miniRate], ['lighter', light, lightRate]] as const) {
  const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;
  console.log(`${name}: relevance ${share(result.met, own.met)} of the shop index's, throughput ${share(rate, ownRate)}; misses ${result.missed.map((query) => `"${query}"`).join(', ') || 'none'}`);
}
if (own.missed.length > 0) console.log(`shop index misses: ${own.missed.join(', ')}`);
