import { type CellValue, type PartDescription, type Product, sheetText } from '../../../../core';
import {
  columnLetters,
  type FillDecision,
  fillKey,
  type RangeAddress,
  rangeA1,
  readFillDecisions,
  saveFillDecisions,
} from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import { describeError } from '../../../logic/describeError';
import { sentences } from '../../../logic/failureWords/text';
import type { FillChoice, FillTexts } from '../logic/fillChoice';
import {
  designatorColumnOf,
  fillColumns,
  footprintColumnOf,
  type FillColumnPlace,
  type FillLayout,
  type FillLine,
  fillLines,
  fillRows,
  notFittedColumnOf,
  placeOf,
} from '../logic/fillLayout';
import {
  answerChangedLine,
  answerFillLine,
  answerStillToCheck,
  type LineResult,
  readFillLine,
  weighFilledBefore,
} from './fillLine';
import { snapshotsFact, snapshotsUsed } from '../../../logic/snapshotNote';
import { BomRefreshError } from '../../../jobs/errors/BomRefreshError';
import { requestCounter, type SnapshotDownloads, snapshotDownloads } from '../../../jobs/jobText';
import type { JobContext, JobOutcome } from '../../../jobs/types';

export interface FillRequest {
  /** The value cells (or their header, or one of them); default the workbook's selection. */
  readonly values?: RangeAddress;
  /** The footprint column: its header or its letter; empty or undefined: the column headed Footprint, Package... */
  readonly footprint?: string;
  /**
   * Candidates asked for each line: the chosen one and those the pane offers for a line marked Check.
   * @default 5
   */
  readonly candidates?: number;
}

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

/** Lines matched at once between two writes: few enough for progress and Cancel to be prompt. */
const LINES_AT_ONCE = 25;

const DEFAULT_CANDIDATES = 5;

/**
 * Fills the part numbers of a BOM of values: for each line of the value column (with its footprint, when the
 * BOM has a footprint column) that has no part number yet, client.match chooses a part, and its part number,
 * the verdict and why are written into the columns Partno, Match and Why (in the display language): a
 * part-number column the BOM already has is filled where it is empty, and a cell holding a part number is
 * never written over; the others are appended at the header row's right, after asking when their cells hold
 * anything. A line is marked Check when the choice was not unique, a requirement was not stated or the reading
 * was ambiguous; its candidates come back in the outcome for the pane to offer. A line filled before (the
 * workbook's record of Fill's decisions says so) is weighed against what it says now: one whose part no longer
 * meets it is marked Check with the parts that meet it now, its part number as it is; one still marked Check (no
 * one kept its part or chose another since) is listed again with its part first, its cells as they are
 * (weighFilledBefore). A fill of a BOM filled before says what it did in its title.
 *
 * Before anything is asked or written, every line is read (readPartDescription, pure): a selected column in
 * which no line states a value (reference designators, footprints) is refused, saying to select the value
 * column. Every line is then asked at once and written a group at a time as the answers come, with the
 * progress counted from 0 of all the lines; the appended headers go in with the first group, so Cancel
 * before any line was written leaves the sheet as it was. Cancel stops between two groups, and what was
 * written stays. A failure of the service stops the job the same way, incomplete, with what was written.
 * Every text goes into the sheet quote-prefixed (sheetText): nothing from the service becomes a formula.
 */
