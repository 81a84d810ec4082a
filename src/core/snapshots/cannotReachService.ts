import { isNetworkError, isTimeoutError } from '../client';
import { isPartSpecError } from '../errors';

/**
 * Whether a failure means the service (or the relay before it) cannot be reached now: no connection, no
 * answer in time, a 5xx after the retries. Then kept snapshots of any age answer, saying their date.
 */
export function cannotReachService(error: unknown): boolean {
  for (let current = error, depth = 0; current !== undefined && depth < 4; depth += 1) {
    if (isNetworkError(current) || isTimeoutError(current)) return true;
    if (isPartSpecError(current) && current.status !== undefined && current.status >= 500) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
