import { textCellProblem } from './text-cells';

// What the CSV readers of both imports (the catalogue's, the agreements') share about cells.

/** csv-parse's columns option: the header as it is, each column named once (a second one would hide the first). */
export function headerOnce(problems: string[]): (header: string[]) => string[] {
  return (header) => {
    const twice = [...new Set(header.filter((column, index) => header.indexOf(column) !== index))];
    if (twice.length > 0) problems.push(`header: ${twice.length === 1 ? 'the column' : 'the columns'} ${twice.join(', ')} ${twice.length === 1 ? 'is' : 'are'} named more than once`);
    return header;
  };
}

/** Each cell's text problems (text-cells.ts), named by its column. */
export function cellProblems(record: Record<string, string | undefined>): string[] {
  return Object.entries(record).flatMap(([column, value]) => {
    const problem = value === undefined ? null : textCellProblem(column, value);
    return problem === null ? [] : [problem];
  });
}

/** csv-parse's on_record hook that counts the records read, for a progress report. */
export function countRecords<T>(onRead?: (rows: number) => void): ((record: T) => T) | undefined {
  if (!onRead) return undefined;
  let rows = 0;
  return (record) => {
    rows += 1;
    onRead(rows);
    return record;
  };
}
