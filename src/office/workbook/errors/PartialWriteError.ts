import { isPartSpecErrorNamed, PartSpecError } from '../../../core';
import { rangeA1 } from '../a1';
import type { RangeAddress } from '../Workbook';
import { isCellEditModeError } from './CellEditModeError';

const COUNT = new Intl.NumberFormat('en-US');

/**
 * Why Excel stopped the writing: `cellEditMode` when the user was editing a cell (it goes through once they
 * press Enter or Esc), `refused` for any other refusal, which `cause` tells.
 */
export type PartialWriteReason = 'cellEditMode' | 'refused';

/**
 * Excel refused a request in the middle of writing a table. What was written is a consistent prefix: the
 * header and `rowsWritten` complete rows in `range`, given their number formats and made a table (best
 * effort, as far as Excel still allowed). `cause` is Excel's error.
 */
export class PartialWriteError extends PartSpecError {
  override readonly name = 'PartialWriteError';
  /** Data rows written completely, header not counted. */
  readonly rowsWritten: number;
  readonly totalRows: number;
  /** Whether the header row is in place; false when the very first request failed. */
  readonly headerWritten: boolean;
  /** What was written: the header and the complete rows (the header row alone when no row was). */
  readonly range: RangeAddress;
  readonly reason: PartialWriteReason;
  /** What Excel said when it refused, without a final period: its error's message. */
  readonly excelSaid: string;

  constructor(details: {
    rowsWritten: number;
    totalRows: number;
    headerWritten: boolean;
    range: RangeAddress;
    cause: unknown;
  }) {
    const reason: PartialWriteReason = isCellEditModeError(details.cause) ? 'cellEditMode' : 'refused';
    const excelSaid = messageOf(details.cause);
    super(reason === 'cellEditMode' ? cellEditModeMessage(details) : refusedMessage(details, excelSaid), {
      cause: details.cause,
    });
    this.rowsWritten = details.rowsWritten;
    this.totalRows = details.totalRows;
    this.headerWritten = details.headerWritten;
    this.range = details.range;
    this.reason = reason;
    this.excelSaid = excelSaid;
  }
}

/** Whether `value` is a PartialWriteError, also one made by another copy of PartSpec's code. */
export function isPartialWriteError(value: unknown): value is PartialWriteError {
  return isPartSpecErrorNamed<PartialWriteError>(value, 'PartialWriteError');
}

type Written = Pick<PartialWriteError, 'rowsWritten' | 'totalRows' | 'headerWritten' | 'range'>;

/** Every value is in place; what failed is the finishing (number formats, table, selection). */
function allWritten(details: Written): boolean {
  return details.headerWritten && details.totalRows > 0 && details.rowsWritten === details.totalRows;
}

/** `Sheet1!A1:C101 holds the header and the first 100 of 2,345 rows, each complete`. */
function prefixWritten(details: Written): string {
  return `${rangeA1(details.range)} holds the header and the first ${COUNT.format(details.rowsWritten)} of ${COUNT.format(details.totalRows)} rows, each complete`;
}

/** A thrown value's message without its final period, so that a sentence can go on after it. */
function messageOf(cause: unknown): string {
  return (cause instanceof Error ? cause.message : String(cause)).replace(/[.\s]+$/, '');
}

function refusedMessage(details: Written, reason: string): string {
  if (allWritten(details)) {
    return `All ${COUNT.format(details.totalRows)} rows were written to ${rangeA1(details.range)}, but Excel refused to format them or make them a table. Excel said: ${reason}. The values are complete; use Insert > Table for filter buttons.`;
  }
  return `Excel stopped the writing of the table: ${
    details.headerWritten ? prefixWritten(details) : 'nothing was written'
  }. Excel said: ${reason}. Write the table again (allowing PartSpec to replace what is there) to get every row.`;
}

/** Nothing is wrong but the moment: the advice is to leave the cell and write again. */
function cellEditModeMessage(details: Written): string {
  if (allWritten(details)) {
    return `All ${COUNT.format(details.totalRows)} rows were written to ${rangeA1(details.range)}, but a cell is being edited in Excel, so Excel refused to format them or make them a table. The values are complete: press Enter or Esc, then try again to get the formats and the table.`;
  }
  if (!details.headerWritten) {
    return 'A cell is being edited in Excel, so Excel refused the table and nothing was written: press Enter or Esc, then try again.';
  }
  return `A cell is being edited in Excel, so Excel stopped the writing of the table: ${prefixWritten(details)}. Press Enter or Esc, then try again (allowing PartSpec to replace what is there) to get every row.`;
}
