/**
 * The workbook port and its adapters: how the task pane writes tables into Excel (ExcelWorkbook)
 * or into memory (MemoryWorkbook: preview mode and tests), in requests that each stay under Excel on the
 * web's payload limit (writeTable).
 */
export type { CellAddress, RangeAddress, RangeContents, RowHighlight, Workbook } from './Workbook';
export { MemoryWorkbook, type MemoryWorkbookOptions, PREVIEW_MAX_PAYLOAD_BYTES } from './MemoryWorkbook';
export { type MemoryCell, MemoryPreview } from './memory/MemoryPreview';
export type { SheetChart } from './memory/SheetModel';
export { ExcelWorkbook } from './ExcelWorkbook';
export type { ExcelApi, OfficeApi } from './excel/ExcelSession';
export { writeTable, type WriteProgress, type WriteTableOptions, type WriteTableResult } from './writeTable';
export { type Chunk, planChunks } from './chunks';
export { addressA1, cellA1, columnLetters, rangeA1, sheetReference } from './a1';
export { EXCEL_COLUMNS, EXCEL_ROWS } from './grid';
export { displayNumber } from './memory/displayNumber';
export { MAX_SHEET_NAME, sheetNameProblem, uniqueSheetName } from './sheetName';
export { DEFAULT_MAX_PAYLOAD_BYTES, jsonBytes, utf8Length } from './payload';
export type { RequestCounts } from './RequestMeter';
export { CellEditModeError, isCellEditModeError, type WorkbookAccess } from './errors/CellEditModeError';
export { InvalidRangeError, isInvalidRangeError } from './errors/InvalidRangeError';
export { isOccupiedRangeError, OccupiedRangeError, occupiedBy } from './errors/OccupiedRangeError';
export { isPartialWriteError, PartialWriteError, type PartialWriteReason } from './errors/PartialWriteError';
export { isRecordTooLargeError, RecordTooLargeError } from './errors/RecordTooLargeError';
export { isSelectionError, SelectionError } from './errors/SelectionError';
export { isSheetNotFoundError, SheetNotFoundError } from './errors/SheetNotFoundError';
export {
  forgetTableRecord,
  newTableId,
  readTableRecords,
  saveTableRecord,
  TABLE_RECORDS,
  type TableRecord,
  type TableSource,
} from './records/tableRecords';
export { bomKey, type BomHistorySaved, type BomReading, readBomReading, saveBomReading } from './records/bomHistory';
export { BOM_HISTORY_INDEX, BOM_READINGS_KEPT } from './records/bomHistoryIndex';
export { LEGACY_BOM_HISTORY } from './records/legacyBomHistory';
export { MAX_RECORD_PART_BYTES } from './records/recordParts';
export type { SeenChange, SeenChanges } from './records/seenChanges';
export {
  FILL_DECISIONS,
  type FillDecision,
  type FillDecisions,
  fillKey,
  readFillDecisions,
  saveFillDecisions,
} from './records/fillDecisions';
