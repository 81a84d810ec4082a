/**
 * The workbook port and its adapters: how the task pane writes tables into Excel (createExcelWorkbook)
 * or into memory (MemoryWorkbook: preview mode and tests), in requests that each stay under Excel on the
 * web's payload limit (writeTable).
 */
export type { CellAddress, RangeAddress, RangeContents, RowHighlight, Workbook } from './Workbook';
export { MemoryWorkbook, type MemoryCell, type MemoryWorkbookOptions } from './MemoryWorkbook';
export { createExcelWorkbook, type ExcelApi, type ExcelWorkbook, type OfficeApi } from './excelWorkbook';
export { writeTable, type WriteProgress, type WriteTableOptions, type WriteTableResult } from './writeTable';
export { type Chunk, planChunks } from './chunks';
export { addressA1, cellA1, columnLetters, rangeA1, sheetReference } from './a1';
export { EXCEL_COLUMNS, EXCEL_ROWS } from './grid';
export { MAX_SHEET_NAME, sheetNameProblem, uniqueSheetName } from './sheetName';
export { DEFAULT_MAX_PAYLOAD_BYTES, jsonBytes, type RequestCounts, utf8Length } from './payload';
export { CellEditModeError, type WorkbookAccess } from './errors/CellEditModeError';
export { InvalidRangeError } from './errors/InvalidRangeError';
export { OccupiedRangeError, occupiedBy } from './errors/OccupiedRangeError';
export { PartialWriteError, type PartialWriteReason } from './errors/PartialWriteError';
export { SelectionError } from './errors/SelectionError';
export { SheetNotFoundError } from './errors/SheetNotFoundError';
