import type { MatchCheck, PartMatch } from '../../../../core';

/**
 * What Fill part numbers makes of one line's candidates: the part it chooses, and whether the line is marked
 * Check and why. Pure: fill/wording/fillTexts words the choice.
 */

/**
 * Why a line is marked Check besides a near verdict: core's causes (MatchCheck: words not understood, a
 * voltage assumed and not met, both readings of a size code with parts, no size stated, a conflict, parts alike
 * but for a characteristic no rule orders, a status), a line filled before whose part no longer meets it, or one
 * a fill before marked Check and still so.
 */
export type CheckCause =
  | MatchCheck
  /** A line filled before whose part no longer meets it: the part, as it stands against the line now. */
  | { readonly kind: 'noLongerMeets'; readonly part: PartMatch }
  /** A line a fill before marked Check, still so, though its part now leaves nothing to decide. */
  | { readonly kind: 'markedBefore' };

export interface FillChoice {
  /** The best candidate, the part written; undefined when there was none, or none that meets the line. */
  readonly chosen?: PartMatch;
  /**
   * The best candidate when no part meets the line (every candidate is `near`): offered in the pane, never
   * written as if chosen. Undefined when a part was chosen, or there was no candidate at all.
   */
  readonly nearest?: PartMatch;
  /** Every candidate, best first, the chosen (or nearest) one first. */
  readonly candidates: readonly PartMatch[];
  /** Whether an engineer should look at the line before ordering. */
  readonly check: boolean;
  /** Why it is marked Check (near verdicts say it themselves). */
  readonly causes: readonly CheckCause[];
}

/**
 * The choice for a line: the first candidate (client.matchLine answers best first), unless it is only near (no
 * part meets the line): then nothing is chosen and the line is marked Check with its nearest parts. The chosen
 * part is marked Check only where a person must decide, as core says (its verdict is `check`, or it has
 * checks): not for a tolerance left unstated, nor for an ambiguity that changes nothing.
 */
export function fillChoice(matches: readonly PartMatch[]): FillChoice {
  const [chosen] = matches;
  if (!chosen) return { candidates: [], check: false, causes: [] };
  // A near part lacks something stated: written into Partno it would be read as chosen, ordered, and refreshed.
  if (chosen.verdict === 'near') return { nearest: chosen, candidates: matches, check: true, causes: [] };
  return {
    chosen,
    candidates: matches,
    check: chosen.verdict === 'check' || chosen.checks.length > 0,
    causes: chosen.checks,
  };
}

/**
 * The choice for a line filled before whose part (`part`, as it stands against the line now: near) no longer
 * meets it: nothing chosen, since its part number is never written over; marked Check, the parts that meet it
 * now (`matches`) offered in the pane.
 */
export function noLongerMeetsChoice(part: PartMatch, matches: readonly PartMatch[]): FillChoice {
  return { candidates: matches, check: true, causes: [{ kind: 'noLongerMeets', part }] };
}

/**
 * The choice for a line Fill gave a part and marked Check, kept or changed by no one since, whose part (`part`,
 * as it stands against the line now) still meets it: that part first, as in the sheet, then the other parts that
 * meet the line now (`matches`, the line's answer), to keep it or choose another. Still Check, as the sheet
 * says: why as the line's answer weighs that part now (its checks among the others), or, when nothing is left
 * to decide, that a fill marked it so.
 */
export function stillToCheckChoice(part: PartMatch, matches: readonly PartMatch[]): FillChoice {
  const partno = part.product.record.Partno;
  const mine = matches.find((match) => match.product.record.Partno === partno) ?? part;
  const others = matches.filter((match) => match.product.record.Partno !== partno);
  const causes: readonly CheckCause[] = mine.checks.length > 0 ? mine.checks : [{ kind: 'markedBefore' }];
  return { chosen: mine, candidates: [mine, ...others], check: true, causes };
}
