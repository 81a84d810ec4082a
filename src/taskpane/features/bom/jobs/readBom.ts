import { CATEGORY_COLUMN, type CellValue, resolveField } from '../../../../core';
import { type RangeAddress, readTableRecords, type TableRecord } from '../../../../office/workbook';
import { COMPUTED_BOM_COLUMNS, DEFAULT_BOM_COLUMNS } from '../logic/bomColumns';
import { isQuantityHeader } from '../logic/bomHeaders';
import { type BomLayout, bomLayout } from '../logic/bomLayout';
import {
  type BomCellsToRead,
  bomCellsToRead,
  bomPartCells,
  NOTHING_SELECTED,
  startAtHeader,
} from '../logic/bomPartCells';
import { BomRefreshError } from '../../../errors/BomRefreshError';
import type { BomLayoutProblem } from '../../../errors/bomProblem';
import type { JobContext } from '../../../jobs/types';

/** What a refresh reads of the BOM before it asks the service anything. */
export interface BomRead {
  /** The cells selected (or given), selected again after the Changes sheet is written. */
  readonly selection: RangeAddress;
  /** Where the part numbers are and where each field goes. */
  readonly layout: BomLayout;
  /** The fields to write, as the spec spells them, each once. */
  readonly fields: string[];
  /** The BOM's quantities, per sheet row, when planned builds were given and it has a Qty column. */
  readonly quantities: Map<number, number> | undefined;
}

/**
 * Reads the BOM: its part numbers (the given cells, or the selection) with the header row above them, and
 * its quantities when planned builds were given. Throws a BomRefreshError that says why (its problem) when the
 * cells are no BOM, or when LastTimeBuyQuantity is asked for without builds or without a quantity column.
 */
export async function readBom(
  context: JobContext,
  request: { readonly columns?: readonly string[]; readonly parts?: RangeAddress; readonly builds?: number },
): Promise<BomRead> {
  const { workbook } = context;
  const fields = fieldsOf(request.columns ?? DEFAULT_BOM_COLUMNS);

  const selection = request.parts ?? (await workbook.selectedRange());
  const used = await workbook.usedRange(selection.sheet);
  const bom = await bomCells(workbook, selection, used);
  if ('problem' in bom) throw notABom(bom.problem);
  // The part cells are in the part column read already: no second read of them.
  const start = bom.cells.parts.row - bom.columnTop;
  const read = bom.column.slice(start, start + bom.cells.parts.rowCount).map((value) => [value]);
  const { cells, partValues } = startAtHeader(bom.cells, read);
  const headerValues = await workbook.readValues(cells.headerRows);
  const first = bomLayout({ cells, partValues, headerValues, fields });
  if ('problem' in first) throw notABom(first.problem);
  const width = cells.headerRows.columnCount;
  const otherTableAt = await otherTableOnHeaderRow(workbook, first, width);
  const layout =
    otherTableAt === undefined ? first : bomLayout({ cells, partValues, headerValues, fields, otherTableAt });
  if ('problem' in layout) throw notABom(layout.problem);

  const quantities = request.builds === undefined ? undefined : await quantitiesOf(workbook, layout, headerValues);
  if (fields.includes('LastTimeBuyQuantity')) {
    if (request.builds === undefined || !(Number.isInteger(request.builds) && request.builds > 0)) {
      throw new BomRefreshError({ kind: 'noBuilds' });
    }
    if (!quantities) throw new BomRefreshError({ kind: 'noQuantityColumn' });
  }
  return { selection, layout, fields, quantities };
}

/** The error of cells that are no BOM, saying why. */
function notABom(layout: BomLayoutProblem): BomRefreshError {
  return new BomRefreshError({ kind: 'notABom', layout });
}

/** The BOM's cells to read, and its part column's values from the used range's top (`columnTop`) down. */
interface BomCells {
  readonly cells: BomCellsToRead;
  readonly column: readonly CellValue[];
  readonly columnTop: number;
}

/**
 * The cells of the BOM the selection is in: as recorded at its last refresh when the selection is inside a
 * recorded BOM (its header row, whatever its header says), else found from the selection (bomPartCells: one
 * cell, the header alone or part of the column stand for the whole BOM).
 */
