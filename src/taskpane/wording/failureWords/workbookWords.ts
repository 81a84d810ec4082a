import {
  type CellEditModeError,
  isCellEditModeError,
  type OccupiedRangeError,
  type PartialWriteError,
  type RangeContents,
  rangeA1,
} from '../../../office/workbook';
import { t } from '../../i18n/i18n';
import { listed, sentences } from './text';

// The pane's words for the workbook's failures: a cell being edited, a write Excel refused, a place taken.

/**
 * Excel answers no add-in while a cell is being edited (CellEditModeError, or a PartialWriteError for that
 * reason): what was done, from the error's fields, and how to go on.
 */
export function cellEditModeWords(error: CellEditModeError | PartialWriteError): string {
  return sentences(cellEditModeDone(error), t('errors.cellEdit.leave'));
}

function cellEditModeDone(error: CellEditModeError | PartialWriteError): string {
  if (isCellEditModeError(error)) {
    return error.access === 'read' ? t('errors.cellEdit.read') : t('errors.cellEdit.write');
  }
  const range = rangeA1(error.range);
  if (!error.headerWritten) return t('errors.cellEdit.nothingWritten');
  if (allWritten(error)) return t('errors.cellEdit.allWritten', { total: error.totalRows, range });
  return t('errors.cellEdit.stopped', { range, written: error.rowsWritten, total: error.totalRows });
}

function allWritten(error: PartialWriteError): boolean {
  return error.headerWritten && error.totalRows > 0 && error.rowsWritten === error.totalRows;
}

/** Excel refused a write for another reason than a cell being edited: what is in place, what Excel said. */
export function refusedWriteWords(error: PartialWriteError): string {
  const range = rangeA1(error.range);
  const { excelSaid } = error;
  if (allWritten(error)) return t('errors.refusedWrite.allWritten', { total: error.totalRows, range, excelSaid });
  return error.headerWritten
    ? t('errors.refusedWrite.stopped', { range, written: error.rowsWritten, total: error.totalRows, excelSaid })
    : t('errors.refusedWrite.nothingWritten', { excelSaid });
}

/**
 * What `range` holds that keeps PartSpec from writing there, as a clause: `Sheet1!A1:C4 holds values and
 * overlaps the Excel table "Parts"`. For the pane's questions and summaries about occupied cells.
 */
export function occupiedText(range: string, contents: RangeContents): string {
  const { tables } = contents;
  if (tables.length === 0) return t('errors.contents.values', { range });
  const names = listed(tables.map((name) => t('errors.quoted', { value: name })));
  const values = { range, tables: names, count: tables.length };
  return contents.values ? t('errors.contents.valuesAndTables', values) : t('errors.contents.tables', values);
}

export function occupiedWords(error: OccupiedRangeError): string {
  const range = rangeA1(error.range);
  if (error.tables.length === 0) return t('errors.occupied.values', { range });
  return t('errors.occupied.tables', {
    contents: occupiedText(range, { values: error.holdsValues, tables: error.tables }),
    count: error.tables.length,
  });
}
