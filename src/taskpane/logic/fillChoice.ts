import {
  type CategoryId,
  type MatchReason,
  type MatchRequirement,
  type PartDescription,
  type PartMatch,
  statedWords,
} from '../../core';
import { t } from '../i18n/i18n';
import { categoryInText } from './categoryChoices';

/**
 * What Fill part numbers makes of one line's candidates: the part it chooses, whether the line is marked
 * Check and why, and the words it writes (the verdict and why in the display language, worded from the
 * match's reasons and the description's notes, never by translating core's English `why`). Pure.
 */

/** Why a line is marked Check, besides a near verdict and a requirement not stated or not known. */
export type CheckCause =
  /** More than one candidate with the chosen one's standing: `count` of them, the chosen one included. */
  | { readonly kind: 'alike'; readonly count: number }
  | { readonly kind: 'ambiguousSize'; readonly text: string; readonly inch: string; readonly metric: string }
  | { readonly kind: 'conflict'; readonly requirement: string; readonly kept: string; readonly ignored: string }
  | { readonly kind: 'categoryGuessed'; readonly category: CategoryId }
  /** A line filled before whose part no longer meets it: the part, as it stands against the line now. */
  | { readonly kind: 'noLongerMeets'; readonly part: PartMatch };

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
  /** What to say about the check before the reasons (near verdicts and unstated requirements say it themselves). */
  readonly causes: readonly CheckCause[];
}

/** What makes two candidates equally good: the verdict, the status and every reason with the part's value. */
function standing(match: PartMatch): string {
  const reasons = match.reasons.map((reason) => `${reason.requirement}:${reason.kind}:${reason.actual ?? ''}`);
  return JSON.stringify([match.verdict, match.product.record.Status ?? '', reasons.sort()]);
}

/**
 * The choice for a line: the first candidate (client.match answers best first), unless it is only near (no
 * part meets the line): then nothing is chosen and the line is marked Check with its nearest parts. The
 * chosen part is marked Check when another candidate stands as well as it does, when a requirement was not stated or a part's value
 * is not known, when words were not understood, or when the reading was ambiguous (a size code of both
 * systems, two values, a category guessed).
 */
export function fillChoice(matches: readonly PartMatch[], description: PartDescription): FillChoice {
  const [chosen] = matches;
  const causes: CheckCause[] = [];
  if (!chosen) return { candidates: [], check: false, causes };
  const mine = standing(chosen);
  const alike = matches.filter((match) => standing(match) === mine).length;
  if (alike > 1 && chosen.verdict !== 'near') causes.push({ kind: 'alike', count: alike });
  for (const note of description.notes) {
    if (note.kind === 'ambiguousSize') causes.push(note);
    else if (note.kind === 'conflict') causes.push(note);
    else if (note.kind === 'categoryGuessed') causes.push({ kind: 'categoryGuessed', category: note.category });
  }
  // Words not understood come as the match's own reason (unreadWords), which says them.
  const unsure = chosen.reasons.some(
    (reason) => reason.kind === 'unstated' || reason.kind === 'unknown' || reason.requirement === 'unreadWords',
  );
  // A near part lacks something stated: written into Partno it would be read as chosen, ordered, and refreshed.
  if (chosen.verdict === 'near') return { nearest: chosen, candidates: matches, check: true, causes };
  return { chosen, candidates: matches, check: causes.length > 0 || unsure, causes };
}

function requirementText(requirement: string): string {
  const known: readonly string[] = Object.keys(REQUIREMENT_KEYS);
  return known.includes(requirement) ? t(`fill.requirements.${requirement as MatchRequirement}`) : requirement;
}

/** The requirements fill's texts name (`fill.requirements`), to tell one from another string. */
const REQUIREMENT_KEYS: Readonly<Record<MatchRequirement, true>> = {
  category: true,
  value: true,
  size: true,
  leadSpacing: true,
  smdType: true,
  mounting: true,
  temperatureCharacteristic: true,
  ratedVoltageClass: true,
  ratedVoltage: true,
  tolerance: true,
  ratedCurrent: true,
  status: true,
  unreadWords: true,
};

/** One reason as a short phrase of the display language; the part's value as the service wrote it. */
export function reasonText(reason: MatchReason): string {
  const requirement = requirementText(reason.requirement);
  const { actual, stated } = reason;
  if (reason.requirement === 'unreadWords') return t('fill.because.unread', { words: stated ?? actual ?? '' });
  if (reason.requirement === 'status') return t('fill.reason.status', { requirement, actual: actual ?? '' });
  switch (reason.kind) {
    case 'exceeded':
      return t('fill.reason.exceeded', { requirement, actual: actual ?? '', stated: stated ?? '' });
    case 'unstated':
      return actual === undefined
        ? t('fill.reason.unstatedNone', { requirement })
        : t('fill.reason.unstated', { requirement, actual });
    case 'lacks':
      if (stated === undefined) return t('fill.reason.lacksNothingStated', { requirement, actual: actual ?? '' });
      return actual === undefined
        ? t('fill.reason.lacksNone', { requirement, stated })
        : t('fill.reason.lacks', { requirement, actual, stated });
    case 'unknown':
      return stated === undefined
        ? t('fill.reason.unknownNothingStated', { requirement })
        : t('fill.reason.unknown', { requirement, stated });
  }
}

