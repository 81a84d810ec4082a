/** Rows `start` (inclusive) to `end` (exclusive) of one column share `format`. */
interface Run {
  start: number;
  end: number;
  format: string;
}

/**
 * The number formats of one sheet, as runs of rows per column. PartSpec sets one format per column over
 * tens of thousands of rows; keeping a run rather than a format per cell keeps that one small object,
 * and a later format over part of a run splits it.
 */
export class ColumnFormats {
  private readonly columns = new Map<number, Run[]>();

  /** Sets `format` on rows `start` to `end` (exclusive) of `column`; 'General' removes the format. */
  set(column: number, start: number, end: number, format: string): void {
    const runs = this.columns.get(column) ?? [];
    const kept: Run[] = [];
    for (const run of runs) {
      if (run.end <= start || run.start >= end) kept.push(run);
      else {
        if (run.start < start) kept.push({ start: run.start, end: start, format: run.format });
        if (run.end > end) kept.push({ start: end, end: run.end, format: run.format });
      }
    }
    if (format !== '' && format.toLowerCase() !== 'general') kept.push({ start, end, format });
    kept.sort((a, b) => a.start - b.start);
    if (kept.length === 0) this.columns.delete(column);
    else this.columns.set(column, kept);
  }

  /** The format of a cell, undefined for General. */
  get(row: number, column: number): string | undefined {
    const runs = this.columns.get(column);
    if (!runs) return undefined;
    let low = 0;
    let high = runs.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const run = runs[middle];
      if (row < run.start) high = middle - 1;
      else if (row >= run.end) low = middle + 1;
      else return run.format;
    }
    return undefined;
  }
}
