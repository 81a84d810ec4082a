import { PartSpecError } from './PartSpecError';

/** The answer was not what spec 2 describes: not JSON, HasMoreHits missing, a group without Products, a product without Partno. */
export class ResponseFormatError extends PartSpecError {
  constructor(problem: string, status?: number) {
    super(
      `The service answered in an unexpected form (${problem}). Check that the service URL points at a Product Information Service v2.2.`,
      { status },
    );
  }
}
