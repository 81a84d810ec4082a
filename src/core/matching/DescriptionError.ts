import { isPartSpecErrorNamed, PartSpecError } from '../errors';

/**
 * A BOM line PartSpec cannot match: it states no value (capacitance or inductance) that could be read, so no
 * search could be made. `unread` holds the words not understood, for the user to rewrite.
 */
export class DescriptionError extends PartSpecError {
  override readonly name = 'DescriptionError';
  /** The text as given (value and footprint joined by a space). */
  readonly text: string;
  /** The words not understood, as written. */
  readonly unread: readonly string[];

  constructor(text: string, unread: readonly string[]) {
    super(
      `"${text}" states no value that can be read${unread.length > 0 ? ` (not understood: ${unread.join(', ')})` : ''}: ` +
        'write the capacitance or inductance as 100nF, 4.7uH or a code such as 104',
    );
    this.text = text;
    this.unread = [...unread];
  }
}

/** Whether `value` is a DescriptionError, also one made by another copy of PartSpec's code. */
export function isDescriptionError(value: unknown): value is DescriptionError {
  return isPartSpecErrorNamed<DescriptionError>(value, 'DescriptionError');
}