function causeText(cause: CheckCause): string {
  switch (cause.kind) {
    case 'alike':
      return t('fill.because.alike', { count: cause.count });
    case 'ambiguousSize':
      return t('fill.because.ambiguousSize', { text: cause.text, metric: cause.metric });
    case 'conflict':
      return t('fill.because.conflict', {
        requirement: requirementText(cause.requirement),
        kept: cause.kept,
        ignored: cause.ignored,
      });
    case 'categoryGuessed':
      return t('fill.because.categoryGuessed', { category: categoryInText(cause.category) });
    case 'noLongerMeets':
      return t('fill.because.noLongerMeets', {
        partno: cause.part.product.record.Partno,
        lacks: lacksText(cause.part),
      });
  }
}

/** Why a part, as the Why column writes it: the causes of a check, then each reason, in the display language. */
export function whyText(match: PartMatch, causes: readonly CheckCause[]): string {
  return [...causes.map(causeText), ...match.reasons.map(reasonText)].join(t('fill.separator'));
}

/**
 * Why a line is marked Check, each as a phrase of the Why column, for the pane to show beside its candidates:
 * the causes (parts alike, an ambiguous reading), the chosen part's requirements not stated or not known and
 * words not understood, or, when no part meets the line, the nearest part and what it lacks. Empty for a line
 * not marked Check.
 */
export function checkTexts(choice: FillChoice): string[] {
  if (!choice.check) return [];
  const causes = choice.causes.map(causeText);
  if (choice.nearest) return [...causes, nearText(choice.nearest)];
  const unsure = (choice.chosen?.reasons ?? []).filter(
    (reason) => reason.kind === 'unstated' || reason.kind === 'unknown' || reason.requirement === 'unreadWords',
  );
  return [...causes, ...unsure.map(reasonText)];
}

/** The Match cell: the verdict, or `Check: verdict`. */
export function matchText(match: PartMatch, check: boolean): string {
  const verdict = t(`fill.verdicts.${match.verdict}`);
  return check ? t('fill.check', { verdict }) : verdict;
}

/** What was read of a line, as written, for "no part fits: …". */
export function statedText(description: PartDescription): string {
  return statedWords(description).join(', ');
}

/** The three texts of a line (Partno, Match, Why), unprotected: the job makes them sheet text. */
export type FillTexts = readonly [partno: string, match: string, why: string];

/** What a part that does not meet a line lacks (or, should it say none, all its reasons). */
function lacksText(part: PartMatch): string {
  const lacks = part.reasons.filter((reason) => reason.kind === 'lacks');
  return (lacks.length > 0 ? lacks : part.reasons).map(reasonText).join(t('fill.separator'));
}

/** The nearest part of a line no part meets, with what it lacks. */
function nearText(nearest: PartMatch): string {
  return t('fill.because.near', { partno: nearest.product.record.Partno, lacks: lacksText(nearest) });
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
 * The choice for a line filled before and still marked Check in the sheet, whose part (`part`, as it stands
 * against the line now) still meets it: that part, as in the sheet, first, then the other parts that meet the
 * line now (`matches`), to keep or to choose; still Check, with why (another part as good, a requirement not
 * stated, the reading's notes).
 */
export function stillToCheckChoice(
  part: PartMatch,
  matches: readonly PartMatch[],
  description: PartDescription,
): FillChoice {
  const partno = part.product.record.Partno;
  const candidates = [part, ...matches.filter((match) => match.product.record.Partno !== partno)];
  const alike = candidates.filter((match) => standing(match) === standing(part)).length;
  const causes: CheckCause[] = [
    ...(alike > 1 ? [{ kind: 'alike' as const, count: alike }] : []),
    ...fillChoice([part], description).causes.filter((cause) => cause.kind !== 'alike'),
  ];
  return { chosen: part, candidates, check: true, causes };
}

/** The texts of such a line: its part number as it is, `Check: No longer meets`, and what the part lacks now. */
export function noLongerMeetsTexts(choice: FillChoice, partno: string): FillTexts {
  return [
    partno,
    t('fill.check', { verdict: t('fill.noLongerMeets') }),
    choice.causes.map(causeText).join(t('fill.separator')),
  ];
}

/**
 * The texts of a line with candidates, of one whose candidates are only near (Partno left empty, Why naming
 * the nearest part and what it lacks), or of one without (no part fits).
 */
export function choiceTexts(choice: FillChoice, description: PartDescription): FillTexts {
  if (choice.nearest) {
    return [
      '',
      t('fill.check', { verdict: t('fill.noPartMeets') }),
      [...choice.causes.map(causeText), nearText(choice.nearest)].join(t('fill.separator')),
    ];
  }
  if (!choice.chosen) {
    const stated = statedText(description);
    return ['', t('fill.noPart'), stated === '' ? t('fill.why.nothingRead') : t('fill.why.lookedFor', { stated })];
  }
  return [
    choice.chosen.product.record.Partno,
    matchText(choice.chosen, choice.check),
    whyText(choice.chosen, choice.causes),
  ];
}

/** The texts of a line whose description could not be read: the words not understood, or that it states no value. */
export function unreadTexts(unread: readonly string[]): FillTexts {
  // Every word understood and still no value (a footprint in the value column): that is what to say.
  return [
    '',
    t('fill.notRead'),
    unread.length > 0 ? t('fill.because.unread', { words: unread.join(' ') }) : t('fill.because.noValue'),
  ];
}

/** The texts of a candidate the user chose in the pane: the choice is theirs, so it is no longer marked Check. */
export function chosenTexts(match: PartMatch): FillTexts {
  return [match.product.record.Partno, matchText(match, false), whyText(match, [])];
}
