import { PartSpecError } from './PartSpecError';

/** 429 that retries did not get past (spec 7, 8). */
export class RateLimitError extends PartSpecError {
  constructor(attempts: number) {
    super(
      `The service's request limit was reached and ${attempts === 1 ? 'the request' : `${attempts} attempts`} did not get through (429). Wait a minute and try again, or lower the request rate in PartSpec settings.`,
      { status: 429 },
    );
  }
}
