import { CATEGORY_COLUMN, type CellValue, resolveField } from '../../../core';
import type { RangeAddress } from '../../../office/workbook';
import { t } from '../../i18n/i18n';
import {
  type BomLayout,
  bomCellsToRead,
  bomLayout,
  COMPUTED_BOM_COLUMNS,
  DEFAULT_BOM_COLUMNS,
  isQuantityHeader,
  startAtHeader,
} from '../../logic/bomLayout';
import { BomRefreshError } from '../errors/BomRefreshError';
import type { JobContext } from '../types';

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
 * its quantities when planned builds were given. Throws a BomRefreshError that says what to do when the
 * cells are no BOM, or when LastTimeBuyQuantity is asked for without builds or without a quantity column.
 */
export async function readBom(
  context: JobContext,
  request: { readonly columns?: readonly string[]; readonly parts?: RangeAddress; readonly builds?: number },
): Promise<BomRead> {
  const { workbook } = context;
  const fields = fieldsOf(request.columns ?? DEFAULT_BOM_COLUMNS);

  const selection = request.parts ?? (await workbook.selectedRange());
  const selected = bomCellsToRead(selection, await workbook.usedRange(selection.sheet));
  if ('problem' in selected) throw new BomRefreshError(selected.problem);
  const { cells, partValues } = startAtHeader(selected, await workbook.readValues(selected.parts));
  const headerValues = await workbook.readValues(cells.headerRows);
  const layout = bomLayout({ cells, partValues, headerValues, fields });
  if ('problem' in layout) throw new BomRefreshError(layout.problem);

  const quantities = request.builds === undefined ? undefined : await quantitiesOf(workbook, layout, headerValues);
  if (fields.includes('LastTimeBuyQuantity')) {
    if (request.builds === undefined || !(Number.isInteger(request.builds) && request.builds > 0)) {
      throw new BomRefreshError(t('bom.refresh.noBuilds'));
    }
    if (!quantities) throw new BomRefreshError(t('bom.refresh.noQuantityColumn'));
  }
  return { selection, layout, fields, quantities };
}

/** Field names as the spec spells them (`capacitance` is Capacitance), each once; `Category` is the pseudo-column. */
function fieldsOf(names: readonly string[]): string[] {
  const fields = names.map((name) => {
    const wanted = name.trim().toLowerCase();
    if (wanted === CATEGORY_COLUMN.toLowerCase()) return CATEGORY_COLUMN;
    return COMPUTED_BOM_COLUMNS.find((computed) => computed.toLowerCase() === wanted) ?? resolveField(name).name;
  });
  if (fields.length === 0) throw new BomRefreshError(t('bom.refresh.noColumns'));
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
