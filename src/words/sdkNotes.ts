import { bodyText } from './bodyText';

/** What the reader of a BOM line decided, as core's DescriptionNote holds it: the facts a note says. */
export type NoteFacts =
  | { readonly kind: 'ambiguousSize'; readonly text: string; readonly metric: string }
  | { readonly kind: 'conflict'; readonly kept: string; readonly ignored: string }
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

/**
 * A note of the reading as the SDK's short English phrase (and the English cells'), or undefined for one that
 * needs no saying (a value code, whose reading the value shows): `0603 read as inch (metric 1608)`,
 * `1uF ignored (100n kept)`.
 */
export function sdkNoteText(note: NoteFacts): string | undefined {
  switch (note.kind) {
    case 'ambiguousSize':
      return `${note.text} read as inch (metric ${note.metric})`;
    case 'conflict':
      return `${note.ignored} ignored (${note.kept} kept)`;
    case 'categoryGuessed':
      return note.category === 'inductors' ? 'read as an inductor' : 'read as a capacitor';
    case 'valueCode':
      return undefined;
    case 'makerPartNumber':
      return `${note.text}: ${[note.maker, ...note.stated].join(', ')}`;
    case 'bodySize':
      return `${note.text}: ${note.family ? `${note.family}, ` : ''}body ${bodyText(note.body)}, read as size ${note.metric}`;
    case 'noSizeCode':
      return note.suggestion === undefined
        ? `${note.text} is no size code`
        : `${note.text} is no size code: did you mean ${note.suggestion}?`;
  }
}
