import { DescriptionError, type LineAnswer, readPartDescription, SingleFlight } from '../core';
import { recordError } from '../office/errorLog';
import { currentClient } from '../office/runtime';
import { type CellInput, cellText, flatten, given } from './cells';
import { CellRefusal, cellWordsFor, type ExcelError, excelError, toExcelError } from './excelErrors';
import type { ResultCell } from './fieldCells';
import { MATCH_COLUMNS, matchRow, notFittedRow, statedText } from './matchCells';
import { boundRows } from './resultBound';

/** Parts per line PART.MATCHLINE shows unless told otherwise: the one it would choose. */
const DEFAULT_MATCHES = 1;

/** Most parts per line: enough to choose from; a column of lines spills this many parts' columns side by side. */
const MAX_MATCHES = 100;

/** What one line of PART.MATCHLINE came to: its answer (its parts best first, or why none), or the failure of its own search. */
type LineOutcome = { readonly answer: LineAnswer } | { readonly failure: unknown };

/**
 * PART.MATCHLINE's cells: for one line, a row per part (Partno, Verdict, Why); for a column of lines, a row per
 * line with each part's three columns side by side, a line that failed its own row's error.
 */
export async function matchLineCells(
  description: CellInput,
  footprint: CellInput,
  count: unknown,
  signal: AbortSignal | undefined,
): Promise<ResultCell[][]> {
  const lines = flatten(description).map(cellText);
  const footprints = footprint === null || footprint === undefined ? [] : flatten(footprint).map(cellText);
  if (footprints.length > 1 && footprints.length !== lines.length) {
    throw new CellRefusal('#VALUE!', (words) => words.footprintCount(lines.length, footprints.length));
  }
  const limit = given(count) ? Number(count) : DEFAULT_MATCHES;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MATCHES)
    throw new CellRefusal('#VALUE!', (words) => words.countNotWhole(cellText(count), MAX_MATCHES));
  // One footprint cell is every line's footprint.
  const footprintOf = (index: number): string => (footprints.length === 1 ? footprints[0] : (footprints[index] ?? ''));
  const { client, settings } = await currentClient();
  const words = cellWordsFor(settings);
  // The same line twice in one range is asked once; lines of other cells share their searches in core.
  const asked = new SingleFlight<LineOutcome>({ maxEntries: Math.max(1, lines.length) });
  const outcomeOf = (text: string, footprintText: string): Promise<LineOutcome> =>
    asked.run(
      `${text}\u0000${footprintText}`,
      (stop) =>
        client
          .matchLine(text, {
            footprint: footprintText === '' ? undefined : footprintText,
            count: limit,
            lang: settings.lang,
            signal: stop,
          })
          .then(
            (answer): LineOutcome => ({ answer }),
            (failure: unknown): LineOutcome => ({ failure }),
          ),
      signal,
    );
  const outcomes = await Promise.all(
    lines.map((text, index) => (text === '' ? undefined : outcomeOf(text, footprintOf(index)))),
  );
  const noMatch = (text: string, footprintText: string): ExcelError =>
    excelError(
      '#N/A',
      words.noMatch(
        [text, footprintText].join(' ').trim(),
        statedText(readPartDescription(text, footprintText || undefined), words),
      ),
    );
  const empty = (): ResultCell[] => Array.from({ length: MATCH_COLUMNS }, () => '');
  /** A line's parts (at most `limit`), its row of Not fitted, or the error that says why it has none. */
  const rowsOf = (answer: LineAnswer, index: number): ResultCell[][] | ExcelError => {
    switch (answer.kind) {
      case 'parts':
        return answer.matches.length === 0
          ? noMatch(lines[index], footprintOf(index))
          : answer.matches.slice(0, limit).map((found) => matchRow(found, words));
      case 'notFitted':
        return [notFittedRow(answer.text, words)];
      case 'outOfScope':
        return excelError('#N/A', words.outOfScope(answer.outOfScope));
      case 'notInCatalogue':
        return excelError('#N/A', words.notInCatalogue(answer.reason));
      case 'noValue':
        return toExcelError(new DescriptionError(answer.description.text, answer.description.unread), words);
    }
  };

  if (lines.length === 1) {
    // One line: its parts one per row, or the cell's own error.
    const [outcome] = outcomes;
    if (!outcome) return [empty()];
    if ('failure' in outcome) throw outcome.failure;
    const rows = rowsOf(outcome.answer, 0);
    if (!Array.isArray(rows)) throw rows;
    const parts = rows.length;
    while (rows.length < limit) rows.push(empty());
    return boundRows([], rows, (kept) => [words.resultCut('parts', kept, parts), '', '']).rows;
  }
  // A column of lines: a row per line, beside the BOM, its parts side by side; a line that failed is its
  // own row's error.
  const width = MATCH_COLUMNS * limit;
  const lineRows = outcomes.map((outcome, index): ResultCell[] => {
    if (!outcome) return Array.from({ length: width }, () => '');
    const failed = (error: ExcelError): ResultCell[] => Array.from({ length: width }, () => error);
    if ('failure' in outcome) {
      recordError(outcome.failure, 'cell');
      return failed(toExcelError(outcome.failure, words));
    }
    const rows = rowsOf(outcome.answer, index);
    if (!Array.isArray(rows)) return failed(rows);
    const cells: ResultCell[] = rows.flat();
    while (cells.length < width) cells.push('');
    return cells;
  });
  return boundRows([], lineRows, (kept) => [
    words.resultCut('lines', kept, lines.length),
    ...Array.from({ length: width - 1 }, () => ''),
  ]).rows;
}
