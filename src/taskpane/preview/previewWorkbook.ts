import type { CellValue } from '../../core';
import type { RangeAddress, RowHighlight, SheetChart } from '../../office/workbook';
import type { CalculatedValue } from './formulas/calculatedValue';

/** One cell as the preview shows and edits it. */
export interface PreviewCell {
  readonly value: CellValue;
  /** Text that keeps a leading `'` in Excel's formula bar: typed text that would otherwise be a number or formula. */
  readonly quotePrefixed: boolean;
  readonly formula?: string;
  readonly numberFormat?: string;
  /** A PART formula's answer in this cell (its own, or spilled from `spilledFrom`): what the cell shows. */
  readonly calculated?: CalculatedValue;
  /** The cell of the formula whose answer spilled into this one. */
  readonly spilledFrom?: { readonly row: number; readonly column: number };
  /** A formula that is not a PART function: kept as typed, not calculated in preview mode. */
  readonly notCalculated?: boolean;
}

/**
 * What the preview grid needs of the in-memory workbook (office/workbook's MemoryWorkbook): its state
 * for drawing, a change signal, and the user's own edits. Named here so the grid depends on no more.
 */
export interface PreviewWorkbook {
  /** Grows at every change, for useSyncExternalStore. */
  readonly version: number;
  subscribe(listener: () => void): () => void;
  sheetNames(): Promise<string[]>;
  activeSheet(): string;
  activate(sheet: string): unknown;
  selection(): RangeAddress;
  setSelection(range: RangeAddress): unknown;
  sheetSize(sheet: string): { rowCount: number; columnCount: number };
  /** Changes when something a row's cells show changes, and only then: a row is drawn again when it does. */
  rowVersion(sheet: string, row: number): number;
  cell(sheet: string, row: number, column: number): PreviewCell | undefined;
  displayText(sheet: string, row: number, column: number): string;
  highlightAt(sheet: string, row: number, column: number): RowHighlight | undefined;
  /** The sheet's charts, in the order added: drawn under the grid from their data's cells. */
  charts(sheet: string): readonly SheetChart[];
  /** What a user typed into a cell: a number, a formula, `'text`, or text. */
  setCellText(sheet: string, row: number, column: number, text: string): unknown;
}

/** The text a cell shows while it is edited: what was typed to make it, as Excel's formula bar shows it. */
export function editText(cell: PreviewCell | undefined): string {
  if (!cell) return '';
  if (cell.formula) return cell.formula;
  if (typeof cell.value === 'boolean') return cell.value ? 'TRUE' : 'FALSE';
  const text = String(cell.value);
  return cell.quotePrefixed ? `'${text}` : text;
}
