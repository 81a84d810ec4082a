import type { CellValue } from '../../../core';
import { SheetNotFoundError } from '../errors/SheetNotFoundError';
import { sameSheetName, sheetNameProblem } from '../sheetName';
import type { RangeAddress, RowHighlight } from '../Workbook';
import { ColumnFormats } from './ColumnFormats';
import { type CellKind, FORMULA, PLAIN, QUOTED, SheetCells } from './SheetCells';
import { typedInput } from './typedInput';

/** One conditional format, as Excel keeps them: one custom rule per highlight, with the formula written. */
export interface HighlightRule {
  readonly range: RangeAddress;
  readonly keyColumn: number;
  readonly formula: string;
  readonly highlight: RowHighlight;
}

export interface SheetTable {
  readonly name: string;
  readonly range: RangeAddress;
}

/**
 * A column chart as addChart made it: of `data` (its first column the categories, its first row the series'
 * names), titled, over the cells of `at`. It keeps only where its data is, as Excel's does: drawn, it shows
 * what those cells hold then.
 */
export interface SheetChart {
  readonly data: RangeAddress;
  readonly title: string;
  readonly at: RangeAddress;
}

/** One sheet of the model: its cells and formats, and what Excel keeps beside them. */
export interface MemorySheet {
  name: string;
  readonly cells: SheetCells;
  readonly formats: ColumnFormats;
  tables: SheetTable[];
  /** Oldest first: the last has the highest priority, as Excel puts each new rule first. */
  rules: HighlightRule[];
  /** In the order added; they go with their sheet, as Excel's do. */
  readonly charts: SheetChart[];
  selection: RangeAddress;
  /** By row: the model's version when a cell of the row last changed (what it holds, its format, its marks). */
  readonly rowVersions: number[];
  /** The version of the last change that may reach any row of the sheet. */
  everyRowVersion: number;
}

/**
 * The in-memory workbook's state, shared by its two faces (the Workbook port, MemoryWorkbook, and the
 * preview grid's, MemoryPreview): the sheets in tab order, the active one, the records, and a version that
 * goes up at every change, by sheet and by row, with the subscribers told of each.
 */
export class SheetModel {
  /** In tab order. */
  readonly sheets: MemorySheet[] = [];
  /** Workbook.readRecord's texts, by name: in Excel, custom XML parts of the file. */
  readonly records = new Map<string, string>();
  private activeIndex = 0;
  private changeCount = 0;
  /** Excel names new tables Table1, Table2, ... across the workbook. */
  private tableCount = 0;
  private readonly listeners = new Set<() => void>();

  /** `names`: the sheets, in tab order; the first is active. */
  constructor(names: readonly string[]) {
    if (names.length === 0) throw new RangeError('A workbook has at least one sheet.');
    for (const name of names) {
      const problem = sheetNameProblem(name);
      if (problem) throw new RangeError(`"${name}" cannot be a sheet name: ${problem}.`);
      if (this.sheets.some((sheet) => sameSheetName(sheet.name, name))) {
        throw new RangeError(`There can be only one sheet named "${name}" (Excel ignores case in sheet names).`);
      }
      this.sheets.push(newSheet(name));
    }
  }

  /** Goes up by one at every change. */
  get version(): number {
    return this.changeCount;
  }

  /** The version of the last change to a cell of `row`. */
  rowVersion(sheetName: string, row: number): number {
    const sheet = this.sheet(sheetName);
    return Math.max(sheet.everyRowVersion, sheet.rowVersions[row] ?? 0);
  }

  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  sheet(name: string): MemorySheet {
    // The exact name first: the preview grid asks for each cell it draws, by the name it was given.
    const sheet =
      this.sheets.find((candidate) => candidate.name === name) ??
      this.sheets.find((candidate) => sameSheetName(candidate.name, name));
    if (!sheet) throw new SheetNotFoundError(name);
    return sheet;
  }

  activeSheet(): MemorySheet {
    return this.sheets[this.activeIndex];
  }

  /** Shows `sheet`, as a click on its tab does. */
  activate(sheet: MemorySheet): void {
    this.activeIndex = this.sheets.indexOf(sheet);
  }

  /** Adds a sheet of that name (unique already) at the end, and shows it. */
  addSheet(name: string): void {
    this.sheets.push(newSheet(name));
    this.activeIndex = this.sheets.length - 1;
  }

  removeSheet(sheet: MemorySheet): void {
    const index = this.sheets.indexOf(sheet);
    const active = this.sheets[this.activeIndex];
    this.sheets.splice(index, 1);
    // Excel shows the sheet to the right of a deleted active sheet, or the one to its left when it was the last.
    this.activeIndex = active === sheet ? Math.min(index, this.sheets.length - 1) : this.sheets.indexOf(active);
  }

  /** The name Excel gives the next table: Table1, Table2, ... across the workbook. */
  nextTableName(): string {
    this.tableCount += 1;
    return `Table${this.tableCount}`;
  }

  /** Keeps a value written or typed into a cell, read as Excel (en-US) reads typed input. */
  store(sheet: MemorySheet, row: number, column: number, value: CellValue): void {
    if (typeof value !== 'string') {
      sheet.cells.set(row, column, value, PLAIN);
      return;
    }
    // The common case first: core's tables quote-prefix every text.
    if (value.length > 1 && value.startsWith("'")) {
      sheet.cells.set(row, column, value.slice(1), QUOTED);
      return;
    }
    const format = sheet.formats.get(row, column);
    const typed = typedInput(value, format);
    const kind: CellKind = typed.formula !== undefined ? FORMULA : typed.quotePrefixed ? QUOTED : PLAIN;
    sheet.cells.set(row, column, typed.value, kind);
    // Excel gives a General cell the format the input implied (a percentage, a date), never another one.
    if (typed.numberFormat !== undefined && format === undefined) {
      sheet.formats.set(column, row, row + 1, typed.numberFormat);
    }
  }

  /**
   * Counts a change and tells the subscribers. With a sheet, the change reached its cells: `rowCount` rows
   * from `row`, or every row when no row is given (rowVersion); without, nothing any cell shows changed
   * (the selection, a sheet added, a record).
   */
  changed(sheet?: MemorySheet, row?: number, rowCount = 1): void {
    this.changeCount += 1;
    if (sheet && row === undefined) sheet.everyRowVersion = this.changeCount;
    else if (sheet && row !== undefined) {
      for (let changed = row; changed < row + rowCount; changed++) sheet.rowVersions[changed] = this.changeCount;
    }
    for (const listener of [...this.listeners]) listener();
  }
}

function newSheet(name: string): MemorySheet {
  return {
    name,
    cells: new SheetCells(),
    formats: new ColumnFormats(),
    tables: [],
    rules: [],
    charts: [],
    selection: { sheet: name, row: 0, column: 0, rowCount: 1, columnCount: 1 },
    rowVersions: [],
    everyRowVersion: 0,
  };
}
