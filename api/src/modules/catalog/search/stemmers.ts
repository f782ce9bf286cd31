/**
 * Light stemmers for folded Norwegian and English words. They bring the inflected forms an
 * installer types together ("kameraer", "kameraet", "kamera" → "kamer"; "cameras" → "camera");
 * they need not give dictionary forms, only the same stem for the forms of one word.
 *
 * PostgreSQL's Snowball stemmer for Norwegian stems "kamera" to "kamer" but "kameraer" to
 * "kamera", so the plural would not find the singular: hence this two-step light stemmer.
 */
const NB_SUFFIXES = [
  'hetenes', 'hetene', 'hetens', 'heten', 'heter', 'endes', 'andes', 'edes', 'enes', 'erne', 'eren',
  'ende', 'ande', 'ene', 'ane', 'ens', 'ers', 'ets', 'het', 'ast', 'ere', 'en', 'ar', 'er', 'et', 'as', 'es',
].sort((a, b) => b.length - a.length);

const MIN_STEM = 3;
/** Longer endings need a longer stem left: "sirene" is a word, not "sir" + "ene". */
const minStemFor = (suffix: string) => (suffix.length >= 3 ? MIN_STEM + 1 : MIN_STEM);

export function stemNorwegian(word: string): string {
  if (/[0-9]/.test(word)) return word;
  let stem = word;
  // Step 1: the longest inflection ending (plural, definite form, genitive).
  for (const suffix of NB_SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= minStemFor(suffix)) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  // Step 2: a final -a/-e, so "kamera"/"kameraer" and "sirene"/"sirener" share a stem.
  if (/[ae]$/.test(stem) && stem.length - 1 >= MIN_STEM) stem = stem.slice(0, -1);
  return stem;
}

export function stemEnglish(word: string): string {
  if (/[0-9]/.test(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(x|ch|sh|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}
