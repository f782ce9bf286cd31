/** One thing refused in a file: where (a row, a line, the header; null for the file as a whole) and why. */
export interface Refusal {
  row: string | null;
  reason: string;
}

/** The most refusals an import keeps and shows: a file with more has a problem of its own to fix first. */
export const MAX_REFUSALS = 200;

// The readers say where a problem stands first: "row 12 (SKU-1): …", "line 4: …", "header: …",
// "products[3] (SKU-1): …", "agreements[0].suppliers.axis: …", "menu item "x": …".
const WHERE = /^(row \d+(?: \(.*?\))?|line (?:\d+|\?)|header|menu item ".*?"|product ".*?"|[A-Za-z]+\[\d+\](?:\.[^\s:]+)*(?: \(.*?\))?): ([\s\S]+)$/;

/** A reader's problem split into its place and its reason. */
export function refusalOf(problem: string): Refusal {
  const match = WHERE.exec(problem);
  return match ? { row: match[1] as string, reason: match[2] as string } : { row: null, reason: problem };
}
