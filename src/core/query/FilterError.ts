/**
 * A `$filter` or `$orderby` the parser cannot accept. `position` is the 0-based offset in the text;
 * the message names it 1-based, as people count characters.
 */
export class FilterError extends Error {
  readonly position: number;
  /** The text the error is about, e.g. the `$filter` value. */
  readonly source: string;

  constructor(problem: string, position: number, source: string) {
    super(`${problem} (at position ${position + 1})`);
    this.name = 'FilterError';
    this.position = position;
    this.source = source;
  }
}
