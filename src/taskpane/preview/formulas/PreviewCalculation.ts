import type { CustomFunction } from '../../../office/functionAssociations';
import { cellA1, rangeA1, sheetReference } from '../../../office/workbook';
import { type CalculatedValue, type CellError, type FormulaProblem, resultGrid } from './calculatedValue';
import { callArguments, type FunctionMetadata } from './callArguments';
import { type FormulaReading, type FormulaReference, readFormula } from './readFormula';
import { spillBlocker } from './spillArea';

/** What the calculation reads of the in-memory workbook: its cells as typed (a formula as its text). */
export interface FormulaSheets {
  cell(sheet: string, row: number, column: number): { readonly value: unknown; readonly formula?: string } | undefined;
  sheetSize(sheet: string): { rowCount: number; columnCount: number };
  subscribe(listener: () => void): () => void;
}

export interface PreviewCalculationOptions {
  /** The function associated with an id (`SPEC`): the very function Excel is given (office/functionAssociations). */
  readonly functionOf: (id: string) => CustomFunction | undefined;
  /** functions.json: how each function takes its arguments. Asked once, at the first formula. */
  readonly metadata: () => Promise<readonly FunctionMetadata[]>;
}

/** A cell's share of a formula's answer, as the grid shows it. */
export interface CalculatedCell {
  readonly value: CalculatedValue;
  /** The formula's cell, when this cell is not it (a cell the answer spilled into). */
  readonly spilledFrom?: { readonly row: number; readonly column: number };
  /** A formula that is not a PART function: kept as typed, not calculated. */
  readonly notCalculated?: boolean;
}

/** What Excel passes a function last: where it is, and for a cancelable one, where to say it was cancelled. */
interface Invocation {
  readonly address: string;
  readonly functionName: string;
  readonly isInValuePreview: false;
  onCanceled?: () => void;
}

interface Formula {
  readonly sheet: string;
  readonly row: number;
  readonly column: number;
  readonly reading: FormulaReading;
  /** The answer, rows of cells; undefined while the first call is on its way. */
  result?: CalculatedValue[][];
  /** The values of its references when it was last called: it is called again when they change. */
  inputs?: string;
  /** The call on its way, if any: cancelled when the cell is edited or calculated again. */
  pending?: Invocation;
}

/** Excel shows this while a custom function's answer is on its way. */
const BUSY: CellError = { error: '#BUSY!' };

const key = (sheet: string, row: number, column: number): string => `${sheet}\u0000${row}\u0000${column}`;

/**
 * PART formulas of the preview grid, calculated as Excel calculates them: by the functions associated with
 * Excel (their batching of one recalculation's calls, their snapshots, words and errors), each answer spilled
 * right and down from its cell, `#SPILL!` when a filled cell is in the way, called again when a cell it refers
 * to changes, and a cancelable function's call cancelled when its cell is edited. The answers are kept here,
 * beside the in-memory workbook, which keeps each formula as typed: text from the service is an answer's
 * value, never read as typed input, so nothing in an answer becomes a formula.
 */
export class PreviewCalculation {
  private readonly formulas = new Map<string, Formula>();
  /** The cells the answers cover, by sheet, rebuilt at every change (placeAnswers). */
  private placed = new Map<string, Map<string, CalculatedCell>>();
  private readonly rowVersions = new Map<string, number[]>();
  /** Per sheet, the rows and columns the answers reach (from A1). */
  private extents = new Map<string, { rowCount: number; columnCount: number }>();
  private readonly listeners = new Set<() => void>();
  private changeCount = 0;
  private metadata?: Promise<ReadonlyMap<string, FunctionMetadata> | { failed: string }>;
  private refreshing = false;
  private refreshAgain = false;

  constructor(
    private readonly sheets: FormulaSheets,
    private readonly options: PreviewCalculationOptions,
  ) {
    // A change anywhere may be a cell a formula refers to, or one now in the way of an answer.
    sheets.subscribe(() => this.scheduleRefresh());
  }

