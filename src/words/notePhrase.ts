import { bodyText } from './bodyText';
import { fillTemplate } from './fillTemplate';
import type { Words } from './Words';

type MatchingWords = Words['matching'];

/** What the reader of a BOM line decided, as core's DescriptionNote holds it: the facts a note says. */
export type NoteFacts =
  | { readonly kind: 'ambiguousSize'; readonly text: string; readonly metric: string }
  | { readonly kind: 'conflict'; readonly requirement: string; readonly kept: string; readonly ignored: string }
  | { readonly kind: 'categoryGuessed'; readonly category: string }
  | { readonly kind: 'valueCode' }
  | {
      readonly kind: 'makerPartNumber';
      readonly text: string;
      readonly maker: string;
      readonly stated: readonly string[];
    }
  | {
      readonly kind: 'bodySize';
      readonly text: string;
      readonly family?: string;
      readonly body: { readonly length: number; readonly width: number };
      readonly metric: string;
    }
  | { readonly kind: 'noSizeCode'; readonly text: string; readonly suggestion?: string };

/** A requirement as a note names it: the catalogue's name when it is one of the requirements. */
function requirementName(words: MatchingWords, requirement: string): string {
  return Object.hasOwn(words.requirements, requirement)
    ? words.requirements[requirement as keyof MatchingWords['requirements']]
    : requirement;
}

/**
 * A note of the reading as a short phrase in the words of one language, or undefined for one that needs no
 * saying (a value code, whose reading the value shows): `0603 read as inch (metric 1608)`, `value: 100n kept,
 * 1uF ignored`. The cells say it, and the SDK's `why` in English.
 */
export function notePhrase(words: MatchingWords, note: NoteFacts): string | undefined {
  const { notes } = words;
  switch (note.kind) {
    case 'ambiguousSize':
      return fillTemplate(notes.readAsInch, { text: note.text, metric: note.metric });
    case 'conflict':
      return fillTemplate(notes.conflict, {
        requirement: requirementName(words, note.requirement),
        kept: note.kept,
        ignored: note.ignored,
      });
    case 'categoryGuessed':
      return fillTemplate(notes.asCategory, {
        category: note.category === 'inductors' ? notes.guessedCategories.inductor : notes.guessedCategories.capacitor,
      });
    case 'valueCode':
      return undefined;
    case 'makerPartNumber':
      return fillTemplate(notes.makerPartNumber, { text: note.text, stated: [note.maker, ...note.stated].join(', ') });
    case 'bodySize':
      return fillTemplate(notes.body, {
        text: note.text,
        family: note.family ? `${note.family}, ` : '',
        body: bodyText(note.body),
        metric: note.metric,
      });
    case 'noSizeCode':
      return note.suggestion === undefined
        ? fillTemplate(notes.noSizeCodeNone, { text: note.text })
        : fillTemplate(notes.noSizeCode, { text: note.text, suggestion: note.suggestion });
  }
}
