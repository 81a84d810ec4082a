import type { CellValue } from '../../core';
import { utf8Length } from './payload';
import type { RangeAddress } from './Workbook';

/**
 * What a cell is taken to weigh in the answer before any has been read: a long description's worth (a
 * part number is 20 to 35 bytes of JSON). With the 4 MB budget, a column's first band is then about
 * 1,000 rows, so a BOM of hundreds of parts is read in one request.
 */
export const FIRST_BAND_CELL_BYTES = 4_000;

export interface ReadInBandsOptions {
  /** Most bytes of values JSON one answer should carry (DEFAULT_MAX_PAYLOAD_BYTES for the Excel adapter). */
  readonly maxPayloadBytes: number;
  /** Whether `error` is the host refusing an answer as too large (Excel on the web's ResponsePayloadSizeLimitExceeded). */
  readonly tooLarge: (error: unknown) => boolean;
}

/**
 * Reads `range` one band of whole rows at a time, so that no answer goes over Excel on the web's 5 MB
 * limit however many rows the range has, and returns the rows in order, as one read would.
 *
 * Excel tells nothing about a cell's size before sending it, so the bands follow what has been read: the
 * first is sized for cells of FIRST_BAND_CELL_BYTES, each later one for rows as large as the largest row
 * read so far. A row larger than any before can still push a band over the budget; the fifth of the
 * limit that the budget leaves free absorbs most of that, and when the host refuses the answer all the
 * same, the band is read again in halves. A single row refused that way is beyond what bands can help:
 * the host's error is thrown.
 */
export async function readInBands(
  range: RangeAddress,
  readBand: (band: RangeAddress) => Promise<CellValue[][]>,
  options: ReadInBandsOptions,
): Promise<CellValue[][]> {
  const { maxPayloadBytes, tooLarge } = options;
  const values: CellValue[][] = [];
  let bandRows = rowsPerBand(range.columnCount * FIRST_BAND_CELL_BYTES, maxPayloadBytes);
  let largestRowBytes = 0;
  while (values.length < range.rowCount) {
    const band: RangeAddress = {
      ...range,
      row: range.row + values.length,
      rowCount: Math.min(bandRows, range.rowCount - values.length),
    };
    let lines: CellValue[][];
    try {
      lines = await readBand(band);
    } catch (error) {
      if (!tooLarge(error) || band.rowCount === 1) throw error;
      bandRows = Math.ceil(band.rowCount / 2);
      continue;
    }
    // One by one: spreading a band of 100,000 rows into push() would overflow the call stack.
    for (const line of lines) {
      values.push(line);
      largestRowBytes = Math.max(largestRowBytes, utf8Length(JSON.stringify(line)));
    }
    bandRows = rowsPerBand(largestRowBytes, maxPayloadBytes);
  }
  return values;
}

/** How many rows of `rowBytes` each fit in one answer: "[" + rows joined by "," + "]"; at least one. */
function rowsPerBand(rowBytes: number, maxPayloadBytes: number): number {
  return Math.max(1, Math.floor((maxPayloadBytes - 2) / (rowBytes + 1)));
}
