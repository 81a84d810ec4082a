import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/**
 * The answer was not what spec 2 describes: not JSON, HasMoreHits missing, a group without Products, a
 * product without Partno; or it was cut off or damaged on the way (`truncated`), which another attempt
 * may mend.
 */
export class ResponseFormatError extends PartSpecError {
  override readonly name = 'ResponseFormatError';
  /** What is wrong with the answer, e.g. `HasMoreHits is missing`. */
  readonly problem: string;
  /** The answer arrived incomplete or damaged, rather than complete and in another form. */
  readonly truncated: boolean;

  constructor(problem: string, status?: number, options: { truncated?: boolean } = {}) {
    super(
      `The service answered in an unexpected form (${problem}). ${
        options.truncated
          ? 'Try again; if it keeps happening, check the network connection.'
          : 'Check that the service URL points at a Product Information Service v2.2.'
      }`,
      { status },
    );
    this.problem = problem;
    this.truncated = options.truncated ?? false;
  }
}

/** Whether `value` is a ResponseFormatError, also one made by another copy of PartSpec's code. */
export function isResponseFormatError(value: unknown): value is ResponseFormatError {
  return isPartSpecErrorNamed<ResponseFormatError>(value, 'ResponseFormatError');
}
