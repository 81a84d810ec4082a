import { abortableWait, type Clock, systemClock } from '../throttle';
import { failureReason } from './failureReason';
import type { FetchFunction } from './Transport';

/** Whether the service answered a probe, and how soon. */
export type ServiceProbe =
  | {
      readonly reachable: true;
      /** The HTTP status of its answer: 403 from the service itself (spec 5: no key was sent). */
      readonly status: number;
      readonly ms: number;
    }
  | {
      readonly reachable: false;
      /** Why, in words safe to show (no address): failureReason's, or that no answer came in time. */
      readonly reason: string;
      readonly ms: number;
    };

export interface ProbeOptions {
  /** @default globalThis.fetch */
  readonly fetch?: FetchFunction;
  /**
   * How long to wait for the answer's headers.
   * @default 5000
   */
  readonly timeoutMs?: number;
  readonly clock?: Clock;
}

/** The lightest operation there is: one category's download address, not the address's file. */
const PROBE_PATH = '/v2/products/getproductdatadownloadurl?category=inductors';

/**
 * Asks the service at `baseUrl` for an answer of any kind, without the API key: so a probe never carries
 * the key, wherever the address points, and costs no request of the key's rate limit. Any HTTP answer means
 * the service (or the relay before it) can be reached; its status says more (403 from the service itself,
 * 502 or 504 from a relay whose service is down). Never throws.
 */
export async function probeService(baseUrl: string, options: ProbeOptions = {}): Promise<ServiceProbe> {
  const clock = options.clock ?? systemClock;
  const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 5_000;
  const started = clock.now();
  const controller = new AbortController();
  try {
    const response = await abortableWait(
      // Not followed: the status is the configured address's own (a 3xx says it redirects, as requests find).
      fetchFunction(`${baseUrl.replace(/\/+$/, '')}${PROBE_PATH}`, {
        method: 'GET',
        signal: controller.signal,
        redirect: 'manual',
      }),
      { deadline: { clock, ms: timeoutMs, error: () => new ProbeTimeout() } },
    );
    // Only the status is wanted: the body is let go rather than read.
    void response.body?.cancel().catch(() => undefined);
    return { reachable: true, status: response.status, ms: clock.now() - started };
  } catch (error) {
    controller.abort();
    const reason =
      error instanceof ProbeTimeout
        ? `no answer within ${timeoutMs / 1000} s`
        : (failureReason(error) ?? 'the connection failed');
    return { reachable: false, reason, ms: clock.now() - started };
  }
}

/** The probe's own deadline, told apart from a failure of the fetch. */
class ProbeTimeout extends Error {}
