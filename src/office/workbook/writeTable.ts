import type { CellValue, SheetTable } from '../../core';
import { type Chunk, planChunks } from './chunks';
import { isCellEditModeError } from './errors/CellEditModeError';
import { OccupiedRangeError } from './errors/OccupiedRangeError';
import { PartialWriteError } from './errors/PartialWriteError';
import { checkRange } from './grid';
import { DEFAULT_MAX_PAYLOAD_BYTES, jsonBytes } from './payload';
import type { CellAddress, RangeAddress, Workbook } from './Workbook';

export interface WriteProgress {
  /** Data rows written completely so far (header not counted). */
  readonly rowsWritten: number;
  readonly totalRows: number;
  /** Requests made so far, the emptiness check included. */
  readonly requests: number;
}

export interface WriteTableOptions {
  /**
   * Write over cells that hold something or belong to an Excel table. Default false: OccupiedRangeError,
   * and nothing written.
   */
  overwrite?: boolean;
  /** Checked between two requests; an abort stops the writing at a row boundary (see writeTable). */
  signal?: AbortSignal;
  onProgress?: (progress: WriteProgress) => void;
  /** Most bytes of values JSON in one request. Default the workbook's own (Workbook.maxPayloadBytes), else DEFAULT_MAX_PAYLOAD_BYTES. */
  maxPayloadBytes?: number;
  /** Make the block an Excel table with filter buttons. Default true. */
  asTable?: boolean;
  /** Select the block at the end, so that the user sees it. Default true. */
  select?: boolean;
}

export interface WriteTableResult {
  /** false when the signal stopped the writing: then `range` holds the header and the first `rowsWritten` rows. */
  readonly complete: boolean;
  /** Data rows written completely (header not counted). */
  readonly rowsWritten: number;
  /** What was written: the header and `rowsWritten` rows. */
  readonly range: RangeAddress;
  /** Requests writeTable made, emptiness check, formats, table and selection included. */
  readonly requests: number;
  /** The largest payload among them (UTF-8 bytes of values or formats JSON). */
  readonly largestPayloadBytes: number;
}

/**
 * Writes a table (header, rows, a number format per column) with its top-left cell at `at`, in requests
 * that each stay under `maxPayloadBytes`, in this order:
 * 1. unless `overwrite`, one request to check that the target (header and rows) holds no value and
 *    overlaps no Excel table (Workbook.contents): else OccupiedRangeError, and nothing is written. A table's
 *    empty rows count: the table over the block would undo the user's table (see addTable);
 * 2. the values, in chunks (see planChunks), the header in the first, each with calculation suspended;
 * 3. one recalculation, for formulas that depend on the cells written;
 * 4. the number formats, one request, over the data rows (the header keeps its own);
 * 5. an Excel table over header and rows (unless `asTable` is false);
 * 6. the selection of the block (unless `select` is false).
 * Formats and table come after the values so that each applies once to the whole block, rather than once
 * per chunk.
 *
 * The signal is checked before the first request and between chunks, never inside a row cut by columns:
 * - aborted before anything was written: rejects with the signal's reason, the sheet untouched;
 * - aborted later: the rows written get their formats, table and selection, so the sheet holds a
 *   consistent block, and the result says `complete: false`.
 * When Excel refuses a request, the written prefix is finished the same way as far as Excel allows (and
 * the cells of a row cut by columns that were written are emptied again), then PartialWriteError is
 * thrown, with the prefix and Excel's error as its cause. A user editing a cell makes Excel refuse every
 * request, the emptiness check included: that too is a PartialWriteError (`reason: 'cellEditMode'`), with
 * nothing written when it came before the first row.
 *
 * A table without rows is written as its header alone, without an Excel table: Excel gives a new table at
 * least one data row, and would add an empty one under the header, in a cell nobody checked was free.
 *
 * @throws InvalidRangeError when the table would not fit in Excel's grid at `at` (nothing is written).
 * @throws RangeError when a row is not as long as the header, or there are more formats than columns.
 */
