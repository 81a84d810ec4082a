import { isPartSpecErrorNamed, PartSpecError } from '../../../core';

/**
 * A record PartSpec keeps in the workbook (a custom XML part) is too large for this Excel to hand back: Excel
 * on the web refuses any answer over 5 MB, and a custom XML part can only be read whole. Earlier versions of
 * PartSpec kept the whole BOM history in one part, which Excel on Windows or Mac can read, whatever its size.
 * The record is left as it is: nothing of it is lost.
 */
export class RecordTooLargeError extends PartSpecError {
  override readonly name = 'RecordTooLargeError';
  /** The record's name (Workbook.readRecord), e.g. `bom-history`. */
  readonly record: string;

  constructor(record: string, options: { cause?: unknown } = {}) {
    super(
      `The workbook record "${record}" is larger than Excel on the web can read (5 MB). Open the workbook in Excel on Windows or Mac to use it; it is kept as it is.`,
      options,
    );
    this.record = record;
  }
}

/** Whether `value` is a RecordTooLargeError, also one made by another copy of PartSpec's code. */
export function isRecordTooLargeError(value: unknown): value is RecordTooLargeError {
  return isPartSpecErrorNamed<RecordTooLargeError>(value, 'RecordTooLargeError');
}
