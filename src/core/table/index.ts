export { MAX_CELL_TEXT, TRUNCATION_MARKER, type TextProtection } from './cellText';
export { type CellValue, type CellValueOptions, LIST_SEPARATOR, toCellValue } from './cellValue';
export { CATEGORY_COLUMN, type Table, type TableOptions, toTable } from './toTable';
