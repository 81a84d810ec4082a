import type { PartDescription } from '../../../../core';
import { fillKey, type RangeAddress, readFillDecisions, saveFillDecisions } from '../../../../office/workbook';
import { requestCounter, type SnapshotDownloads, snapshotDownloads } from '../../../jobs/progressReports';
import type { JobContext } from '../../../jobs/types';
import type { JobProgress } from '../../../logic/jobProgress';
import { placeOf } from '../logic/fillLayout';
import { type FillLineCounts, NO_LINES } from '../logic/fillSummary';
import { decided, keptDecisions } from './fillDecisions';
import { answerFilledBefore, answerFillLine, type LineResult, readFillLine, weighFilledBefore } from './fillLine';
import { fillOutcome, type FillOutcome } from './fillOutcome';
import { fillRefused } from './fillRefused';
import { type FillBomCells, readFillBom } from './readFillBom';
import { appendedBlock, withoutPartno, writeHeaders, writeLines } from './writeFillLines';

export interface FillRequest extends FillBomCells {
  /**
   * Candidates asked for each line: the chosen one and those the pane offers for a line marked Check.
   * @default 5
   */
  readonly candidates?: number;
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
  context.onProgress({ phase: 'fetching', done: 0, requests: 0, step: { kind: 'readingBom' } });

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
  const base = { layout, toCheck: [] };
  // Before any line is asked: only the lines that had their part number.
  const keptOnly: FillLineCounts = { ...NO_LINES, kept };
  const keptSoFar = keptDecisions(lines, decisions);
  for (const { line, check } of metAgain) {
    keptSoFar.set(line.row, { partno: line.partno, decision: 'met', ...(check ? { check: true } : {}) });
  }
  if (toAsk.length === 0) {
    if (metAgain.length > 0) await saveFillDecisions(workbook, key, keptSoFar);
    return {
      ...base,
      status: 'done',
      summary: { kind: 'nothingToFill', lines: keptOnly },
      ...(partnoPlace.existing ? { partnos } : {}),
    };
  }

  // A column of reference designators (C1, C2...) or of footprints would be matched line by line into as many
  // "Not read" rows: the reader is pure and cheap, so a column in which no line states a value is refused first.
  if (toFill.length > 0 && !lines.some((line) => read.get(line.row)?.value !== undefined)) {
    throw fillRefused({ kind: 'noValues', header });
  }
  // The total from the start: the bar moves from 0 while the first group is asked, not from its answer.
  // From when the lines are asked, the kept snapshots their searches wait on, by their bytes.
  const listening: { downloads?: SnapshotDownloads } = {};
  let matched = 0;
  const progress = (done: number): void => {
    matched = done;
    const report: JobProgress = {
      phase: 'fetching',
      done,
      total: toAsk.length,
      requests: requests(),
      step: { kind: 'linesMatched' },
    };
    context.onProgress(listening.downloads ? listening.downloads.with(report) : report);
  };
  progress(0);

  const appended = appendedBlock(layout);
  if (appended) {
    const held = await workbook.contents(appended);
    if (held.values || held.tables.length > 0) {
      if (!(await context.confirmOverwrite({ kind: 'fillColumns', range: appended }))) {
        return { ...base, status: 'declined', summary: { kind: 'declined', range: appended, lines: keptOnly } };
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
    if (changed)
      return answerFilledBefore(asking, line, description, { kind: 'noLongerMet', part: changed }, candidates);
    const marked = stillToCheck.get(line.row);
    if (marked)
      return answerFilledBefore(asking, line, description, { kind: 'stillToCheck', part: marked }, candidates);
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
  return fillOutcome({ layout, partnos, kept, results, failure, cancelled, total: toAsk.length, again }, client);
}
