import type { Product } from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';
import { snapshotsFact, snapshotsUsed } from '../../../logic/snapshotsUsed';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import type { FillChoice } from '../logic/fillChoice';
import type { FillLayout, FillLine } from '../logic/fillLayout';
import type { FillLineCounts, FillSummary } from '../logic/fillSummary';
import type { LineResult } from './fillLine';

/** A line that got candidates, with what was chosen: the pane lists those marked Check. */
export interface FilledLine extends FillLine {
  readonly choice: FillChoice;
  /** The part number written into its Partno cell; '' for a line no part meets (only near ones). */
  readonly written: string;
}

export interface FillOutcome extends JobOutcome<FillSummary> {
  /** Where the BOM's columns are; undefined when the job stopped before reading it. */
  readonly layout?: FillLayout;
  /**
   * Lines marked Check, in sheet order, with their candidates: those filled and marked, those only near parts
   * fit, those whose part no longer meets them and those still marked from before. How many of each line there
   * were is the summary's `lines`.
   */
  readonly toCheck: readonly FilledLine[];
  /** The part-number column, header included: what a BOM refresh reads next. */
  readonly partnos?: RangeAddress;
}

export interface FillFacts {
  readonly layout: FillLayout;
  readonly partnos: RangeAddress;
  readonly kept: number;
  readonly results: readonly LineResult[];
  readonly failure: unknown;
  readonly cancelled: boolean;
  /** Lines there were to fill. */
  readonly total: number;
  /** Whether Fill had filled lines of this BOM before: the outcome's title then says what this fill did. */
  readonly again: boolean;
}

/** How the fill ended, from what each line came to. */
export function fillOutcome(facts: FillFacts, client: JobContext['client']): FillOutcome {
  const { layout, results, kept } = facts;
  const matched = results.flatMap((result) => (result.kind === 'matched' ? [result] : []));
  const changed = results.flatMap((result) => (result.kind === 'noLongerMet' ? [result] : []));
  const marked = results.flatMap((result) => (result.kind === 'stillToCheck' ? [result] : []));
  const filled = matched.filter((result) => result.choice.chosen !== undefined);
  const near = matched.filter((result) => result.choice.nearest !== undefined);
  const toCheck: FilledLine[] = [
    ...[...matched.filter((result) => result.choice.check), ...changed].map((result) => ({
      ...result.line,
      choice: result.choice,
      written: result.texts[0],
    })),
    // Its part number is the one in the sheet.
    ...marked.map((result) => ({ ...result.line, choice: result.choice, written: result.line.partno })),
  ].sort((a, b) => a.row - b.row);
  const notRead = results.filter((result) => result.kind === 'notRead').length;
  const notFitted = results.filter((result) => result.kind === 'notFitted').length;
  const outOfScope = results.filter((result) => result.kind === 'outOfScope').length;
  const noPart = matched.length - filled.length - near.length;
  const written: RangeAddress = writtenRange(layout);
  const checked = toCheck.length - near.length - changed.length - marked.length;
  const lines: FillLineCounts = {
    filled: filled.length,
    noLongerMeets: changed.length,
    toCheck: checked,
    stillToCheck: marked.length,
    near: near.length,
    kept,
    notRead,
    notFitted,
    outOfScope,
    noPart,
  };
  // The data rows only: the header cell holds no part number filled.
  const filledRows: RangeAddress = { ...facts.partnos, row: layout.firstDataRow, rowCount: layout.dataRowCount };
  let status: FillOutcome['status'];
  let summary: FillSummary;
  if (facts.cancelled) {
    status = 'cancelled';
    summary = { kind: 'stopped', answered: results.length, lines, filledRows };
  } else if (facts.failure !== undefined) {
    status = 'incomplete';
    summary = { kind: 'incomplete', failure: facts.failure, lines, filledRows };
  } else {
    summary = { kind: 'matched', again: facts.again, lines, filledRows };
    if (notRead + noPart + near.length === 0) status = 'done';
    // Not found only when no line of the BOM has a part: lines that had theirs are something found.
    else status = filled.length > 0 || kept > 0 ? 'doneSomeNotFound' : 'notFound';
  }
  const products: Product[] = filled.flatMap((result) => (result.choice.chosen ? [result.choice.chosen.product] : []));
  return {
    status,
    summary,
    layout,
    toCheck,
    partnos: facts.partnos,
    ...(results.length > 0 ? { range: written } : {}),
    ...snapshotsFact(snapshotsUsed(products, client)),
  };
}

/** The block of the BOM Fill writes into: its header row and data rows, over the three columns. */
function writtenRange(layout: FillLayout): RangeAddress {
  const indexes = layout.columns.map((place) => place.index);
  const first = Math.min(...indexes);
  return {
    sheet: layout.sheet,
    row: layout.headerRow,
    column: first,
    rowCount: layout.dataRowCount + 1,
    columnCount: Math.max(...indexes) - first + 1,
  };
}
