import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/**
 * A request address too long: answered 414 by the service (`sent`), or refused before sending because it
 * is over the client's `maxUrlLength` (`limit`; then there is no status).
 */
export class UrlTooLongError extends PartSpecError {
  override readonly name = 'UrlTooLongError';
  /** Characters in the whole address. */
  readonly length: number;
  /** Whether it went to the service, which answered 414; false when the client refused to send it. */
  readonly sent: boolean;
  /** The client's `maxUrlLength` that refused it; undefined when the service refused it. */
  readonly limit?: number;

  constructor(length: number, options: { sent: boolean; limit?: number } = { sent: true }) {
    super(
      options.sent
        ? `The request was too long for the service (414, ${length} characters). Use fewer values in one condition, or lower the maximum URL length.`
        : `The request would be ${length} characters, over the limit of ${options.limit} set for this service. Use fewer values in one condition, or a shorter filter.`,
      options.sent ? { status: 414 } : {},
    );
    this.length = length;
    this.sent = options.sent;
    this.limit = options.limit;
  }
}

/** Whether `value` is a UrlTooLongError, also one made by another copy of PartSpec's code. */
export function isUrlTooLongError(value: unknown): value is UrlTooLongError {
  return isPartSpecErrorNamed<UrlTooLongError>(value, 'UrlTooLongError');
}
