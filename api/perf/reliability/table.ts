/** A plain-text table: the first column left-aligned, the others right-aligned, widths to fit. */
export function table(head: string[], rows: Array<Array<string | number>>): string {
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  return cells
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join('  '))
    .join('\n');
}
