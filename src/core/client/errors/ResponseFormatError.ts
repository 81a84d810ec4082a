import { PartSpecError } from './PartSpecError';

/**
 * The answer was not what spec 2 describes: not JSON, HasMoreHits missing, a group without Products, a
 * product without Partno; or it was cut off or damaged on the way (`truncated`), which another attempt
 * may mend.
 */
export class ResponseFormatError extends PartSpecError {
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
    this.truncated = options.truncated ?? false;
  }
}
