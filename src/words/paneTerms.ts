import type { matching as english } from './en/matching';
import type { partnos as englishPartnos } from './en/partnos';
import { fillTemplate } from './fillTemplate';
import type { WordsLike } from './WordsLike';

// The pane's texts that are terms of the matching vocabulary, taken from it in each language, so that the
// pane, the cells and the SDK write each term once. The pane keeps its own keys for them.

type MatchingWords = WordsLike<typeof english>;
type PartnoWords = WordsLike<typeof englishPartnos>;

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
    /** A category guessed: `{{category}}` is the pane's name of it. */
    categoryGuessed: matching.notes.asCategory,
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

/** A position or a count of the catalogue's templates, formatted as a number by the pane's i18next. */
const withNumbers = (template: string): string => template.replace(/\{\{(position|count)\}\}/g, '{{$1, number}}');

/** The errors' sentence of part numbers refused before anything was sent (errors.invalidPartno). */
export function refusedPartnosTerms(partnos: PartnoWords) {
  const { refused } = partnos;
  return {
    one: withNumbers(refused.one),
    several: refused.several,
    /** One part number of several, with its character. */
    each: withNumbers(refused.each),
    why: partnos.refusedCharacter,
  };
}

/** The first part numbers (or words), then how many more there are: errors.morePartnos, bom.refresh.more. */
export function morePartnosTerm(partnos: PartnoWords): string {
  return withNumbers(partnos.refused.more);
}
