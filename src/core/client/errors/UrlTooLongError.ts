import { PartSpecError } from './PartSpecError';

/** 414: the request address was longer than the service accepts. */
export class UrlTooLongError extends PartSpecError {
  constructor(length: number) {
    super(
      `The request was too long for the service (414, ${length} characters). Use fewer values in one condition, or lower the maximum URL length in settings.`,
      { status: 414 },
    );
  }
}
