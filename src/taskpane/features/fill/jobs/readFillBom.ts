import type { CellValue } from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';
import type { JobContext } from '../../../jobs/types';
import {
  designatorColumnOf,
  fillColumns,
  footprintColumnOf,
  type FillLayout,
  type FillLine,
  fillLines,
  fillRows,
  notFittedColumnOf,
  placeOf,
} from '../logic/fillLayout';
import { fillRefused } from './fillRefused';

/** Where the BOM to fill is. */
export interface FillBomCells {
  /** The value cells (or their header, or one of them); default the workbook's selection. */
  readonly values?: RangeAddress;
  /** The footprint column: its header or its letter; empty or undefined: the column headed Footprint, Package... */
  readonly footprint?: string;
}

/** The BOM's layout and its lines with a value, read from the selection (or the cells given). */
export async function readFillBom(
  context: JobContext,
  request: FillBomCells,
): Promise<{ layout: FillLayout; lines: FillLine[]; header: string }> {
  const { workbook } = context;
  const selection = request.values ?? (await workbook.selectedRange());
  const used = await workbook.usedRange(selection.sheet);
  if (!used) throw fillRefused({ kind: 'valueCellsNotSelected' });
  const column = (
    await workbook.readValues({ ...selection, row: used.row, rowCount: used.rowCount, columnCount: 1 })
  ).map((row) => row[0]);
  const rows = fillRows({ selection, used, column });
  if ('problem' in rows) {
    const header = String(column[Math.max(0, selection.row - used.row)] ?? '');
    throw fillRefused(rows.problem === 'noLines' ? { kind: 'noLines', header } : { kind: 'valueCellsNotSelected' });
  }
  const right = used.column + used.columnCount;
  const header =
    (
      await workbook.readValues({ sheet: rows.sheet, row: rows.headerRow, column: 0, rowCount: 1, columnCount: right })
    )[0] ?? [];
  const footprint = footprintColumnOf(header, rows.valueColumn, request.footprint);
  if ('problem' in footprint) {
    throw fillRefused({
      kind: 'footprintNotFound',
      footprint: request.footprint?.trim() ?? '',
      headers: footprint.headers,
      firstColumn: footprint.firstColumn,
      lastColumn: footprint.lastColumn,
    });
  }
  const columns = fillColumns(header, rows.valueColumn);
  const layout: FillLayout = {
    sheet: rows.sheet,
    headerRow: rows.headerRow,
    valueColumn: rows.valueColumn,
    ...(footprint.column !== undefined ? { footprintColumn: footprint.column } : {}),
    firstDataRow: rows.firstDataRow,
    dataRowCount: rows.dataRowCount,
    columns,
  };
  const columnCells = async (index: number): Promise<CellValue[]> =>
    (
      await workbook.readValues({
        sheet: layout.sheet,
        row: layout.firstDataRow,
        column: index,
        rowCount: layout.dataRowCount,
        columnCount: 1,
      })
    ).map((row) => row[0]);
  const values = column.slice(layout.firstDataRow - used.row, layout.firstDataRow - used.row + layout.dataRowCount);
  const footprints = footprint.column !== undefined ? await columnCells(footprint.column) : undefined;
  const partnoPlace = placeOf(layout, 'partno');
  const partnos = partnoPlace.existing ? await columnCells(partnoPlace.index) : undefined;
  const designatorColumn = designatorColumnOf(header, rows.valueColumn);
  const designators = designatorColumn !== undefined ? await columnCells(designatorColumn) : undefined;
  const fittedColumn = notFittedColumnOf(header, rows.valueColumn);
  const fitted = fittedColumn ? { column: fittedColumn, cells: await columnCells(fittedColumn.column) } : undefined;
  const valueHeader = String(column[layout.headerRow - used.row] ?? '').trim();
  const cells = { values, footprints, partnos, designators, fitted };
  return { layout, lines: fillLines(rows, cells), header: valueHeader };
}
