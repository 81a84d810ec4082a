import type { NumberUnits, UnitChoices } from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';
import { countedEquivalents, type EquivalentsInserted } from '../logic/equivalentsSummary';
import { equivalentsSheetTable } from '../logic/equivalentsTable';
import type { EquivalentsOutcome } from './findSelectedEquivalents';
import { writeCaption } from '../../../jobs/tableCaption';
import type { JobContext } from '../../../jobs/types';
import { type ProductsOutcome, type ProductsTarget, withSnapshots, writeProducts } from '../../../jobs/writeProducts';

export interface InsertEquivalentsRequest {
  /** What Find equivalents found: the part, every equivalent (not only those the pane lists), when, and whence. */
  readonly found: Pick<EquivalentsOutcome, 'partno' | 'equivalents' | 'fetchedAt' | 'snapshots' | 'sources'>;
  readonly numberUnits: NumberUnits;
  /** Units chosen per field instead of their display units (the user's settings). */
  readonly unitChoices?: UnitChoices;
  /** A new sheet named "Equivalents" (made unique), or the selection's top-left cell, as the Search insert. */
  readonly destination: 'newSheet' | 'selection';
}

/** The sheet equivalents go into; the workbook adds " (2)" and so on when it is taken. */
export const EQUIVALENTS_SHEET_NAME = 'Equivalents';

/**
 * Writes every equivalent Find equivalents found (drop-ins and parts to check, however many the pane lists)
 * as a table (equivalentsSheetTable) into a new sheet or at the selection, through writeProducts: asked
 * before writing over cells, texts never formulas, Cancel between chunks. Nothing is asked of the service:
 * the table is what the pane counted and listed, and the line above it says when that was found (or the
 * snapshot's date) and how to find it anew. It is not recorded for the Tables tab, which refreshes searches,
 * categories and BOMs only.
 */
export async function insertEquivalents(
  context: JobContext,
  request: InsertEquivalentsRequest,
): Promise<ProductsOutcome<EquivalentsInserted>> {
  const { found } = request;
  // Nothing to write: a table of no equivalents would be a header alone, and no answer.
  if (found.equivalents.length === 0) {
    return { status: 'notFound', rows: 0, summary: { kind: 'none', partno: found.partno } };
  }
  const at = request.destination === 'selection' ? await context.workbook.selectedRange() : undefined;
  const target: ProductsTarget = at
    ? { at: { sheet: at.sheet, row: at.row, column: at.column } }
    : { newSheet: EQUIVALENTS_SHEET_NAME };
  const table = equivalentsSheetTable(found.equivalents, request);
  // Asked and told of as what they are: "Replace them with the 30 equivalents found?", not products.
  const written = await writeProducts(context, table, target, () => 0, { unit: 'equivalents' });
  if (written.status !== 'done' || written.range === undefined) return written;
  const notCaptioned = await captionAbove(context, written.range, found);
  const summary: EquivalentsInserted = {
    kind: 'inserted',
    partno: found.partno,
    rows: written.rows,
    range: written.range,
    ...countedEquivalents(found.equivalents),
    ...(notCaptioned !== undefined ? { notCaptioned: notCaptioned.error } : {}),
  };
  return withSnapshots({ ...written, summary }, found.snapshots ?? []);
}

/**
 * Writes the "as of" line into the free cell above the table, when there is one (a new sheet's A1): as of
 * when the equivalents were found, or of the oldest snapshot they came from. The table is in the sheet
 * whatever happens here: a line that cannot be written comes back as its failure, for the summary to say.
 */
async function captionAbove(
  context: JobContext,
  range: RangeAddress,
  found: InsertEquivalentsRequest['found'],
): Promise<{ readonly error: unknown } | undefined> {
  if (range.row === 0) return undefined;
  try {
    await writeCaption(
      context.workbook,
      { sheet: range.sheet, row: range.row - 1, column: range.column },
      found.fetchedAt,
      found.sources,
      `equivalents of ${found.partno} · PartSpec › Search › Find equivalents`,
    );
    return undefined;
  } catch (error) {
    return { error };
  }
}
