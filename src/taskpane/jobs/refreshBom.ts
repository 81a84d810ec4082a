import {
  CATEGORY_COLUMN,
  type CellValue,
  isIncompleteLookupError,
  type Language,
  LANGUAGES,
  localizedListedValue,
  partnoProblem,
  type NumberUnits,
  type Product,
  resolveField,
  type SheetTable,
  toSheetTable,
} from '../../core';
import { type RangeAddress, type RowHighlight, rangeA1, writeTable } from '../../office/workbook';
import { type BomLayout, bomCellsToRead, bomLayout, DEFAULT_BOM_COLUMNS, startAtHeader } from '../logic/bomLayout';
import { describeError } from '../logic/describeError';
import { describeStatusSummary, type StatusSummary, statusSummary } from '../logic/statusSummary';
import { BomRefreshError } from './errors/BomRefreshError';
import { count, plural, requestCounter } from './jobText';
import type { JobContext, JobOutcome } from './types';

export interface RefreshBomRequest {
  /** Fields to write, by name (`Status`, `capacitance`); default Status, LastBuyDate, ProductionEndDate, AlternativePartno. */
  readonly columns?: readonly string[];
  /** Numbers of fields with a unit: in a display unit named in the header (default), or in SI units. */
  readonly numberUnits?: NumberUnits;
}

export interface RefreshBomOutcome extends JobOutcome {
  /** Parts per status (spec order, chosen language), without a single status, and not found. */
  readonly counts: StatusSummary;
  /** Part numbers the service does not know, each once, in sheet order. */
  readonly notFound: readonly string[];
  /** Rows holding a part number. */
  readonly parts: number;
}

/** Part numbers per lookup call: small enough for the progress bar to move, while the client still batches them all together. */
const LOOKUP_SLICE = 100;

/**
 * Marks of the statuses that put a part at risk, from least to most urgent: amber, orange, red fills
 * with dark text of the same hue, each pair at a contrast of at least 4.5:1 (WCAG AA for text).
 */
export const RISK_COLOURS: Readonly<
  Record<'NRND' | 'To be discontinued' | 'Discontinued', { fill: string; font: string }>
> = {
  NRND: { fill: '#FFF2CC', font: '#7A5700' },
  'To be discontinued': { fill: '#FCE4D6', font: '#8A3B00' },
  Discontinued: { fill: '#FFC7CE', font: '#9C0006' },
};

/** The risk marks with the status texts in the language the Status column is written in. */
export function riskHighlights(lang: Language): RowHighlight[] {
  return Object.entries(RISK_COLOURS).map(([english, colours]) => ({
    equals: localizedListedValue('Status', english, lang),
    ...colours,
  }));
}

/**
 * The risk statuses in every language, each once: the texts of marks an earlier refresh may have set, in
 * whichever language the pane had then, which a refresh replaces (Workbook.highlightRows).
 */
export function riskTexts(): string[] {
  return [...new Set(LANGUAGES.flatMap((lang) => riskHighlights(lang).map((highlight) => highlight.equals)))];
}

/**
 * Refreshes PartSpec's columns of a BOM: the selected part numbers (and the header row above them, or
 * their first cell as header) are looked up, and each chosen field is written into its column: an existing
 * column of that name in place, the others appended to the right of the header. New columns must be empty
 * in the BOM's rows, or the user agrees to replace them; columns already named so are PartSpec's and are
 * overwritten, and a part not found gets empty cells so that no stale value survives. The rows are then
 * marked by Status (NRND, To be discontinued, Discontinued). The selection is left as it was, so the same
 * refresh can be run again.
 */
