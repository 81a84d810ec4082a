import type { CellValue } from '../../core';
import { utf8Length } from './payload';

/** One request's block of a table: lines `line` to `line + lineCount - 1` (0 is the header), some or all columns. */
export interface Chunk {
  /** First line of the block: 0 is the header, n is data row n - 1. */
  readonly line: number;
  readonly lineCount: number;
  /** First column of the block, counted from the table's first column, and its width. */
  readonly column: number;
  readonly columnCount: number;
  readonly values: readonly (readonly CellValue[])[];
  /** UTF-8 bytes of the JSON of `values`: what the request carries. */
  readonly payloadBytes: number;
  /** Lines complete once this block is written: every line before this index. */
  readonly linesComplete: number;
}

/**
 * Cuts a table (header, then rows, all as wide as the header) into blocks for one request each, in
 * order, each carrying at most `maxPayloadBytes` of values JSON where that is possible:
 * - whole lines, as many as fit, the header in the first block;
 * - a line too big on its own (70 cells of up to 32,767 characters, 3 bytes each in UTF-8 for CJK text,
 *   can come to 6.9 MB) is cut by columns into blocks of one line;
 * - a single cell bigger than the budget (only with a budget below 200 KB: a cell's JSON is at most
 *   32,767 x 6 bytes, every character escaped) is written alone, over the budget: it cannot be cut.
 * Sizes are measured as the blocks are made, so planning a 50,000-row table costs one JSON.stringify per
 * row, spread over the writing.
 */
export function* planChunks(
  header: readonly CellValue[],
  rows: readonly (readonly CellValue[])[],
  maxPayloadBytes: number,
): Generator<Chunk> {
  const lineCount = rows.length + 1;
  const lineAt = (line: number): readonly CellValue[] => (line === 0 ? header : rows[line - 1]);
  const width = header.length;
  // The size of the line that did not fit the previous block, kept so it is not measured twice.
  let measured: { line: number; bytes: number } | undefined;
  const sizeOf = (line: number): number => {
    if (measured?.line === line) return measured.bytes;
    const bytes = utf8Length(JSON.stringify(lineAt(line)));
    measured = { line, bytes };
    return bytes;
  };

  let line = 0;
  while (line < lineCount) {
    // "[" + lines joined by "," + "]"
    let bytes = 2;
    let end = line;
    while (end < lineCount) {
      const next = bytes + sizeOf(end) + (end > line ? 1 : 0);
      if (next > maxPayloadBytes) break;
      bytes = next;
      end += 1;
    }
    if (end > line) {
      const values = line === 0 ? [header, ...rows.slice(0, end - 1)] : rows.slice(line - 1, end - 1);
      yield {
        line,
        lineCount: end - line,
        column: 0,
        columnCount: width,
        values,
        payloadBytes: bytes,
        linesComplete: end,
      };
      line = end;
    } else {
      yield* splitLine(lineAt(line), line, maxPayloadBytes);
      line += 1;
    }
  }
}

/** One line too big for a block, as blocks of adjacent cells; the last one completes the line. */
function* splitLine(cells: readonly CellValue[], line: number, maxPayloadBytes: number): Generator<Chunk> {
  let column = 0;
  while (column < cells.length) {
    // "[[" + cells joined by "," + "]]"
    let bytes = 4;
    let end = column;
    while (end < cells.length) {
      const next = bytes + utf8Length(JSON.stringify(cells[end])) + (end > column ? 1 : 0);
      if (next > maxPayloadBytes && end > column) break;
      bytes = next;
      end += 1;
      if (bytes > maxPayloadBytes) break;
    }
    yield {
      line,
      lineCount: 1,
      column,
      columnCount: end - column,
      values: [cells.slice(column, end)],
      payloadBytes: bytes,
      linesComplete: end === cells.length ? line + 1 : line,
    };
    column = end;
  }
}
