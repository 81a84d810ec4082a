import { type MatchReason, type PartDescription, type PartMatch, statedWords } from '../core';
import { fillTemplate, notePhrase, reasonPhrase } from '../words';
import type { ExcelError } from './excelErrors';
import { catalogueCheck } from './words/catalogueMatchLines';
import type { CellWords } from './words/CellWords';

// PART.MATCHLINE's cells: a part's row (Partno, Verdict, Why), worded from the match's reasons in the display
// language, never by translating core's English `why`. The part's data (its part number, its own values in
// the reasons) stays as the service wrote it: a function's result is a value, never read as a formula, so it
// needs no protection (the pane's writes go through the Workbook port, which protects them).

/** A cell of PART.MATCHLINE's result. */
export type MatchCell = string | ExcelError;

/** The columns of one part: Partno, Verdict, Why. */
export const MATCH_COLUMNS = 3;

/** One reason as a short phrase of the display language. */
export function reasonText(reason: MatchReason, words: CellWords): string {
  return reasonPhrase(words.catalogue.matching, reason);
}

/**
 * Why a part was chosen as it was: one phrase per reason, then what the reader decided of the line (a word
 * ignored, a size read as inch), so that nothing is guessed silently; in the display language.
 */
export function whyText(match: Pick<PartMatch, 'reasons' | 'notes' | 'checks'>, words: CellWords): string {
  const said = (text: string | undefined): text is string => text !== undefined;
  const checks = match.checks.map((check) => catalogueCheck(words.catalogue, check)).filter(said);
  const notes = match.notes.map((note) => notePhrase(words.catalogue.matching, note)).filter(said);
  return [...checks, ...match.reasons.map((reason) => reasonText(reason, words)), ...notes].join(words.reasonSeparator);
}

/**
 * The verdict cell: the verdict, or `Check: Exact` for a part that meets the line but that a person must check
 * (checks); `check` and `near` say so themselves.
 */
export function verdictText(match: PartMatch, words: CellWords): string {
  const { matching } = words.catalogue;
  const verdict = matching.verdicts[match.verdict];
  const meeting = match.verdict === 'exact' || match.verdict === 'meets';
  return meeting && match.checks.length > 0 ? fillTemplate(matching.checked, { verdict }) : verdict;
}

/** A part's three cells. */
export function matchRow(match: PartMatch, words: CellWords): MatchCell[] {
  return [match.product.record.Partno, verdictText(match, words), whyText(match, words)];
}

/** The row of a line not to be fitted: no part, the verdict cell says so, and why the word that said it. */
export function notFittedRow(text: string, words: CellWords): MatchCell[] {
  return ['', words.catalogue.matching.notFitted, text];
}

/** What was read of a line, as written, for a message that says what was looked for. */
export function statedText(description: PartDescription, words: CellWords): string {
  return statedWords(description).join(words.listSeparator);
}
