import type { matching as english } from './en/matching';
import { fillTemplate } from './fillTemplate';
import type { WordsLike } from './WordsLike';

// The pane's texts that are terms of the matching vocabulary, taken from it in each language, so that the
// pane, the cells and the SDK write each term once. The pane keeps its own keys for them.

type MatchingWords = WordsLike<typeof english>;

/** Fill's verdicts, Check, Not fitted, kinds out of scope, requirements and reasons. */
export function fillTerms(matching: MatchingWords) {
  return {
    verdicts: matching.verdicts,
    /** A verdict to be checked: `{{verdict}}` is one of the verdicts. */
    check: matching.checked,
    notFitted: matching.notFitted,
    outOfScopeKinds: matching.outOfScopeKinds,
    requirements: matching.requirements,
    /** One reason of a part: `{{actual}}` is the part's value as the service wrote it, `{{stated}}` the line's. */
    reason: matching.reason,
  };
}

/** Fill's causes of Check and notes of the reading that the cells say too. */
export function fillBecauseTerms(matching: MatchingWords) {
  return {
    conflict: matching.notes.conflict,
    voltageAssumed: matching.voltageAssumed,
    ambiguousSize: matching.ambiguousSizeCheck,
    bodySize: matching.bodySizeCheck,
    bodyNote: matching.notes.body,
    makerPartNumber: matching.notes.makerPartNumber,
    readAsInch: matching.notes.readAsInch,
    /** A category guessed: `{{category}}` is the pane's name of it. */
    categoryGuessed: matching.notes.asCategory,
    noSizeCode: matching.notes.noSizeCode,
    noSizeCodeNone: matching.notes.noSizeCodeNone,
    unread: fillTemplate(matching.unread, { requirement: matching.requirements.unreadWords, words: '{{words}}' }),
    alike: fillTemplate(matching.alike, {
      count: '{{count, number}}',
      differences: '{{differences}}',
      choose: matching.chooseAlike.inPane,
    }),
  };
}

/** Fill's Why of a line without a part, where the cells say the same. */
export function fillWhyTerms(matching: MatchingWords) {
  return { outOfScope: matching.outOfScopeLine, leadedInductor: matching.leadedInductor };
}
