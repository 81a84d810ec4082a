import { isPartSpecErrorNamed, PartSpecError } from '../../errors';
import { browserGaveNoReason, failureReason } from '../failureReason';

/**
 * No whole answer: the address is wrong, the machine is offline, the browser blocked the request, or
 * the connection closed before the answer was complete. The message names the service's origin only,
 * never the path or the filter.
 */
export class NetworkError extends PartSpecError {
  override readonly name = 'NetworkError';
  /** `https://host:port` of the service (or of the storage a download came from). */
  readonly origin: string;
  /** Attempts made, the last one included. */
  readonly attempts: number;
  /** Why, in words safe to show (see failureReason); undefined when the runtime gave no usable reason. */
  readonly reason?: string;
  /**
   * A browser's fetch failed without saying why ("Failed to fetch"): offline, a wrong address, or a
   * cross-origin request the service did not allow (it sends no CORS headers) look the same.
   */
  readonly browserGaveNoReason: boolean;

  constructor(origin: string, attempts: number, cause: unknown, options: { reason?: string } = {}) {
    const reason = options.reason ?? failureReason(cause);
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    super(
      `Could not reach the service at ${origin}${tries}${reason ? `: ${reason}` : ''}. Check the service URL and the network connection.`,
      { cause },
    );
    this.origin = origin;
    this.attempts = attempts;
    this.reason = reason;
    this.browserGaveNoReason = browserGaveNoReason(cause);
  }
}

/** Whether `value` is a NetworkError, also one made by another copy of PartSpec's code. */
export function isNetworkError(value: unknown): value is NetworkError {
  return isPartSpecErrorNamed<NetworkError>(value, 'NetworkError');
}
