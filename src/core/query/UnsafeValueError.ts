/**
 * A filter that cannot be sent as it stands: written out, it would mean something else to the service
 * or not parse at all (a `'` or `|` inside a value, an empty value, a non-finite number, an unknown item,
 * a value of the wrong type). Thrown instead of sending a broken query.
 */
export class UnsafeValueError extends Error {
  /** The search item of the condition, as given. */
  readonly item: string;
  /** The offending value: a string, a number, a boolean, or the list of values. */
  readonly value: unknown;

  constructor(problem: string, item: string, value: unknown) {
    super(problem);
    this.name = 'UnsafeValueError';
    this.item = item;
    this.value = value;
  }
}
