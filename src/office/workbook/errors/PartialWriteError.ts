import { PartSpecError } from '../../../core';
import { rangeA1 } from '../a1';
import type { RangeAddress } from '../Workbook';

const COUNT = new Intl.NumberFormat('en-US');

/**
 * Excel refused a request in the middle of writing a table. What was written is a consistent prefix: the
 * header and `rowsWritten` complete rows in `range`, given their number formats and made a table (best
 * effort, as far as Excel still allowed). `cause` is Excel's error.
 */
export class PartialWriteError extends PartSpecError {
  /** Data rows written completely, header not counted. */
  readonly rowsWritten: number;
  readonly totalRows: number;
  /** Whether the header row is in place; false when the very first request failed. */
  readonly headerWritten: boolean;
  /** What was written: the header and the complete rows (the header row alone when no row was). */
  readonly range: RangeAddress;

  constructor(details: {
    rowsWritten: number;
    totalRows: number;
    headerWritten: boolean;
    range: RangeAddress;
    cause: unknown;
  }) {
    const reason = (details.cause instanceof Error ? details.cause.message : String(details.cause)).replace(
      /[.\s]+$/,
      '',
    );
    const where = rangeA1(details.range);
    const message =
      details.headerWritten && details.totalRows > 0 && details.rowsWritten === details.totalRows
        ? // Every value is in place; what failed is the finishing (number formats, table, selection).
          `All ${COUNT.format(details.totalRows)} rows were written to ${where}, but Excel refused to format them or make them a table. Excel said: ${reason}. The values are complete; use Insert > Table for filter buttons.`
        : `Excel stopped the writing of the table: ${
            details.headerWritten
              ? `${where} holds the header and the first ${COUNT.format(details.rowsWritten)} of ${COUNT.format(details.totalRows)} rows, each complete`
              : 'nothing was written'
          }. Excel said: ${reason}. Write the table again (allowing PartSpec to replace what is there) to get every row.`;
    super(message, { cause: details.cause });
    this.rowsWritten = details.rowsWritten;
    this.totalRows = details.totalRows;
    this.headerWritten = details.headerWritten;
    this.range = details.range;
  }
}
