/** A one-line progress bar on a terminal; on a pipe or a log file, a line per quarter. */
export function progressBar(stream: NodeJS.WritableStream & { isTTY?: boolean }, label: string) {
  const width = 30;
  let lastQuarter = -1;
  return {
    update(done: number, total: number): void {
      const share = total === 0 ? 1 : done / total;
      if (stream.isTTY) {
        const filled = Math.round(share * width);
        stream.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round(share * 100)} % ${done}/${total}`);
        if (done >= total) stream.write('\n');
        return;
      }
      const quarter = Math.floor(share * 4);
      if (quarter !== lastQuarter) {
        lastQuarter = quarter;
        stream.write(`${label}: ${Math.round(share * 100)} % (${done}/${total})\n`);
      }
    },
  };
}
