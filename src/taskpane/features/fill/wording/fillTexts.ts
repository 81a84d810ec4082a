import {
  bodyText,
  type DescriptionNote,
  type MatchReason,
  type NotInCatalogue,
  type OutOfScope,
  type MatchRequirement,
  type PartDescription,
  type PartMatch,
  statedWords,
} from '../../../../core';
import { t } from '../../../i18n/i18n';
import { notePhrase } from '../../../../words';
import { categoryInText } from '../../../wording/categoryNames';
import { vocabulary } from '../../../wording/vocabulary';
import type { CheckCause, FillChoice } from '../logic/fillChoice';
import type { FillColumn } from '../logic/fillLayout';

/**
 * The words Fill part numbers writes for a line's choice: the verdict and why in the display language, worded
 * from the match's reasons and the description's notes, never by translating core's English `why`.
 */

/** A requirement's name in the display language; a string that names none, as it is. */
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
  height: true,
  status: true,
  unreadWords: true,
};

/** One reason as a short phrase of the display language; the part's value as the service wrote it. */
export function reasonText(reason: MatchReason): string {
  const requirement = requirementText(reason.requirement);
  const { actual, stated } = reason;
  if (reason.requirement === 'unreadWords') return t('fill.because.unread', { words: stated ?? actual ?? '' });
  if (reason.requirement === 'status') return t('fill.reason.status', { requirement, actual: actual ?? '' });
  if (reason.kind === 'assumed') return t('fill.reason.assumed', { stated: stated ?? '' });
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

/** What parts alike differ in: their sizes, then their characteristics, when they differ. */
export function differencesOf(alike: {
  readonly sizes?: readonly string[];
  readonly characteristics: readonly string[];
}): string {
  const characteristics = alike.characteristics.length > 1 ? alike.characteristics : [];
  return [...(alike.sizes ?? []), ...characteristics].join(', ');
}

/** Two values stated for one requirement, in words: the same sentence whether it is a cause of Check or a note. */
function conflictText(
  conflict: Extract<CheckCause, { kind: 'conflict' }> | Extract<DescriptionNote, { kind: 'conflict' }>,
): string {
  return t('fill.because.conflict', {
    requirement: requirementText(conflict.requirement),
    kept: conflict.kept,
    ignored: conflict.ignored,
  });
}

/** A cause of Check in words, or undefined for one a reason of the part says already. */
function causeText(cause: CheckCause): string | undefined {
  switch (cause.kind) {
    case 'alike':
      return t('fill.because.alike', { count: cause.count, differences: differencesOf(cause) });
    case 'ambiguousSize':
      return t('fill.because.ambiguousSize', { text: cause.text });
    case 'conflict':
      return conflictText(cause);
    case 'voltageAssumed':
      return t('fill.because.voltageAssumed');
    case 'bodySize':
      return t('fill.because.bodySize', { text: cause.text, metric: cause.metric });
    case 'noLongerMeets':
      return t('fill.because.noLongerMeets', {
        partno: cause.part.product.record.Partno,
        lacks: lacksText(cause.part),
      });
    case 'markedBefore':
      return t('fill.because.markedBefore');
    case 'unread':
      return undefined;
  }
}

/**
 * A note of the reading in words, unless a cause says it (`conflict` and `bodySize` when they are causes). A
 * size read as inch is said also when it is a cause: the cause says both readings have parts, the note which
 * one was read (as the cells say it).
 */
function noteText(note: DescriptionNote, causes: readonly CheckCause[]): string | undefined {
  const saidByCause = note.kind !== 'ambiguousSize' && causes.some((cause) => cause.kind === note.kind);
  if (saidByCause) return undefined;
  // The pane names a guessed category as its views do ("ceramic capacitors"); every other note is the cells'
  // phrase in the display language.
  if (note.kind === 'categoryGuessed') {
    return t('fill.because.categoryGuessed', { category: categoryInText(note.category) });
  }
  return notePhrase(vocabulary().matching, note);
}

const said = (text: string | undefined): text is string => text !== undefined;

/** Why a part, as the Why column writes it: the causes of a check, then each reason, in the display language. */
export function whyText(match: PartMatch, causes: readonly CheckCause[]): string {
  return [
    ...causes.map(causeText).filter(said),
    ...match.reasons.map(reasonText),
    ...match.notes.map((note) => noteText(note, causes)).filter(said),
  ].join(t('fill.separator'));
}

/**
 * Why a line is marked Check, each as a phrase of the Why column, for the pane to show beside its candidates:
 * the causes (parts alike, an ambiguous reading), the chosen part's requirements not stated or not known and
 * words not understood, or, when no part meets the line, the nearest part and what it lacks. Empty for a line
 * not marked Check.
 */
export function checkTexts(choice: FillChoice): string[] {
  if (!choice.check) return [];
  const causes = choice.causes.map(causeText).filter(said);
  if (choice.nearest) return [...causes, nearText(choice.nearest)];
  // The causes a reason says: the reason itself (the words not understood, the size not stated, the status).
  const saidByReason: Partial<Record<CheckCause['kind'], (reason: MatchReason) => boolean>> = {
    unread: (reason) => reason.requirement === 'unreadWords',
    voltageAssumed: (reason) => reason.kind === 'assumed',
  };
  const reasons = (choice.chosen?.reasons ?? []).filter((reason) =>
    choice.causes.some((cause) => saidByReason[cause.kind]?.(reason) === true),
  );
  return [...causes, ...reasons.map(reasonText)];
}

/** The Match cell: the verdict, or `Check: verdict`; a `check` verdict is `Check` alone, never Exact or Meets. */
export function matchText(match: PartMatch, check: boolean): string {
  const verdict: string = t(`fill.verdicts.${match.verdict}`);
  return check && match.verdict !== 'check' ? t('fill.check', { verdict }) : verdict;
}

/** What was read of a line, as written, for "no part fits: …". */
export function statedText(description: PartDescription): string {
  return statedWords(description).join(', ');
}

/** The header of a column Fill appends, in the display language. */
export function fillHeaderText(column: FillColumn): string {
  return t(`fill.headers.${column}`);
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

/** The texts of such a line: its part number as it is, `Check: No longer meets`, and what the part lacks now. */
export function noLongerMeetsTexts(choice: FillChoice, partno: string): FillTexts {
  return [
    partno,
    t('fill.check', { verdict: t('fill.noLongerMeets') }),
    choice.causes.map(causeText).filter(said).join(t('fill.separator')),
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
      [...choice.causes.map(causeText).filter(said), nearText(choice.nearest)].join(t('fill.separator')),
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

/** The texts of a line not to be fitted: no part, `Not fitted`, and what said so (`DNP`, `DNP: x`). */
export function notFittedTexts(text: string): FillTexts {
  return ['', t('fill.notFitted'), t('fill.why.notFitted', { text })];
}

/** The texts of a line that is no ceramic capacitor or inductor: no part, `Out of scope`, and what it is. */
export function outOfScopeTexts(outOfScope: OutOfScope): FillTexts {
  const what = t(`fill.outOfScopeKinds.${outOfScope.kind}`);
  return ['', t('fill.outOfScope'), t('fill.why.outOfScope', { what, text: outOfScope.text })];
}

/** The texts of a line of a kind the catalogue has none of (a leaded inductor). */
export function notInCatalogueTexts(reason: NotInCatalogue): FillTexts {
  const why =
    reason.kind === 'bodySize'
      ? t('fill.why.bodySize', { body: bodyText(reason.body), text: reason.text })
      : t('fill.why.leadedInductor', { text: reason.text });
  return ['', t('fill.notInCatalogue'), why];
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
