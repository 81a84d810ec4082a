import { fillTemplate } from './fillTemplate';
import type { Words } from './Words';

type MatchingWords = Words['matching'];

/**
 * The facts of one reason of a match, as core's MatchReason holds them: which requirement, how the part
 * stands against it, and the values stated and the part's own.
 */
export interface ReasonFacts {
  readonly requirement: keyof MatchingWords['requirements'];
  readonly kind: 'exceeded' | 'unstated' | 'lacks' | 'unknown' | 'assumed';
  readonly stated?: string;
  readonly actual?: string;
}

/**
 * One reason as a short phrase in the words of one language (`rated voltage 25Vdc for 16 V`): the part's
 * value as the service wrote it; which template by what is known (a value not stated, a part with none).
 */
export function reasonPhrase(words: MatchingWords, reason: ReasonFacts): string {
  const requirement = words.requirements[reason.requirement];
  const { actual, stated } = reason;
  const phrase = (template: keyof MatchingWords['reason']): string =>
    fillTemplate(words.reason[template], { requirement, actual: actual ?? '', stated: stated ?? '' });
  if (reason.requirement === 'unreadWords') return unreadPhrase(words, stated ?? actual ?? '');
  if (reason.requirement === 'status') return phrase('status');
  switch (reason.kind) {
    case 'assumed':
      return phrase('assumed');
    case 'exceeded':
      return phrase('exceeded');
    case 'unstated':
      return phrase(actual === undefined ? 'unstatedNone' : 'unstated');
    case 'lacks':
      if (stated === undefined) return phrase('lacksNothingStated');
      return phrase(actual === undefined ? 'lacksNone' : 'lacks');
    case 'unknown':
      return phrase(stated === undefined ? 'unknownNothingStated' : 'unknown');
  }
}

/** Words of a line not understood, after the requirement's own name (`not understood: AEC-Q200`). */
export function unreadPhrase(words: MatchingWords, unread: string): string {
  return fillTemplate(words.unread, { requirement: words.requirements.unreadWords, words: unread });
}
