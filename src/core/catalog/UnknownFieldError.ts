import { isPartSpecErrorNamed, PartSpecError } from '../errors';

/**
 * A field name that is not a field of a product record (spec 2.3), as typed in a header cell or a
 * function argument. The message names the nearest field names, or says where to find them all.
 */
export class UnknownFieldError extends PartSpecError {
  override readonly name = 'UnknownFieldError';
  /** The name as it was given, before trimming. */
  readonly given: string;
  /** The nearest field names, best first; empty when nothing is near. */
  readonly suggestions: readonly string[];
  /**
   * The field the name does name when only its object is wrong (`ComplianceInfo.Capacitance`:
   * Capacitance, which is in Specs); undefined when the name is no field at all.
   */
  readonly field?: string;

  constructor(message: string, given: string, suggestions: readonly string[] = [], options: { field?: string } = {}) {
    super(message);
    this.given = given;
    this.suggestions = [...suggestions];
    this.field = options.field;
  }
}

/** Whether `value` is an UnknownFieldError, also one made by another copy of PartSpec's code. */
export function isUnknownFieldError(value: unknown): value is UnknownFieldError {
  return isPartSpecErrorNamed<UnknownFieldError>(value, 'UnknownFieldError');
}
