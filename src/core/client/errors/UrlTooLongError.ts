import { PartSpecError } from './PartSpecError';

/**
 * A request address too long: answered 414 by the service, or refused before sending because it is
 * over the client's `maxUrlLength` (then there is no status).
 */
export class UrlTooLongError extends PartSpecError {
  constructor(length: number, options: { sent: boolean; limit?: number } = { sent: true }) {
    super(
      options.sent
        ? `The request was too long for the service (414, ${length} characters). Use fewer values in one condition, or lower the maximum URL length in settings.`
        : `The request would be ${length} characters, over the limit of ${options.limit} set for this service. Use fewer values in one condition, or a shorter filter.`,
      options.sent ? { status: 414 } : {},
    );
  }
}
