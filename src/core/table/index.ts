export { MAX_CELL_TEXT, sheetText, TRUNCATION_MARKER, type TextProtection } from './cellText';
export { type CellValue, type CellValueOptions, LIST_SEPARATOR, toCellValue } from './cellValue';
export { CATEGORY_COLUMN, type Table, type TableOptions, toTable } from './toTable';
export {
  DATE_FORMAT,
  dateSerialOf,
  ENGINEERING_FORMAT,
  GENERAL_FORMAT,
  INTEGER_FORMAT,
  type NumberUnits,
  type ProductSheetTable,
  type SheetTable,
  type SheetTableOptions,
  siNumberFormat,
  toSheetTable,
} from './sheetTable';
