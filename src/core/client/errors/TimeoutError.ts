import { PartSpecError } from './PartSpecError';

/** The service did not answer in time, even after retries. */
export class TimeoutError extends PartSpecError {
  constructor(timeoutMs: number, attempts: number) {
    const seconds = timeoutMs >= 10_000 ? Math.round(timeoutMs / 1000) : Number((timeoutMs / 1000).toPrecision(2));
    const tries = attempts === 1 ? '' : ` (${attempts} attempts)`;
    super(`The service did not answer within ${seconds} s${tries}. Try again later, or narrow the request.`);
  }
}