export async function fillPartNumbers(context: JobContext, request: FillRequest = {}): Promise<FillOutcome> {
  const { client, workbook, signal } = context;
  const requests = requestCounter(client);
  context.onProgress({ phase: 'fetching', done: 0, requests: 0, text: t('fill.progress.reading') });

  const { layout, lines, header } = await readFillBom(context, request);
  const toFill = lines.filter((line) => line.partno === '');
  // Each line is read once, here: the reading is what is matched, weighed and worded.
  const read = new Map(lines.map((line) => [line.row, readFillLine(line)]));
  // What Fill decided before, from the workbook's record, never from the words of the Match column.
  const key = fillKey(layout.sheet, layout.headerRow, layout.valueColumn);
  const decisions = await readFillDecisions(workbook, key);
  // The lines Fill gave a part before are weighed against what they say now: a value changed since is told,
  // never passed over as a line that has its part.
  const withPartno = lines.filter((line) => line.partno !== '');
  const { noLongerMet, metAgain, stillToCheck } = await weighFilledBefore(context, withPartno, read, decisions);
  // A line marked No longer meets whose part meets it again (its value put back, or a part typed that fits):
  // its Match and Why say so now, its part number as it is, in the columns the BOM has (nothing appended yet).
  // It is counted kept.
  const existing = withoutPartno(layout);
  await writeLines(context, { ...existing, columns: existing.columns.filter((place) => place.existing) }, metAgain);
  // The lines still marked Check are asked too, for the parts the pane offers beside theirs; their cells stay.
  const toAsk = lines.filter((line) => line.partno === '' || noLongerMet.has(line.row) || stillToCheck.has(line.row));
  const kept = lines.filter((line) => line.partno !== '' && !noLongerMet.has(line.row)).length;
  const partnoPlace = placeOf(layout, 'partno');
  const partnos: RangeAddress = {
    sheet: layout.sheet,
    row: layout.headerRow,
    column: partnoPlace.index,
    rowCount: layout.dataRowCount + 1,
    columnCount: 1,
  };
  const base = {
    layout,
    toCheck: [],
    filled: 0,
    near: 0,
    kept,
    noLongerMet: 0,
    stillToCheck: 0,
    notRead: 0,
    notFitted: 0,
    outOfScope: 0,
    noPart: 0,
  };
  const keptSoFar = keptDecisions(lines, decisions);
  for (const { line, check } of metAgain) {
    keptSoFar.set(line.row, { partno: line.partno, decision: 'met', ...(check ? { check: true } : {}) });
  }
  if (toAsk.length === 0) {
    if (metAgain.length > 0) await saveFillDecisions(workbook, key, keptSoFar);
    return {
      ...base,
      status: 'done',
      summary: t('fill.summary.nothingToFill'),
      ...(partnoPlace.existing ? { partnos } : {}),
    };
  }

  // A column of reference designators (C1, C2...) or of footprints would be matched line by line into as many
  // "Not read" rows: the reader is pure and cheap, so a column in which no line states a value is refused first.
  if (toFill.length > 0 && !lines.some((line) => read.get(line.row)?.value !== undefined)) {
    throw new BomRefreshError(t('fill.problems.noValues', { header: t('errors.quoted', { value: header }) }));
  }
  // The total from the start: the bar moves from 0 while the first group is asked, not from its answer.
  // From when the lines are asked, the kept snapshots their searches wait on, by their bytes.
  const listening: { downloads?: SnapshotDownloads } = {};
  let matched = 0;
  const progress = (done: number): void => {
    matched = done;
    const text = t('fill.progress.matching', { done, count: toAsk.length });
    context.onProgress({
      phase: 'fetching',
      done,
      total: toAsk.length,
      requests: requests(),
      text: listening.downloads ? listening.downloads.text(text) : text,
    });
  };
  progress(0);

  const appended = appendedBlock(layout);
  if (appended) {
    const held = await workbook.contents(appended);
    if (held.values || held.tables.length > 0) {
      const range = rangeA1(appended);
      if (!(await context.confirmOverwrite(appended, t('fill.replace', { range })))) {
        return { ...base, status: 'declined', summary: t('fill.summary.declined', { range }) };
      }
    }
  }

  const results: LineResult[] = [];
  let failure: unknown;
  let cancelled = false;
  let headersWritten = false;
  // Every line is asked at once, so that the client weighs the whole BOM's searches together (one per value
  // and size, or its categories downloaded when that costs fewer requests); the lines are written a group at
  // a time, in order, as their answers arrive. The job's end, whatever it is, stops what is still asked.
  const stop = new AbortController();
  const stopWithJob = () => stop.abort(signal.reason);
  signal.addEventListener('abort', stopWithJob, { once: true });
  const asking = { ...context, signal: stop.signal };
  const candidates = request.candidates ?? DEFAULT_CANDIDATES;
  const downloads = snapshotDownloads(client, () => progress(matched));
  listening.downloads = downloads;
  const asked = toAsk.map((line) => {
    const description = read.get(line.row) as PartDescription;
    const changed = noLongerMet.get(line.row);
    if (changed) return answerChangedLine(asking, line, description, changed, candidates);
    const marked = stillToCheck.get(line.row);
    if (marked) return answerStillToCheck(asking, line, description, marked, candidates);
    return answerFillLine(asking, line, description, candidates);
  });
  try {
    for (let start = 0; start < toAsk.length && failure === undefined && !cancelled; start += LINES_AT_ONCE) {
      if (signal.aborted) {
        cancelled = true;
        break;
      }
      const answered = await Promise.all(asked.slice(start, start + LINES_AT_ONCE));
      // Cancel heard during the group: its answers are dropped, what was written before stays.
      if (signal.aborted) {
        cancelled = true;
        break;
      }
      const failed = answered.find((result) => result.kind === 'failed');
      const usable = answered.flatMap((result) => (result.kind === 'failed' ? [] : [result]));
      // A line still to check keeps its cells as they are: only listed.
      const written = usable.flatMap((result) => (result.kind === 'stillToCheck' ? [] : [result]));
      // The appended headers go in with the first lines, not before: a fill cancelled (or failing) before any
      // line was written leaves the sheet as it was.
      if (!headersWritten && written.length > 0) {
        await writeHeaders(context, layout);
        headersWritten = true;
      }
      await writeLines(
        context,
        layout,
        written.flatMap((result) => (result.kind === 'noLongerMet' ? [] : [result])),
      );
      // A line whose part no longer meets it keeps its part number: its Match and Why only are written.
      await writeLines(
        context,
        withoutPartno(layout),
        written.filter((result) => result.kind === 'noLongerMet'),
      );
      results.push(...usable);
      if (failed?.kind === 'failed') failure = failed.failure;
      progress(results.length);
    }
  } finally {
    signal.removeEventListener('abort', stopWithJob);
    stop.abort();
    downloads.stop();
  }
  if (results.length > 0) await workbook.recalculate();
  if (results.length > 0 || metAgain.length > 0) {
    await saveFillDecisions(workbook, key, decided(keptSoFar, results));
  }
  // A fill of a BOM Fill had filled before: the record of its decisions says so.
  const again = decisions.size > 0;
  return fillOutcome({ ...base, layout, partnos, results, failure, cancelled, total: toAsk.length, again }, client);
}

