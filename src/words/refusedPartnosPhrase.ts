import type { partnos as english } from './en/partnos';
import { fillTemplate } from './fillTemplate';
import type { WordsLike } from './WordsLike';

type PartnoWords = WordsLike<typeof english>;

/** A refused part number as the sentence shows it: the facts of core's RefusedPartno, made safe to show. */
export interface RefusedPartnoFacts {
  /** The part number with its invisible characters made visible (�), not yet quoted. */
  readonly partno: string;
  /** Its first refused character; undefined for a part number refused for another reason (none so far). */
  readonly character?: {
    readonly kind: keyof PartnoWords['refusedCharacter'];
    /** As a message names it: a visible character as itself (quoted here), an invisible one by code and name. */
    readonly name: string;
    /** Whether `name` is the character itself, which is then quoted. */
    readonly visible: boolean;
    /** Counted from 1. */
    readonly position: number;
  };
}

/**
 * Part numbers refused before anything was sent, in the words of one language: one part number with its
 * character named and why, or the first few (`refused`) with their characters and how many `more`. The
 * cells and the SDK's English say it so; the pane fills the same templates through its `t`.
 */
export function refusedPartnosPhrase(
  words: PartnoWords,
  refused: readonly RefusedPartnoFacts[],
  how: { readonly more: number; readonly quoted: (value: string) => string; readonly separator: string },
): string {
  const { quoted } = how;
  const named = (character: NonNullable<RefusedPartnoFacts['character']>) => ({
    character: character.visible ? quoted(character.name) : character.name,
    position: String(character.position),
  });
  const [only] = refused;
  if (refused.length === 1 && how.more === 0 && only.character) {
    const why = words.refusedCharacter[only.character.kind];
    return fillTemplate(words.refused.one, { partno: quoted(only.partno), ...named(only.character), why });
  }
  const each = refused
    .map(({ partno, character }) =>
      character ? fillTemplate(words.refused.each, { partno: quoted(partno), ...named(character) }) : quoted(partno),
    )
    .join(how.separator);
  const partnos = how.more > 0 ? fillTemplate(words.refused.more, { partnos: each, count: String(how.more) }) : each;
  return fillTemplate(words.refused.several, { partnos });
}