async function bomCells(
  workbook: JobContext['workbook'],
  selection: RangeAddress,
  used: RangeAddress | undefined,
): Promise<BomCells | { problem: BomLayoutProblem }> {
  // An empty sheet has no part cells (bomCellsToRead would say the same).
  if (!used) return { problem: NOTHING_SELECTED };
  const selected = bomCellsToRead(selection, used);
  if ('problem' in selected) return selected;
  const { parts } = selected;
  // The part column, top to bottom of what the sheet uses: where the BOM starts and ends.
  const column = (await workbook.readValues({ ...parts, row: used.row, rowCount: used.rowCount })).map((row) => row[0]);
  const recorded = (await recordedBomAt(workbook, parts))?.range;
  // The row above the selection and its own first row (headerRows holds both, or only the latter on row 1).
  const rows = recorded ? [] : await workbook.readValues(selected.headerRows);
  const holdsNumbers = (row: readonly unknown[] | undefined): boolean =>
    (row ?? []).some((value) => typeof value === 'number');
  const hasRowAbove = selected.headerRows.row < parts.row;
  const found = bomPartCells({
    parts,
    column,
    columnTop: used.row,
    ...(recorded ? { recorded } : {}),
    rowAboveHoldsNumbers: hasRowAbove && parts.row - 1 >= used.row && holdsNumbers(rows[0]),
    rowHoldsNumbers: holdsNumbers(rows[hasRowAbove ? 1 : 0]),
  });
  const cells = bomCellsToRead(found, used);
  return 'problem' in cells ? cells : { cells, column, columnTop: used.row };
}

/**
 * Where another Excel table begins on the BOM's header row, right of the part column (the index of its
 * first cell among the `width` header cells read, 0 the part column's), or undefined when none does. A table
 * the part column's header cell is in is the BOM's own. Found by halving the row: a few requests at most.
 */
async function otherTableOnHeaderRow(
  workbook: JobContext['workbook'],
  layout: BomLayout,
  width: number,
): Promise<number | undefined> {
  const cells = (from: number, to: number): RangeAddress => ({
    sheet: layout.sheet,
    row: layout.headerRow,
    column: layout.partColumn + from,
    rowCount: 1,
    columnCount: to - from + 1,
  });
  const own = new Set((await workbook.contents(cells(0, 0))).tables);
  const holdsOther = async (from: number, to: number): Promise<boolean> =>
    (await workbook.contents(cells(from, to))).tables.some((name) => !own.has(name));
  if (width < 2 || !(await holdsOther(1, width - 1))) return undefined;
  let low = 1;
  let high = width - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (await holdsOther(low, middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The BOM recorded at its last refresh (the Tables tab's record) whose part-number cells hold `parts`' first. */
async function recordedBomAt(workbook: JobContext['workbook'], parts: RangeAddress): Promise<TableRecord | undefined> {
  const records = await readTableRecords(workbook).catch(() => []);
  return records.find(
    ({ source, range }) =>
      source.kind === 'bom' &&
      range.sheet === parts.sheet &&
      range.column === parts.column &&
      parts.row >= range.row &&
      parts.row < range.row + range.rowCount,
  );
}

/** Field names as the spec spells them (`capacitance` is Capacitance), each once; `Category` is the pseudo-column. */
function fieldsOf(names: readonly string[]): string[] {
  const fields = names.map((name) => {
    const wanted = name.trim().toLowerCase();
    if (wanted === CATEGORY_COLUMN.toLowerCase()) return CATEGORY_COLUMN;
    return COMPUTED_BOM_COLUMNS.find((computed) => computed.toLowerCase() === wanted) ?? resolveField(name).name;
  });
  if (fields.length === 0) throw new BomRefreshError({ kind: 'noColumns' });
  return [...new Set(fields)];
}

/**
 * The BOM's quantity per sheet row, from its quantity column (a header such as Qty, Quantity or 数量,
 * left or right of the part numbers); undefined when it has none.
 */
async function quantitiesOf(
  workbook: JobContext['workbook'],
  layout: BomLayout,
  headerValues: readonly (readonly CellValue[])[],
): Promise<Map<number, number> | undefined> {
  // The whole header row: headerValues start at the part column, and a Qty column is as often left of it.
  const width = layout.partColumn + (headerValues[0]?.length ?? 1);
  const header = await workbook.readValues({
    sheet: layout.sheet,
    row: layout.headerRow,
    column: 0,
    rowCount: 1,
    columnCount: width,
  });
  const column = (header[0] ?? []).findIndex((value, index) => index !== layout.partColumn && isQuantityHeader(value));
  if (column < 0) return undefined;
  const cells = await workbook.readValues({
    sheet: layout.sheet,
    row: layout.firstDataRow,
    column,
    rowCount: layout.dataRowCount,
    columnCount: 1,
  });
  const quantities = new Map<number, number>();
  cells.forEach(([value], index) => {
    const quantity = typeof value === 'number' ? value : Number(String(value).trim());
    if (Number.isFinite(quantity) && quantity > 0 && String(value).trim() !== '') {
      quantities.set(layout.firstDataRow + index, quantity);
    }
  });
  return quantities;
}