/** The BOM's layout and its lines with a value, read from the selection (or the cells given). */
async function readFillBom(
  context: JobContext,
  request: FillRequest,
): Promise<{ layout: FillLayout; lines: FillLine[]; header: string }> {
  const { workbook } = context;
  const selection = request.values ?? (await workbook.selectedRange());
  const used = await workbook.usedRange(selection.sheet);
  if (!used) throw new BomRefreshError(t('fill.problems.nothingSelected'));
  const column = (
    await workbook.readValues({ ...selection, row: used.row, rowCount: used.rowCount, columnCount: 1 })
  ).map((row) => row[0]);
  const rows = fillRows({ selection, used, column });
  if ('problem' in rows) {
    const header = t('errors.quoted', { value: String(column[Math.max(0, selection.row - used.row)] ?? '') });
    throw new BomRefreshError(t(`fill.problems.${rows.problem}`, { header }));
  }
  const right = used.column + used.columnCount;
  const header =
    (
      await workbook.readValues({ sheet: rows.sheet, row: rows.headerRow, column: 0, rowCount: 1, columnCount: right })
    )[0] ?? [];
  const footprint = footprintColumnOf(header, rows.valueColumn, request.footprint);
  if ('problem' in footprint) {
    throw new BomRefreshError(
      t('fill.problems.footprintNotFound', {
        footprint: t('errors.quoted', { value: request.footprint?.trim() ?? '' }),
        headers: footprint.headers.map((text) => t('errors.quoted', { value: text })).join(t('fill.listSeparator')),
        first: columnLetters(footprint.firstColumn),
        last: columnLetters(footprint.lastColumn),
      }),
    );
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

/** The decisions kept of the lines that still hold the part number Fill wrote: a part typed since is the user's. */
function keptDecisions(
  lines: readonly FillLine[],
  decisions: ReadonlyMap<number, FillDecision>,
): Map<number, FillDecision> {
  const kept = new Map<number, FillDecision>();
  for (const line of lines) {
    const decision = decisions.get(line.row);
    if (decision && decision.partno === line.partno) kept.set(line.row, decision);
  }
  return kept;
}

/**
 * The decisions after a fill: each line answered now decides anew (marked Check or not); a line given no part
 * has none; a line still to check keeps its own, as its cells are kept.
 */
function decided(kept: Map<number, FillDecision>, results: readonly LineResult[]): Map<number, FillDecision> {
  for (const result of results) {
    const { row } = result.line;
    if (result.kind === 'noLongerMet') kept.set(row, { partno: result.line.partno, decision: 'noLongerMeets' });
    else if (result.kind === 'matched' && result.choice.chosen) {
      const { check } = result.choice;
      kept.set(row, {
        partno: result.choice.chosen.product.record.Partno,
        decision: 'met',
        ...(check ? { check } : {}),
      });
    } else if (result.kind !== 'failed' && result.kind !== 'stillToCheck') kept.delete(row);
  }
  return kept;
}

/** The layout without its Partno column: for the lines whose part number stays as it is. */
function withoutPartno(layout: FillLayout): FillLayout {
  return { ...layout, columns: layout.columns.filter((place) => place.column !== 'partno') };
}

/** The BOM rows of the appended columns: they must be empty, or the user agrees to replace them. */
function appendedBlock(layout: FillLayout): RangeAddress | undefined {
  const appended = layout.columns.filter((place) => !place.existing).map((place) => place.index);
  if (appended.length === 0) return undefined;
  const first = Math.min(...appended);
  return {
    sheet: layout.sheet,
    row: layout.firstDataRow,
    column: first,
    rowCount: layout.dataRowCount,
    columnCount: Math.max(...appended) - first + 1,
  };
}

/** Columns side by side, as one write each. */
function adjacentRuns(places: readonly FillColumnPlace[]): FillColumnPlace[][] {
  const runs: FillColumnPlace[][] = [];
  for (const place of [...places].sort((a, b) => a.index - b.index)) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1].index + 1 === place.index) run.push(place);
    else runs.push([place]);
  }
  return runs;
}

