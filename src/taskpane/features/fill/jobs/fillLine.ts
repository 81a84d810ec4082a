import { assessPart, type PartDescription, type PartMatch, partnoProblem, readPartDescription } from '../../../../core';
import type { FillDecision } from '../../../../office/workbook';
import { type FillChoice, fillChoice, noLongerMeetsChoice, stillToCheckChoice } from '../logic/fillChoice';
import {
  choiceTexts,
  type FillTexts,
  noLongerMeetsTexts,
  notFittedTexts,
  notInCatalogueTexts,
  outOfScopeTexts,
  unreadTexts,
} from '../wording/fillTexts';
import type { FillLine } from '../logic/fillLayout';
import type { JobContext } from '../../../jobs/types';

/** What one line came to. */
export type LineResult =
  | { readonly kind: 'matched'; readonly line: FillLine; readonly choice: FillChoice; readonly texts: FillTexts }
  | { readonly kind: 'notRead'; readonly line: FillLine; readonly texts: FillTexts }
  | { readonly kind: 'notFitted'; readonly line: FillLine; readonly texts: FillTexts }
  | { readonly kind: 'outOfScope'; readonly line: FillLine; readonly texts: FillTexts }
  | { readonly kind: 'noLongerMet'; readonly line: FillLine; readonly choice: FillChoice; readonly texts: FillTexts }
  /** Still marked Check, its part still meeting it: nothing written, listed with its candidates. */
  | { readonly kind: 'stillToCheck'; readonly line: FillLine; readonly choice: FillChoice }
  | { readonly kind: 'failed'; readonly line: FillLine; readonly failure: unknown };

/**
 * What a line states, read once for the whole fill: its value text with its footprint and designators, and
 * not fitted when the BOM's DNP (or Fitted) column says so, whatever the text says.
 */
export function readFillLine(line: FillLine): PartDescription {
  const footprint = line.footprint === '' ? undefined : line.footprint;
  const description = readPartDescription(line.text, footprint, { designator: line.designator });
  return line.notFittedBy === undefined ? description : { ...description, notFitted: { text: line.notFittedBy } };
}

/** One line's answer and the texts of its choice; a failure of its own is its result too. */
export async function answerFillLine(
  context: JobContext,
  line: FillLine,
  description: PartDescription,
  candidates: number,
): Promise<LineResult> {
  try {
    const answer = await context.client.matchLine(description, {
      count: candidates,
      lang: context.lang,
      signal: context.signal,
    });
    switch (answer.kind) {
      case 'parts': {
        const choice = fillChoice(answer.matches);
        return { kind: 'matched', line, choice, texts: choiceTexts(choice, description) };
      }
      case 'notFitted':
        return { kind: 'notFitted', line, texts: notFittedTexts(answer.text) };
      case 'outOfScope':
        return { kind: 'outOfScope', line, texts: outOfScopeTexts(answer.outOfScope) };
      case 'notInCatalogue': {
        const choice = fillChoice([]);
        return { kind: 'matched', line, choice, texts: notInCatalogueTexts(answer.reason) };
      }
      case 'noValue':
        return { kind: 'notRead', line, texts: unreadTexts(description.unread) };
    }
  } catch (error) {
    return { kind: 'failed', line, failure: error };
  }
}

/** How a line Fill gave a part before stands now: its part no longer meets it, or it is still marked Check. */
export interface FilledBefore {
  readonly kind: 'noLongerMet' | 'stillToCheck';
  readonly part: PartMatch;
}

/**
 * A line Fill gave a part before, with the parts that meet it now. One whose part no longer meets it: Check,
 * its part number as it is, what the part lacks now in Why, and the parts that meet the line now offered in
 * the pane. One marked Check before, still so, whose part still meets it: nothing written (its cells stay as
 * they are), its part and the others that meet the line now offered in the pane, to keep or to choose.
 */
export async function answerFilledBefore(
  context: JobContext,
  line: FillLine,
  description: PartDescription,
  before: FilledBefore,
  candidates: number,
): Promise<LineResult> {
  const result = await answerFillLine(context, line, description, candidates);
  if (result.kind === 'failed') return result;
  const matches = result.kind === 'matched' ? result.choice.candidates : [];
  if (before.kind === 'stillToCheck') {
    return { kind: 'stillToCheck', line, choice: stillToCheckChoice(before.part, matches) };
  }
  const choice = noLongerMeetsChoice(before.part, matches);
  return { kind: 'noLongerMet', line, choice, texts: noLongerMeetsTexts(choice, line.partno) };
}

/**
 * The lines Fill gave a part before (the workbook's record of its decisions says so, for the part number the
 * line holds now), weighed against what they say now: their part numbers looked up (one request for a BOM's
 * worth, or none from snapshots), each part weighed by the matching rule against its line as read now.
 * `noLongerMet`: the lines whose part no longer meets them, by sheet row, with how it stands (`near`).
 * `metAgain`: the texts of the lines marked No longer meets whose part meets them again, and whether they are
 * marked Check now. `stillToCheck`: the lines Fill marked Check (the record says so, and no one kept or chose a
 * part since; or met again, and Check now) whose part meets them, by sheet row. A part number typed
 * by hand (no decision of Fill's for it), one that cannot be sent or that the service does not know, or a line
 * that states no value now, is left as it is: the lifecycle refresh and the Why column say those.
 */
export async function weighFilledBefore(
  context: JobContext,
  lines: readonly FillLine[],
  read: ReadonlyMap<number, PartDescription>,
  decisions: ReadonlyMap<number, FillDecision>,
): Promise<{
  noLongerMet: Map<number, PartMatch>;
  metAgain: { line: FillLine; texts: FillTexts; check: boolean }[];
  stillToCheck: Map<number, PartMatch>;
}> {
  const filledBefore = lines.filter(
    (line) => decisions.get(line.row)?.partno === line.partno && partnoProblem(line.partno) === undefined,
  );
  const changed = new Map<number, PartMatch>();
  const metAgain: { line: FillLine; texts: FillTexts; check: boolean }[] = [];
  const stillToCheck = new Map<number, PartMatch>();
  if (filledBefore.length === 0) return { noLongerMet: changed, metAgain, stillToCheck };
  const { client, lang, signal } = context;
  const found = await client.lookup(
    filledBefore.map((line) => line.partno),
    { lang, signal },
  );
  for (const line of filledBefore) {
    const product = found.get(line.partno);
    const description = read.get(line.row);
    if (!product || !description?.value) continue;
    const part = assessPart(product, description, lang);
    const decision = decisions.get(line.row);
    if (part.verdict === 'near') changed.set(line.row, part);
    else if (decision?.decision === 'noLongerMeets') {
      const choice = fillChoice([part]);
      metAgain.push({ line, texts: choiceTexts(choice, description), check: choice.check });
      // Marked Check again (words not understood, say): listed with the lines still to check.
      if (choice.check) stillToCheck.set(line.row, part);
    } else if (decision?.check === true) stillToCheck.set(line.row, part);
  }
  return { noLongerMet: changed, metAgain, stillToCheck };
}
