import { PartSpecError } from './PartSpecError';

/** The service did not answer in time, even after retries. */
export class TimeoutError extends PartSpecError {
  constructor(timeoutMs: number, attempts: number) {
    super(
      `The service did not answer within ${Math.round(timeoutMs / 1000)} s (${attempts} attempts). Try again later, or narrow the request.`,
    );
  }
}