  get version(): number {
    return this.changeCount;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Changes when what a row of `sheet` shows of the answers changes. */
  rowVersion(sheet: string, row: number): number {
    return this.rowVersions.get(sheet)?.[row] ?? 0;
  }

  /** What an answer puts in a cell, if any. */
  calculated(sheet: string, row: number, column: number): CalculatedCell | undefined {
    return this.placed.get(sheet)?.get(key(sheet, row, column));
  }

  /** A sheet's size grown to hold the answers spilled on it. */
  extendSize(
    sheet: string,
    size: { rowCount: number; columnCount: number },
  ): { rowCount: number; columnCount: number } {
    const extent = this.extents.get(sheet);
    if (!extent) return size;
    return {
      rowCount: Math.max(size.rowCount, extent.rowCount),
      columnCount: Math.max(size.columnCount, extent.columnCount),
    };
  }

  /** The user typed into a cell (the grid calls this as it stores the text): a formula starts or ends there. */
  typed(sheet: string, row: number, column: number, text: string): void {
    const at = key(sheet, row, column);
    const before = this.formulas.get(at);
    if (before?.pending) before.pending.onCanceled?.();
    this.formulas.delete(at);
    if (text.startsWith('=') && text.length > 1)
      this.formulas.set(at, { sheet, row, column, reading: readFormula(text) });
    // At once: the cell says #BUSY! (or why it is not calculated), never its formula's text.
    this.placeAnswers();
    this.scheduleRefresh();
  }

  private scheduleRefresh(): void {
    if (this.refreshing) {
      this.refreshAgain = true;
      return;
    }
    this.refreshing = true;
    // After the change's task: a paste of 50 formulas is one recalculation, whose calls the functions batch.
    setTimeout(() => void this.refresh(), 0);
  }

  private async refresh(): Promise<void> {
    try {
      this.refreshAgain = false;
      const due = [...this.formulas.values()].filter((formula) => {
        if (formula.reading.kind !== 'part') return false;
        const inputs = this.inputsOf(formula);
        if (inputs === formula.inputs) return false;
        formula.inputs = inputs;
        return true;
      });
      if (due.length > 0) {
        const metadata = await this.loadMetadata();
        // Every call of the recalculation in one task, as Excel makes them: the functions gather them.
        for (const formula of due) this.call(formula, metadata);
      }
      this.placeAnswers();
    } finally {
      this.refreshing = false;
      if (this.refreshAgain) this.scheduleRefresh();
    }
  }

  private loadMetadata(): Promise<ReadonlyMap<string, FunctionMetadata> | { failed: string }> {
    this.metadata ??= this.options.metadata().then(
      (list) => new Map(list.map((one) => [one.id.toUpperCase(), one])),
      (error: unknown) => ({ failed: error instanceof Error ? error.message : String(error) }),
    );
    return this.metadata;
  }

  private call(formula: Formula, metadata: ReadonlyMap<string, FunctionMetadata> | { failed: string }): void {
    formula.pending?.onCanceled?.();
    formula.pending = undefined;
    const settle = (grid: CalculatedValue[][]): void => {
      formula.result = grid;
      this.placeAnswers();
      // Another formula may read this answer.
      this.scheduleRefresh();
    };
    const refuse = (problem: FormulaProblem, code = '#VALUE!'): void => settle([[{ error: code, problem }]]);
    const { reading } = formula;
    if (reading.kind !== 'part') return;
    if ('failed' in metadata) return refuse({ kind: 'functionsNotLoaded', reason: metadata.failed }, '#N/A');
    const described = metadata.get(reading.id);
    const body = this.options.functionOf(reading.id);
    if (!described || !body) return refuse({ kind: 'unknownFunction', name: `PART.${reading.id}` }, '#NAME?');
    const args = callArguments(described, reading.args, (reference) => this.read(formula.sheet, reference));
    if ('refusal' in args) {
      const { refusal } = args;
      return refusal.kind === 'error' ? settle([[refusal.error]]) : refuse(refusal);
    }
    const invocation: Invocation = {
      address: `${sheetReference(formula.sheet)}!${cellA1(formula.row, formula.column)}`,
      functionName: `PART.${reading.id}`,
      isInValuePreview: false,
    };
    formula.pending = invocation;
    formula.result = undefined;
    let answer: unknown;
    try {
      answer = body(...args.values, invocation);
    } catch (error) {
      answer = Promise.reject(error);
    }
    // A value or an error, settled alike: both are what the cell shows, unless the formula was recalculated
    // or replaced meanwhile.
    const settleWith = (outcome: unknown) => {
      if (
        formula.pending !== invocation ||
        this.formulas.get(key(formula.sheet, formula.row, formula.column)) !== formula
      )
        return;
      formula.pending = undefined;
      settle(resultGrid(outcome));
    };
    Promise.resolve(answer).then(settleWith, settleWith);
  }

  /** The cells of a reference as the grid shows them: answers where they spilled, else what was typed. */
  private read(sheet: string, reference: FormulaReference): CalculatedValue[][] {
    const name = reference.sheet ?? sheet;
    const rowCount = reference.rowCount ?? Math.max(0, this.sheets.sheetSize(name).rowCount - reference.row);
    return Array.from({ length: rowCount }, (_, rowOffset) =>
      Array.from({ length: reference.columnCount }, (_, columnOffset) =>
        this.valueAt(name, reference.row + rowOffset, reference.column + columnOffset),
      ),
    );
  }

  private valueAt(sheet: string, row: number, column: number): CalculatedValue {
    const answer = this.calculated(sheet, row, column);
    if (answer && !answer.notCalculated) return answer.value;
    const value = this.sheets.cell(sheet, row, column)?.value;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : '';
  }

  /** What a formula's references hold now, as one text to compare; a sheet gone reads as an error. */
  private inputsOf(formula: Formula): string {
    if (formula.reading.kind !== 'part') return '';
    try {
      return JSON.stringify(
        formula.reading.args.map((argument) =>
          argument.kind === 'reference' ? this.read(formula.sheet, argument.reference) : argument,
        ),
      );
    } catch (error) {
      return `unreadable: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /** Every answer placed again, each into the cells it spills to, or `#SPILL!` where one is in the way. */
  private placeAnswers(): void {
    const placed = new Map<string, Map<string, CalculatedCell>>();
    const onSheet = (sheet: string): Map<string, CalculatedCell> => {
      let cells = placed.get(sheet);
      if (!cells) placed.set(sheet, (cells = new Map()));
      return cells;
    };
    for (const [at, formula] of this.formulas) {
      try {
        this.place(formula, onSheet(formula.sheet));
      } catch {
        // Its sheet was deleted: the formula went with it.
        formula.pending?.onCanceled?.();
        this.formulas.delete(at);
      }
    }
    // The new answers are in place before anyone is told.
    const before = this.placed;
    this.placed = placed;
    this.extents = new Map(
      [...placed].map(([sheet, cells]) => {
        let rowCount = 0;
        let columnCount = 0;
        for (const at of cells.keys()) {
          const [, row, column] = at.split('\u0000').map(Number);
          rowCount = Math.max(rowCount, row + 1);
          columnCount = Math.max(columnCount, column + 1);
        }
        return [sheet, { rowCount, columnCount }];
      }),
    );
    this.markChangedRows(before, placed);
  }

  /** One formula's answer into its cells, or `#SPILL!` into its own. */
  private place(formula: Formula, cells: Map<string, CalculatedCell>): void {
    const { sheet, row, column } = formula;
    if (formula.reading.kind === 'notPart') {
      cells.set(key(sheet, row, column), { value: '', notCalculated: true });
      return;
    }
    const grid = formula.result ?? [[BUSY]];
    const rows = grid.length;
    const columns = grid[0].length;
    const blocker = spillBlocker(
      { row, column },
      rows,
      columns,
      (atRow, atColumn) =>
        cells.has(key(sheet, atRow, atColumn)) || this.sheets.cell(sheet, atRow, atColumn) !== undefined,
    );
    if (blocker !== undefined) {
      const range = rangeA1({ sheet, row, column, rowCount: rows, columnCount: columns });
      const problem: FormulaProblem =
        blocker === 'edge'
          ? { kind: 'spill', range }
          : { kind: 'spill', range, blocker: cellA1(blocker.row, blocker.column) };
      cells.set(key(sheet, row, column), { value: { error: '#SPILL!', problem } });
      return;
    }
    grid.forEach((line, rowOffset) =>
      line.forEach((value, columnOffset) => {
        const spilled = rowOffset > 0 || columnOffset > 0;
        cells.set(key(sheet, row + rowOffset, column + columnOffset), {
          value,
          ...(spilled ? { spilledFrom: { row, column } } : {}),
        });
      }),
    );
  }

  /** Counts a change for each row whose answers differ, and tells the grid. */
  private markChangedRows(
    before: Map<string, Map<string, CalculatedCell>>,
    after: Map<string, Map<string, CalculatedCell>>,
  ): void {
    const changed = new Set<string>();
    for (const [sheet, cells] of [...before, ...after]) {
      const other = (before.get(sheet) === cells ? after : before).get(sheet);
      for (const [at, cell] of cells) {
        if (!other || JSON.stringify(other.get(at)) !== JSON.stringify(cell)) changed.add(at);
      }
    }
    if (changed.size === 0) return;
    this.changeCount += 1;
    for (const at of changed) {
      const [sheet, row] = at.split('\u0000');
      let versions = this.rowVersions.get(sheet);
      if (!versions) this.rowVersions.set(sheet, (versions = []));
      versions[Number(row)] = this.changeCount;
    }
    for (const listener of [...this.listeners]) listener();
  }
}
