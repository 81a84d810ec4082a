import { abortableWait, type Clock, systemClock } from '../throttle';
import type { FetchFunction } from './Transport';

export interface AnswersWithoutCorsOptions {
  /** @default globalThis.fetch */
  readonly fetch?: FetchFunction;
  /**
   * How long to wait for an answer.
   * @default 5000
   */
  readonly timeoutMs?: number;
  readonly clock?: Clock;
}

/**
 * Whether `url` answers a request that needs no CORS (`mode: 'no-cors'`, no credential, no header: the
 * browser sends it as a plain page would, and gives back an answer it does not let the page read). When a
 * request of the pane to an address failed with no reason given, this tells an address that answers but
 * allows no page of this origin (true) from one that cannot be reached (false). Never throws.
 */
export async function answersWithoutCors(url: string, options: AnswersWithoutCorsOptions = {}): Promise<boolean> {
  const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = options.clock ?? systemClock;
  const controller = new AbortController();
  try {
    await abortableWait(fetchFunction(url, { method: 'GET', mode: 'no-cors', signal: controller.signal }), {
      deadline: { clock, ms: options.timeoutMs ?? 5_000, error: () => new Error('no answer in time') },
    });
    return true;
  } catch {
    controller.abort();
    return false;
  }
}
