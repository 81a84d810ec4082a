import { isPartSpecErrorNamed, PartSpecError } from '../../errors';
import { type RefusedCharacter, refusedCharacterName, refusedPartnoCharacter, visiblePartno } from '../../query';
import { LISTED_ITEMS, shortList } from '../../shortList';
import { en, type RefusedPartnoFacts, refusedPartnosPhrase } from '../../../words';

/** A part number refused, and the first character that keeps it from being asked for. */
export interface RefusedPartno {
  /** As given. */
  readonly partno: string;
  /** Undefined only for a part number refused for another reason than a character (none so far). */
  readonly character?: RefusedCharacter;
}

/**
 * Part numbers that cannot be put into a query faithfully, or that hold a character no part number holds
 * (a `'`, a `|`, a backslash, a control or bidirectional control, half a surrogate pair: see
 * refusedPartnoCharacter); nothing was sent.
 */
export class InvalidPartnoError extends PartSpecError {
  override readonly name = 'InvalidPartnoError';
  /** Every part number refused, as given. */
  readonly partnos: readonly string[];
  /** Each of `partnos`, with the character that keeps it from being sent, named and placed. */
  readonly refused: readonly RefusedPartno[];

  constructor(partnos: readonly string[]) {
    const refused = partnos.map((partno) => ({ partno, character: refusedPartnoCharacter(partno) }));
    super(invalidPartnoText(refused));
    this.partnos = [...partnos];
    this.refused = refused;
  }
}

/** A refused part number as a sentence shows it (refusedPartnosPhrase): invisible characters as �, its character named. */
export function refusedPartnoFacts({ partno, character }: RefusedPartno): RefusedPartnoFacts {
  if (!character) return { partno: visiblePartno(partno) };
  const name = refusedCharacterName(character);
  const { kind, position } = character;
  return {
    partno: visiblePartno(partno),
    character: { kind, name, visible: name === character.character, position: position + 1 },
  };
}

/**
 * What is wrong, in the catalogue's English: one part number with its character named and why it cannot be
 * sent, or the first few of several. Part numbers are shown with their invisible characters as �, so that
 * none can turn the sentence around it.
 */
function invalidPartnoText(refused: readonly RefusedPartno[]): string {
  const list = shortList(refused, LISTED_ITEMS);
  return refusedPartnosPhrase(en.partnos, list.shown.map(refusedPartnoFacts), {
    more: list.more,
    quoted: (value) => `"${value}"`,
    separator: ', ',
  });
}

/** Whether `value` is an InvalidPartnoError, also one made by another copy of PartSpec's code. */
export function isInvalidPartnoError(value: unknown): value is InvalidPartnoError {
  return isPartSpecErrorNamed<InvalidPartnoError>(value, 'InvalidPartnoError');
}
