import type { Product } from '../../../../core';
import { type RangeAddress, rangeA1 } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import { describeError } from '../../../wording/describeError';
import { sentences } from '../../../wording/failureWords/text';
import { snapshotsFact, snapshotsUsed } from '../../../logic/snapshotsUsed';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import type { FillChoice } from '../logic/fillChoice';
import type { FillLayout, FillLine } from '../logic/fillLayout';
import type { LineResult } from './fillLine';

/** A line that got candidates, with what was chosen: the pane lists those marked Check. */
export interface FilledLine extends FillLine {
  readonly choice: FillChoice;
  /** The part number written into its Partno cell; '' for a line no part meets (only near ones). */
  readonly written: string;
}

export interface FillOutcome extends JobOutcome {
  /** Where the BOM's columns are; undefined when the job stopped before reading it. */
  readonly layout?: FillLayout;
  /** Lines marked Check, in sheet order, with their candidates: those filled, and those only near parts fit. */
  readonly toCheck: readonly FilledLine[];
  /** Lines given a part number. */
  readonly filled: number;
  /** Lines no part meets, with near parts offered in the pane and nothing written in their Partno cell. */
  readonly near: number;
  /** Lines that already had a part number, left as they were. */
  readonly kept: number;
  /**
   * Lines filled before whose part no longer meets them (their value was changed since): marked Check, their
   * part number left as it is, and listed in toCheck with the parts that meet them now.
   */
  readonly noLongerMet: number;
  /**
   * Lines filled before and still marked Check in the sheet, whose parts still meet them: left as they are,
   * and listed in toCheck with their parts and the others that meet them now.
   */
  readonly stillToCheck: number;
  /** Lines whose description could not be read. */
  readonly notRead: number;
  /** Lines not to be fitted (DNP in the line, or the BOM's DNP column): no part, `Not fitted` in Match. */
  readonly notFitted: number;
  /** Lines that are no ceramic capacitor or inductor (an electrolytic, a bead, a resistor): no part. */
  readonly outOfScope: number;
  /** Lines no part fits. */
  readonly noPart: number;
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
  const said: string[] = [];
  const checked = toCheck.length - near.length - changed.length - marked.length;
  // The data rows only: the header cell holds no part number filled.
  const filledRows: RangeAddress = { ...facts.partnos, row: layout.firstDataRow, rowCount: layout.dataRowCount };
  if (filled.length > 0) said.push(t('fill.summary.filled', { count: filled.length, range: rangeA1(filledRows) }));
  if (changed.length > 0) said.push(t('fill.summary.noLongerMeets', { count: changed.length }));
  if (checked > 0) said.push(t('fill.summary.toCheck', { count: checked }));
  if (marked.length > 0) said.push(t('fill.summary.stillToCheck', { count: marked.length }));
  if (near.length > 0) said.push(t('fill.summary.near', { count: near.length }));
  if (kept > 0) said.push(t('fill.summary.kept', { count: kept }));
  if (notRead > 0) said.push(t('fill.summary.notRead', { count: notRead }));
  if (notFitted > 0) said.push(t('fill.summary.notFitted', { count: notFitted }));
  if (outOfScope > 0) said.push(t('fill.summary.outOfScope', { count: outOfScope }));
  if (noPart > 0) said.push(t('fill.summary.noPart', { count: noPart }));
  let status: FillOutcome['status'];
  if (facts.cancelled) {
    status = 'cancelled';
    // Nothing written, not even the headers: the sheet is as it was, and that is what to say.
    said.unshift(
      results.length > 0 ? t('fill.summary.stopped', { count: results.length }) : t('fill.summary.stoppedBeforeAny'),
    );
  } else if (facts.failure !== undefined) {
    status = 'incomplete';
    said.push(t('fill.summary.incomplete', { reason: describeError(facts.failure) }));
  } else if (notRead + noPart + near.length === 0) status = 'done';
  // Not found only when no line of the BOM has a part: lines that had theirs are something found.
  else status = filled.length > 0 || kept > 0 ? 'doneSomeNotFound' : 'notFound';
  const products: Product[] = filled.flatMap((result) => (result.choice.chosen ? [result.choice.chosen.product] : []));
  // A fill of a BOM filled before says what it did in its title, rather than Done or Not found.
  const title =
    facts.again && !facts.cancelled && facts.failure === undefined
      ? againTitle({
          filled: filled.length,
          noLongerMeets: changed.length,
          toCheck: toCheck.length - changed.length,
          notRead,
          notFitted,
          outOfScope,
          noPart,
        })
      : undefined;
  return {
    status,
    ...(title !== undefined ? { title } : {}),
    summary: said.length > 0 ? sentences(said[0], ...said.slice(1)) : t('fill.summary.stopped', { count: 0 }),
    layout,
    toCheck,
    filled: filled.length,
    near: near.length,
    kept,
    noLongerMet: changed.length,
    stillToCheck: marked.length,
    notRead,
    notFitted,
    outOfScope,
    noPart,
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

/** The title of a fill of a BOM filled before: what it did, as counts ("1 line no longer meets its part; 7 still to check"). */
function againTitle(
  counts: Readonly<
    Record<'filled' | 'noLongerMeets' | 'toCheck' | 'notRead' | 'notFitted' | 'outOfScope' | 'noPart', number>
  >,
): string {
  const phrases = (Object.keys(counts) as (keyof typeof counts)[])
    .filter((key) => counts[key] > 0)
    .map((key) => t(`fill.title.${key}`, { count: counts[key] }));
  return phrases.length > 0 ? phrases.join(t('fill.titleSeparator')) : t('fill.title.nothingNew');
}
