import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/**
 * Why the address of a category's file (spec 4.1) did not give the file:
 * - `expired`: 403 saying so; addresses last 7 days (spec 8).
 * - `refused`: 403 for another reason.
 * - `gone`: 404, the file is no longer there.
 * - `failed`: any other status the storage answered.
 */
export type DownloadRefusal = 'expired' | 'refused' | 'gone' | 'failed';

const SENTENCES: Readonly<Record<DownloadRefusal, (status: number) => string>> = {
  expired: () => 'The download address has expired (they last 7 days). Download the category again to get a new one.',
  refused: () => 'The download address was refused (403). Download the category again to get a new address.',
  gone: () => 'The category file is no longer there (404). Download the category again to get a new address.',
  failed: (status) => `The category file could not be downloaded (${status}). Try again later.`,
};

/** The storage behind a download address answered with an error instead of the category's file. */
export class DownloadRefusedError extends PartSpecError {
  override readonly name = 'DownloadRefusedError';
  declare readonly status: number;
  readonly reason: DownloadRefusal;

  constructor(reason: DownloadRefusal, status: number) {
    super(SENTENCES[reason](status), { status });
    this.reason = reason;
  }
}

/** Whether `value` is a DownloadRefusedError, also one made by another copy of PartSpec's code. */
export function isDownloadRefusedError(value: unknown): value is DownloadRefusedError {
  return isPartSpecErrorNamed<DownloadRefusedError>(value, 'DownloadRefusedError');
}
