import type { PartKind, Statement } from './statements';

/**
 * A reference designator (`C12`, `L3`) or a range of them (`C1-C4`): which part of the board a line is
 * for, never its value or tolerance. Its letter says what the part is (C a capacitor, L an inductor), as a
 * rating does: only when nothing in the line says otherwise.
 */
const DESIGNATOR = /^([CL])\d{1,4}(?:-[CL]?\d{1,4})?$/;

const PART_OF_LETTER: Readonly<Record<string, PartKind>> = { C: 'capacitor', L: 'inductor' };

/** The statement of a designator word, set aside with what its letter implies; undefined for no designator. */
export function readDesignator(text: string): Statement | undefined {
  const designator = DESIGNATOR.exec(text);
  if (!designator) return undefined;
  return { kind: 'setAside', text, evidence: { part: PART_OF_LETTER[designator[1]] } };
}

/**
 * A line's leading type letter (`C 4.7nF X7R 25V`, `L 10uH`): what the part is, never a tolerance letter
 * (`C` is also ±0.25 pF). Only the first word of a line of several words is read so.
 */
export function readTypeLetter(text: string): Statement | undefined {
  return Object.hasOwn(PART_OF_LETTER, text)
    ? { kind: 'setAside', text, evidence: { part: PART_OF_LETTER[text] } }
    : undefined;
}

/**
 * What a designator column's cell says (`C12`, `L3`, `C1, C2, C5`): every word set aside, the designators'
 * letters as evidence of the part.
 */
export function readDesignatorCell(cell: string): Statement[] {
  return cell
    .split(/[\s,;]+/)
    .filter((word) => word !== '')
    .map((word) => readDesignator(word.replace(/:$/, '')) ?? { kind: 'setAside', text: word });
}