const TEXT_INDEX = { partno: 0, match: 1, why: 2 } as const;

/** The header cells of the appended columns, in the display language. */
async function writeHeaders(context: JobContext, layout: FillLayout): Promise<void> {
  const appended = layout.columns.filter((place) => !place.existing);
  for (const run of adjacentRuns(appended)) {
    await context.workbook.writeValues({ sheet: layout.sheet, row: layout.headerRow, column: run[0].index }, [
      run.map((place) => sheetText(t(`fill.headers.${place.column}`))),
    ]);
  }
}

/**
 * Writes the lines' texts into their rows: rows next to each other as one block per run of adjacent columns,
 * so that no cell of a line that is not being filled (one holding a part number) is ever written.
 */
export async function writeLines(
  context: Pick<JobContext, 'workbook'>,
  layout: FillLayout,
  results: readonly { readonly line: FillLine; readonly texts: FillTexts }[],
): Promise<void> {
  const sorted = [...results].sort((a, b) => a.line.row - b.line.row);
  const blocks: (typeof sorted)[] = [];
  for (const result of sorted) {
    const block = blocks[blocks.length - 1];
    if (block && block[block.length - 1].line.row + 1 === result.line.row) block.push(result);
    else blocks.push([result]);
  }
  for (const block of blocks) {
    for (const run of adjacentRuns(layout.columns)) {
      await context.workbook.writeValues(
        { sheet: layout.sheet, row: block[0].line.row, column: run[0].index },
        block.map(({ texts }) => run.map((place) => sheetText(texts[TEXT_INDEX[place.column]]))),
      );
    }
  }
}

interface FillFacts {
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
function fillOutcome(facts: FillFacts, client: JobContext['client']): FillOutcome {
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
