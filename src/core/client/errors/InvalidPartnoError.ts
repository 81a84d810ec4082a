import { isPartSpecErrorNamed, PartSpecError } from '../../errors';
import { type RefusedCharacter, refusedCharacterName, refusedPartnoCharacter, visiblePartno } from '../../query';
import { LISTED_ITEMS, shortList } from '../../shortList';
import { en } from '../../../words';

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
    super(`${invalidPartnoText(refused)} Nothing was sent.`);
    this.partnos = [...partnos];
    this.refused = refused;
  }
}

/** What each kind of refused character is, after the character and its place: the catalogue's English. */
const WHY: Readonly<Record<RefusedCharacter['kind'], string>> = en.partnos.refusedCharacter;

/** `"A�B" (U+202E RIGHT-TO-LEFT OVERRIDE at character 2)`: a refused part number, safe to show, and why. */
export function refusedPartnoText({ partno, character }: RefusedPartno): string {
  const shown = `"${visiblePartno(partno)}"`;
  return character ? `${shown} (${refusedCharacterName(character)} at character ${character.position + 1})` : shown;
}

/**
 * What is wrong, in English: one part number with its character named and why it cannot be sent, or the
 * first `shown` of several. Part numbers are shown with their invisible characters as �, so that none can
 * turn the sentence around it.
 */
export function invalidPartnoText(refused: readonly RefusedPartno[], shown = LISTED_ITEMS): string {
  const [only] = refused;
  if (refused.length === 1 && only.character) {
    const { character } = only;
    return (
      `Part number "${visiblePartno(only.partno)}" holds ${refusedCharacterName(character)} at character ` +
      `${character.position + 1}, ${WHY[character.kind]}. Correct it.`
    );
  }
  const list = shortList(refused, shown);
  const first = list.shown.map(refusedPartnoText).join(', ');
  return `These part numbers cannot be sent: ${first}${list.more > 0 ? ` and ${list.more} more` : ''}. Correct them.`;
}

/** Whether `value` is an InvalidPartnoError, also one made by another copy of PartSpec's code. */
export function isInvalidPartnoError(value: unknown): value is InvalidPartnoError {
  return isPartSpecErrorNamed<InvalidPartnoError>(value, 'InvalidPartnoError');
}
