/**
 * Rules every text cell of an imported file follows, CSV or JSON alike:
 * - No cell begins with =, +, - or @ (nor their full-width forms, nor after leading spaces,
 *   which the import trims): a spreadsheet that opens an export of the shop's data would run
 *   it as a formula (CSV injection).
 * - No NUL character and no half of a surrogate pair (JSON's "\u0000", "\ud800"): PostgreSQL
 *   stores neither.
 */
const FORMULA_START = /^[\s\u00a0\u3000]*([=+\-@\uff1d\uff0b\uff0d\uff20])/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with one cell's text, or null. */
export function textCellProblem(field: string, value: string): string | null {
  const formula = FORMULA_START.exec(value);
  if (formula) return `${field} begins with "${formula[1]}", which a spreadsheet would run as a formula: write the text without it, or begin it otherwise (a negative value with the minus sign −)`;
  if (value.includes('\u0000')) return `${field} holds the NUL character (\\u0000), which no text may hold`;
  if (LONE_SURROGATE.test(value)) return `${field} holds half of a surrogate pair (such as \\ud800), which is no character`;
  return null;
}

/** How deep a JSON import file may nest: its deepest field (a product's spec's label's language) is 6 down. */
export const MAX_JSON_DEPTH = 16;

/**
 * Every text problem in a JSON document, each labelled "<list>[<index>]: <field>" as the import
 * labels rows (products[3]: title.nb …); walked without recursion, so no nesting overflows it.
 */
export function jsonTextProblems(document: unknown): string[] {
  const problems: string[] = [];
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value: document, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: Array<string | number> };
    if (path.length > MAX_JSON_DEPTH) {
      problems.push(`${labelOf(path.slice(0, 2))}: the file nests deeper than ${MAX_JSON_DEPTH} levels, which no import file does`);
      break;
    }
    if (typeof value === 'string') {
      const problem = textCellProblem(fieldOf(path), value);
      if (problem) problems.push(`${labelOf(path)}: ${problem}`);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], path: [...path, index] });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        const keyProblem = textCellProblem('a field name', key);
        if (keyProblem) problems.push(`${labelOf([...path, key])}: ${keyProblem}`);
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return problems;
}

/** products[3] for a path [products, 3, …]; the top-level key alone otherwise. */
function labelOf(path: Array<string | number>): string {
  const [list, index] = path;
  if (list === undefined) return 'the file';
  return typeof index === 'number' ? `${list}[${index}]` : String(list);
}

function fieldOf(path: Array<string | number>): string {
  const rest = typeof path[1] === 'number' ? path.slice(2) : path.slice(1);
  return rest.length === 0 ? 'the value' : rest.map((part) => (typeof part === 'number' ? `[${part}]` : part)).join('.').replace(/\.\[/g, '[');
}