export async function writeTable(
  workbook: Workbook,
  at: CellAddress,
  table: SheetTable,
  options: WriteTableOptions = {},
): Promise<WriteTableResult> {
  const { header, rows } = table;
  const width = header.length;
  if (width === 0) throw new RangeError('A table needs at least one column.');
  rows.forEach((row, index) => {
    if (row.length !== width) {
      throw new RangeError(`Row ${index + 1} of the table has ${row.length} values; the header has ${width}.`);
    }
  });
  if (table.numberFormats.length > width) {
    throw new RangeError(`The table has ${table.numberFormats.length} number formats for ${width} columns.`);
  }
  const maxPayloadBytes = options.maxPayloadBytes ?? workbook.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
  if (!(maxPayloadBytes > 0)) throw new RangeError(`maxPayloadBytes must be above 0, not ${maxPayloadBytes}.`);
  const target: RangeAddress = { ...at, rowCount: rows.length + 1, columnCount: width };
  checkRange(target);
  const { signal } = options;
  signal?.throwIfAborted();

  let requests = 0;
  let largestPayloadBytes = 0;
  const sent = (payloadBytes: number): void => {
    requests += 1;
    largestPayloadBytes = Math.max(largestPayloadBytes, payloadBytes);
  };

  const totalRows = rows.length;
  if (!options.overwrite) {
    sent(0);
    const contents = await workbook.contents(target).catch((cause: unknown) => {
      // Said as a write refused before its first row, which is what it is to the user: nothing written,
      // and the same advice.
      if (isCellEditModeError(cause)) {
        throw new PartialWriteError({
          rowsWritten: 0,
          totalRows,
          headerWritten: false,
          range: { ...target, rowCount: 1 },
          cause,
        });
      }
      throw cause;
    });
    if (contents.values || contents.tables.length > 0) throw new OccupiedRangeError(target, contents);
    signal?.throwIfAborted();
  }

  let linesComplete = 0;
  const prefix = (): RangeAddress => ({ ...target, rowCount: Math.max(linesComplete, 1) });
  const finish = async (): Promise<void> => {
    const rowsWritten = Math.max(linesComplete - 1, 0);
    if (linesComplete > 0) {
      sent(0);
      await workbook.recalculate();
    }
    if (rowsWritten === 0) {
      if (linesComplete > 0 && options.select !== false) {
        sent(0);
        await workbook.select(prefix());
      }
      return;
    }
    const formats = Array.from({ length: width }, (_, column) => table.numberFormats[column]);
    if (formats.some((format) => format !== undefined)) {
      sent(jsonBytes(formats));
      await workbook.setNumberFormats({ ...target, row: target.row + 1, rowCount: rowsWritten }, formats);
    }
    if (options.asTable !== false) {
      // Over a table of the user's only with `overwrite`, i.e. their consent (the pane asked after an
      // OccupiedRangeError that named the table): addTable then makes theirs a plain range, since Excel
      // allows no table to overlap another and the values written already stand where it was.
      sent(0);
      await workbook.addTable(prefix());
    }
    if (options.select !== false) {
      sent(0);
      await workbook.select(prefix());
    }
  };

  // The chunk whose request failed, and whether the values were all written (or stopped) and the block
  // is being finished: a failure then is not followed by a second attempt to finish.
  let failed: Chunk | undefined;
  let finishing = false;
  let first = true;
  try {
    for (const chunk of planChunks(header, rows, maxPayloadBytes)) {
      // Only at a row boundary, so that a stop never leaves half a row.
      if (!first && chunk.column === 0 && signal?.aborted) {
        finishing = true;
        await finish();
        return result(false);
      }
      first = false;
      sent(chunk.payloadBytes);
      try {
        await workbook.writeValues(
          { sheet: at.sheet, row: at.row + chunk.line, column: at.column + chunk.column },
          chunk.values,
        );
      } catch (cause) {
        failed = chunk;
        throw cause;
      }
      if (chunk.linesComplete !== linesComplete) {
        linesComplete = chunk.linesComplete;
        options.onProgress?.({ rowsWritten: Math.max(linesComplete - 1, 0), totalRows, requests });
      }
    }
    finishing = true;
    await finish();
    return result(true);
  } catch (cause) {
    if (failed && failed.column > 0) {
      // The first cells of a row cut by columns were written before the failure: empty them again.
      const { line, column } = failed;
      await bestEffort(() =>
        workbook.writeValues({ sheet: at.sheet, row: at.row + line, column: at.column }, [
          new Array<CellValue>(column).fill(''),
        ]),
      );
    }
    if (!finishing) await bestEffort(finish);
    throw new PartialWriteError({
      rowsWritten: Math.max(linesComplete - 1, 0),
      totalRows,
      headerWritten: linesComplete > 0,
      range: prefix(),
      cause,
    });
  }

  function result(complete: boolean): WriteTableResult {
    return {
      complete,
      rowsWritten: Math.max(linesComplete - 1, 0),
      range: prefix(),
      requests,
      largestPayloadBytes,
    };
  }
}

async function bestEffort(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch {
    // Excel refused this too; the error thrown is the first one, which says why the writing stopped.
  }
}
