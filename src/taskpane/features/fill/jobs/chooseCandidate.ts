import type { PartMatch } from '../../../../core';
import { fillKey, readFillDecisions, saveFillDecisions } from '../../../../office/workbook';
import { chosenTexts } from '../wording/fillTexts';
import type { CandidateSummary } from '../logic/candidateSummary';
import { type FillLayout, placeOf } from '../logic/fillLayout';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import type { FilledLine } from './fillOutcome';
import { writeLines } from './writeFillLines';

/**
 * Writes the candidate the user chose for a line marked Check: its part number, verdict and why, no longer
 * marked Check (the choice is the user's). The line's Partno cell must still hold what Fill wrote there (or
 * nothing): a part number typed since is the user's, and is replaced only when they say so. Choosing the part
 * already written keeps it: the same words, without Check.
 */
export async function chooseCandidate(
  context: JobContext,
  layout: FillLayout,
  line: FilledLine,
  match: PartMatch,
): Promise<JobOutcome<CandidateSummary>> {
  const partno = placeOf(layout, 'partno');
  const cell = { sheet: layout.sheet, row: line.row, column: partno.index, rowCount: 1, columnCount: 1 };
  const [[now]] = await context.workbook.readValues(cell);
  const holds = String(now ?? '').trim();
  if (holds !== '' && holds !== line.written) {
    // What it holds now and what would go there: the user decides between the two, not from a row number.
    const replace = await context.confirmOverwrite({
      kind: 'fillCell',
      range: cell,
      held: holds,
      written: line.written,
      replacement: match.product.record.Partno,
    });
    if (!replace) return { status: 'declined', summary: { kind: 'declined', range: cell } };
  }
  await writeLines(context, layout, [{ line, texts: chosenTexts(match) }]);
  // The record of Fill's decisions follows: a part that meets the line is one Fill weighs again next time.
  const key = fillKey(layout.sheet, layout.headerRow, layout.valueColumn);
  const decisions = await readFillDecisions(context.workbook, key);
  if (match.verdict === 'near') decisions.delete(line.row);
  else decisions.set(line.row, { partno: match.product.record.Partno, decision: 'met' });
  await saveFillDecisions(context.workbook, key, decisions);
  await context.workbook.recalculate();
  const partnoChosen = match.product.record.Partno;
  // The cell held the chosen part already: it is kept, its line no longer marked Check.
  const kept = holds === partnoChosen;
  return {
    status: 'done',
    summary: { kind: kept ? 'kept' : 'chosen', partno: partnoChosen, row: line.row },
    range: cell,
  };
}
