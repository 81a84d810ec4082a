/**
 * A field name that is not a field of a product record (spec 2.3), as typed in a header cell or a
 * function argument. The message names the nearest field names, or says where to find them all.
 */
export class UnknownFieldError extends Error {
  /** The name as it was given, before trimming. */
  readonly given: string;
  /** The nearest field names, best first; empty when nothing is near. */
  readonly suggestions: string[];

  constructor(message: string, given: string, suggestions: readonly string[] = []) {
    super(message);
    this.name = 'UnknownFieldError';
    this.given = given;
    this.suggestions = [...suggestions];
  }
}
