import { PartSpecError } from './PartSpecError';

/** 5xx that retries did not get past. */
export class ServiceError extends PartSpecError {
  constructor(status: number, attempts: number) {
    super(
      `The service had a problem (${status}) and ${attempts === 1 ? 'the request' : `${attempts} attempts`} did not get an answer. Try again later.`,
      {
        status,
      },
    );
  }
}
