import type { CellValue } from '../../../core';
import { checkCell, checkRange } from '../grid';
import type { RangeAddress, RowHighlight } from '../Workbook';
import { checkValue } from './checkValue';
import { displayNumber } from './displayNumber';
import { FORMULA, QUOTED } from './SheetCells';
import type { SheetChart, SheetModel } from './SheetModel';

/** One cell of a MemoryWorkbook as the preview grid and tests see it. */
export interface MemoryCell {
  /** Text without the quote prefix, a number, a boolean; for a formula, its text (formulas are not evaluated). */
  value: CellValue;
  /** Whether the text was written behind Excel's quote prefix (`'0603`). */
  quotePrefixed: boolean;
  /** The formula, `=` included, when the cell holds one. */
  formula?: string;
  numberFormat?: string;
}

/**
 * The preview grid's face of the in-memory workbook: what it draws (cells as Excel would show them, tables,
 * marks, charts), a change signal for React, and what the user does as they click and type. These are
 * synchronous, are no requests, and notify subscribers like any change. MemoryWorkbook adds the Workbook
 * port over the same SheetModel.
 */
export class MemoryPreview {
  protected readonly model: SheetModel;

  constructor(model: SheetModel) {
    this.model = model;
  }

  /** Goes up by one at every change, for React's useSyncExternalStore. */
  get version(): number {
    return this.model.version;
  }

  /**
   * The version of the last change to a cell of `row`: the same until something that row shows changes,
   * so that the preview grid draws again only the rows a job wrote, not every row at every chunk.
   */
  rowVersion(sheetName: string, row: number): number {
    return this.model.rowVersion(sheetName, row);
  }

  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    return this.model.subscribe(listener);
  }

  activeSheet(): string {
    return this.model.activeSheet().name;
  }

  /** The user clicks a sheet tab. */
  activate(sheetName: string): void {
    this.model.activate(this.model.sheet(sheetName));
    this.model.changed();
  }

  /** The user clicks or shift-clicks cells: selects them and shows their sheet. */
  setSelection(range: RangeAddress): void {
    checkRange(range);
    const sheet = this.model.sheet(range.sheet);
    this.model.activate(sheet);
    sheet.selection = { ...range, sheet: sheet.name };
    this.model.changed();
  }

  selection(): RangeAddress {
    return { ...this.model.activeSheet().selection };
  }

  /** From A1 to the last used row and column; 0 x 0 for an empty sheet. */
  sheetSize(sheetName: string): { rowCount: number; columnCount: number } {
    const used = this.model.sheet(sheetName).cells.used();
    return used ? { rowCount: used.bottom + 1, columnCount: used.right + 1 } : { rowCount: 0, columnCount: 0 };
  }

  /** The cell, or undefined when it is empty. */
  cell(sheetName: string, row: number, column: number): MemoryCell | undefined {
    const sheet = this.model.sheet(sheetName);
    const value = sheet.cells.value(row, column);
    if (value === '') return undefined;
    const kind = sheet.cells.kind(row, column);
    const numberFormat = sheet.formats.get(row, column);
    return {
      value,
      quotePrefixed: kind === QUOTED,
      ...(kind === FORMULA ? { formula: String(value) } : {}),
      ...(numberFormat !== undefined ? { numberFormat } : {}),
    };
  }

  /**
   * Roughly what Excel shows in the cell: a number under its number format (General, dates such as
   * yyyy-mm-dd, decimals such as 0.###), TRUE or FALSE, text as it is, a formula as its text.
   */
  displayText(sheetName: string, row: number, column: number): string {
    const sheet = this.model.sheet(sheetName);
    const value = sheet.cells.value(row, column);
    if (typeof value === 'number') return displayNumber(value, sheet.formats.get(row, column));
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    return value;
  }

  /** The tables' ranges, header included, oldest first. */
  tables(sheetName: string): readonly RangeAddress[] {
    return this.model.sheet(sheetName).tables.map((table) => ({ ...table.range }));
  }

  /** The tables' names (`Table1`, as Excel names them), in the order of `tables`. */
  tableNames(sheetName: string): readonly string[] {
    return this.model.sheet(sheetName).tables.map((table) => table.name);
  }

  /** PartSpec's conditional formats as Excel would list them, oldest first: the range and the formula of each. */
  conditionalFormats(sheetName: string): readonly { readonly range: RangeAddress; readonly formula: string }[] {
    return this.model.sheet(sheetName).rules.map((rule) => ({ range: { ...rule.range }, formula: rule.formula }));
  }

  /**
   * The mark that applies to a cell, found as Excel evaluates the conditional formats: the newest rule
   * over the cell whose key cell equals its text (without regard to case; a number never equals a text,
   * a formula is not evaluated and so equals nothing).
   */
  highlightAt(sheetName: string, row: number, column: number): RowHighlight | undefined {
    const sheet = this.model.sheet(sheetName);
    for (let index = sheet.rules.length - 1; index >= 0; index--) {
      const rule = sheet.rules[index];
      const { range } = rule;
      if (row < range.row || row >= range.row + range.rowCount) continue;
      if (column < range.column || column >= range.column + range.columnCount) continue;
      if (sheet.cells.kind(row, rule.keyColumn) === FORMULA) continue;
      const key = sheet.cells.value(row, rule.keyColumn);
      if (typeof key !== 'string') continue;
      if (rule.highlight.equals.toUpperCase() === key.toUpperCase()) return rule.highlight;
    }
    return undefined;
  }

  /** The charts of a sheet, in the order added (the preview draws them). */
  charts(sheetName: string): readonly SheetChart[] {
    return [...this.model.sheet(sheetName).charts];
  }

  /**
   * The user types into a cell: read as Excel reads typed input ("12" a number, "'x" the text x, "=..." a
   * formula, "" empties the cell).
   */
  setCellText(sheetName: string, row: number, column: number, text: string): void {
    const sheet = this.model.sheet(sheetName);
    checkCell({ sheet: sheet.name, row, column });
    checkValue(text, { sheet: sheet.name, row, column });
    this.model.store(sheet, row, column, text);
    this.model.changed(sheet, row, 1);
  }

  /** The cells from A1 to the end of the used extent, as values (text without its quote prefix). */
  values(sheetName: string): CellValue[][] {
    const sheet = this.model.sheet(sheetName);
    const { rowCount, columnCount } = this.sheetSize(sheetName);
    const values: CellValue[][] = [];
    for (let row = 0; row < rowCount; row++) {
      const line: CellValue[] = new Array(columnCount);
      for (let column = 0; column < columnCount; column++) line[column] = sheet.cells.value(row, column);
      values.push(line);
    }
    return values;
  }
}
