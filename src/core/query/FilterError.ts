import { isPartSpecErrorNamed, PartSpecError } from '../errors';

/** Longest piece of the user's text a message repeats in quotes: enough to recognise it, never a page. */
const MAX_QUOTED = 60;
/** Longest message: a 1 MB filter must not make a 1 MB message (in a cell, the pane, a support ticket). */
const MAX_PROBLEM = 400;

/** An unquoted word of the user's as long as this (a number of 380 digits) is cut to its start and length. */
const LONG_WORD = new RegExp(`[^\\s"]{${MAX_QUOTED + 1},}`, 'g');

/**
 * Cuts every quoted piece of `problem` longer than MAX_QUOTED and every unquoted word as long (a number
 * typed with hundreds of digits), so that the explanation after them is never cut off; then the whole to
 * MAX_PROBLEM.
 */
function shortened(problem: string): string {
  const cut = problem
    .replace(/"([^"]*)"/g, (quoted: string, inner: string) =>
      inner.length > MAX_QUOTED ? `"${inner.slice(0, MAX_QUOTED - 1)}…"` : quoted,
    )
    .replace(LONG_WORD, (word) => `${word.slice(0, 20)}… (${word.length} characters)`);
  return cut.length > MAX_PROBLEM ? `${cut.slice(0, MAX_PROBLEM - 1)}…` : cut;
}

/**
 * A `$filter` or `$orderby` the parser cannot accept. `position` is the 0-based offset in the text;
 * the message names it 1-based, as people count characters. The message repeats at most a short
 * excerpt of what was typed; `source` keeps the whole text.
 */
export class FilterError extends PartSpecError {
  override readonly name = 'FilterError';
  /** What is wrong there, as a clause without the position, e.g. `Unknown search item "Colour"`; shortened. */
  readonly problem: string;
  /** 0-based offset in `source`. */
  readonly position: number;
  /** The text the error is about, e.g. the `$filter` value. */
  readonly source: string;

  constructor(problem: string, position: number, source: string) {
    const short = shortened(problem);
    super(`${short} (at position ${position + 1})`);
    this.problem = short;
    this.position = position;
    this.source = source;
  }
}

/** Whether `value` is a FilterError, also one made by another copy of PartSpec's code. */
export function isFilterError(value: unknown): value is FilterError {
  return isPartSpecErrorNamed<FilterError>(value, 'FilterError');
}
