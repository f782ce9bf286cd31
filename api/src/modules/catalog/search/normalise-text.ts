/**
 * Text as the search sees it: lower case, Norwegian letters folded to ASCII (æ → ae, ø → o, å → a,
 * accents dropped), so "overvåkning" and "overvakning" meet, as the category key does (spec §3).
 */
const FOLDS: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ß: 'ss' };

export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Most catalogue text is plain ASCII: skip the Unicode work for it (index build time).
  if (/^[\x00-\x7f]*$/.test(lower)) return lower;
  return lower
    .replace(/[æøåß]/g, (letter) => FOLDS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/** Words of a folded text: runs of letters and digits ("2,8–12 mm" → 2, 8, 12, mm). */
export function splitWords(folded: string): string[] {
  return folded.match(/[a-z0-9]+/g) ?? [];
}

/**
 * Letter and digit runs inside a model code ("2cd2043g2" → 2, cd, 2043, g, 2), so "2043" finds it.
 * Single letters say too little to index; single digits do ("4 mp", "ptz 4").
 */
export function codeParts(word: string): string[] {
  if (!/[a-z]/.test(word) || !/[0-9]/.test(word)) return [];
  return (word.match(/[a-z]+|[0-9]+/g) ?? []).filter((part) => part.length > 1 || /[0-9]/.test(part));
}

/** A SKU or a typed SKU reduced to its letters and digits: "ds-2cd 2043" and "DS-2CD2043" compare equal. */
export function skuKey(text: string): string {
  return foldText(text).replace(/[^a-z0-9]/g, '');
}