export async function refreshBom(context: JobContext, request: RefreshBomRequest = {}): Promise<RefreshBomOutcome> {
  const { client, workbook, signal, lang } = context;
  const requests = requestCounter(client);
  const fields = fieldsOf(request.columns ?? DEFAULT_BOM_COLUMNS);

  const selection = await workbook.selectedRange();
  const selected = bomCellsToRead(selection, await workbook.usedRange(selection.sheet));
  if ('problem' in selected) throw new BomRefreshError(selected.problem);
  const { cells, partValues } = startAtHeader(selected, await workbook.readValues(selected.parts));
  const headerValues = await workbook.readValues(cells.headerRows);
  const layout = bomLayout({ cells, partValues, headerValues, fields });
  if ('problem' in layout) throw new BomRefreshError(layout.problem);

  const nothingWritten = (status: 'cancelled' | 'declined', summary: string): RefreshBomOutcome => ({
    status,
    summary,
    counts: statusSummary([], lang),
    notFound: [],
    parts: layout.parts.length,
  });

  // Asked before any request: a declined overwrite should cost nothing. Values only: PartSpec's columns
  // are written without a table of their own (asTable false), so a table they overlap stays a table.
  const appendedRange = appendedBlock(layout);
  if (appendedRange && (await workbook.contents(appendedRange)).values) {
    const where = rangeA1(appendedRange);
    const names = layout.columns.filter((place) => !place.existing).map((place) => place.field);
    const replace = await context.confirmOverwrite(
      appendedRange,
      `${where} holds values, where PartSpec would add the columns ${names.join(', ')}. Replace them?`,
    );
    if (!replace) {
      return nothingWritten(
        'declined',
        `Nothing was written: ${where} holds values. Clear those cells or move them, then refresh again.`,
      );
    }
  }

  let found: Map<string, Product | undefined>;
  try {
    found = await lookUp(context, layout, requests);
  } catch (error) {
    if (signal.aborted) {
      return nothingWritten('cancelled', 'Stopped while looking up the parts; nothing was written.');
    }
    throw error;
  }
  const products = layout.parts.map((part) => found.get(part.partno));
  const counts = statusSummary(products, lang);
  const notFound = [...new Set(layout.parts.filter((_, index) => !products[index]).map((part) => part.partno))];

  // One row per BOM row, blank part cells included: a row without a found part gets empty cells.
  const productOfRow = new Map(layout.parts.map((part, index) => [part.row, products[index]]));
  const foundRows: number[] = [];
  const foundProducts: Product[] = [];
  for (let row = layout.firstDataRow; row < layout.firstDataRow + layout.dataRowCount; row += 1) {
    const product = productOfRow.get(row);
    if (product) {
      foundRows.push(row);
      foundProducts.push(product);
    }
  }
  const table = toSheetTable(foundProducts, { fields, numberUnits: request.numberUnits ?? 'display' });
  const rowsByRow = new Map(foundRows.map((row, index) => [row, table.rows[index]]));
  const blank: CellValue[] = fields.map(() => '');
  const allRows: CellValue[][] = [];
  for (let row = layout.firstDataRow; row < layout.firstDataRow + layout.dataRowCount; row += 1) {
    allRows.push(rowsByRow.get(row) ?? blank);
  }

  if (signal.aborted) return nothingWritten('cancelled', 'Stopped before writing; the sheet is as it was.');
  const block: RangeAddress = {
    sheet: layout.sheet,
    row: layout.headerRow,
    column: layout.partColumn,
    rowCount: layout.dataRowCount + 1,
    columnCount: Math.max(...layout.columns.map((place) => place.column)) - layout.partColumn + 1,
  };
  await writeColumns(context, layout, { ...table, rows: allRows }, requests);

  const statusPlace = layout.columns.find((place) => place.field === 'Status');
  if (statusPlace) {
    context.onProgress({
      phase: 'formatting',
      done: layout.dataRowCount,
      total: layout.dataRowCount,
      requests: requests(),
      text: 'Marking parts at risk',
    });
    await workbook.highlightRows(
      { ...block, row: layout.firstDataRow, rowCount: layout.dataRowCount },
      statusPlace.column,
      riskHighlights(lang),
      riskTexts(),
    );
  }

  const shownMissing = notFound.slice(0, 5).join(', ');
  const more = notFound.length > 5 ? ` and ${count(notFound.length - 5)} more` : '';
  const missing = notFound.length > 0 ? ` Not found: ${shownMissing}${more}.` : '';
  return {
    status: 'done',
    summary: `Refreshed ${fields.join(', ')} for ${plural(layout.parts.length, 'part', 'parts')} in ${rangeA1(block)}: ${describeStatusSummary(counts)}.${missing}`,
    counts,
    notFound,
    parts: layout.parts.length,
    range: block,
  };
}

/** Field names as the spec spells them (`capacitance` is Capacitance), each once; `Category` is the pseudo-column. */
function fieldsOf(names: readonly string[]): string[] {
  const fields = names.map((name) =>
    name.trim().toLowerCase() === CATEGORY_COLUMN.toLowerCase() ? CATEGORY_COLUMN : resolveField(name).name,
  );
  if (fields.length === 0) throw new BomRefreshError('Choose at least one column to refresh.');
  return [...new Set(fields)];
}

/** The BOM rows of the appended columns: they must be empty, or the user agrees to replace them. */
function appendedBlock(layout: BomLayout): RangeAddress | undefined {
  if (layout.appended.length === 0) return undefined;
  return {
    sheet: layout.sheet,
    row: layout.firstDataRow,
    column: layout.appended[0],
    rowCount: layout.dataRowCount,
    columnCount: layout.appended.length,
  };
}

/**
 * Every part number of the BOM, fresh from the service (the cache is dropped for them: a refresh that
 * showed a half-hour-old status would defeat its purpose). The slices go out together, so the client
 * gathers them into as few requests as if they were one call; each settles on its own, and the progress
 * bar counts part numbers as they come back. A part number that cannot be put into a query (a ' or |
 * inside) cannot be in the service either, and counts as not found.
 */
async function lookUp(
  context: JobContext,
  layout: BomLayout,
  requests: () => number,
): Promise<Map<string, Product | undefined>> {
  const { client, signal, lang } = context;
  const unique = [...new Set(layout.parts.map((part) => part.partno))];
  const askable = unique.filter((partno) => partnoProblem(partno) === undefined);
  client.refresh(askable);
  const total = unique.length;
  let done = unique.length - askable.length;
  const report = (): void =>
    context.onProgress({
      phase: 'fetching',
      done,
      total,
      requests: requests(),
      text: `${count(done)} of ${plural(total, 'part', 'parts')} looked up`,
    });
  report();
  const slices: string[][] = [];
  for (let start = 0; start < askable.length; start += LOOKUP_SLICE) {
    slices.push(askable.slice(start, start + LOOKUP_SLICE));
  }
  // Every slice is awaited, so that a failure says how many parts it left without an answer.
  const outcomes = await Promise.allSettled(
    slices.map(async (slice) => {
      const answer = await client.lookup(slice, { lang, signal });
      done += slice.length;
      report();
      return answer;
    }),
  );
  signal.throwIfAborted();
  const found = new Map<string, Product | undefined>();
  const failed: string[] = [];
  let cause: unknown;
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') {
      for (const [partno, product] of outcome.value) found.set(partno, product);
      return;
    }
    cause ??= isIncompleteLookupError(outcome.reason) ? outcome.reason.cause : outcome.reason;
    if (!isIncompleteLookupError(outcome.reason)) {
      failed.push(...slices[index]);
      return;
    }
    for (const [partno, product] of outcome.reason.found) found.set(partno, product);
    failed.push(...outcome.reason.failed);
  });
  if (failed.length === 0) return found;
  if (found.size === 0) throw cause;
  // Writing now would blank the rows of the parts not answered, as if they were not found.
  throw new BomRefreshError(
    `${count(failed.length)} of ${plural(total, 'part number', 'part numbers')} could not be looked up, so nothing was written and the BOM is as it was. ${describeError(cause)}`,
    { cause },
  );
}

/**
 * Writes the columns, header cell included, as blocks of adjacent columns (refreshed ones may be apart
 * from the appended block). Not stopped by Cancel once begun: a BOM is small, and rows refreshed in some
 * columns but not in others would be worse than the seconds it takes to finish.
 */
async function writeColumns(
  context: JobContext,
  layout: BomLayout,
  table: SheetTable,
  requests: () => number,
): Promise<void> {
  const order = layout.columns.map((place, index) => ({ ...place, index })).sort((a, b) => a.column - b.column);
  const runs: (typeof order)[] = [];
  for (const place of order) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1].column + 1 === place.column) run.push(place);
    else runs.push([place]);
  }
  const totalRows = runs.length * table.rows.length;
  for (const [runIndex, run] of runs.entries()) {
    const block: SheetTable = {
      header: run.map((place) => table.header[place.index]),
      rows: table.rows.map((row) => run.map((place) => row[place.index])),
      numberFormats: run.map((place) => table.numberFormats[place.index]),
    };
    const before = runIndex * table.rows.length;
    await writeTable(context.workbook, { sheet: layout.sheet, row: layout.headerRow, column: run[0].column }, block, {
      overwrite: true,
      // PartSpec's columns inside the user's BOM: no Excel table over them, and the selection stays for the next refresh.
      asTable: false,
      select: false,
      onProgress: (progress) =>
        context.onProgress({
          phase: 'writing',
          done: before + progress.rowsWritten,
          total: totalRows,
          requests: requests(),
          text: `Writing ${run.map((place) => place.field).join(', ')}: ${count(progress.rowsWritten)} of ${plural(progress.totalRows, 'row', 'rows')}`,
        }),
    });
  }
}
