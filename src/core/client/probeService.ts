import { abortableWait, type Clock, systemClock } from '../throttle';
import { failureReason } from './failureReason';
import { withoutSecret } from './redactSecret';
import type { FetchFunction } from './Transport';

/** Whether the service answered a probe, and how soon. */
export type ServiceProbe =
  | {
      readonly reachable: true;
      /** The HTTP status of its answer: 200 when it accepted the key, 403 when it refused it (spec 5). */
      readonly status: number;
      readonly ms: number;
    }
  | {
      readonly reachable: false;
      /** Why, in words safe to show (no address, no key): failureReason's, or that no answer came in time. */
      readonly reason: string;
      readonly ms: number;
    };

export interface ProbeOptions {
  /** @default globalThis.fetch */
  readonly fetch?: FetchFunction;
  /**
   * How long to wait for the whole answer.
   * @default 5000
   */
  readonly timeoutMs?: number;
  readonly clock?: Clock;
}

/** The lightest operation there is: one category's download address, not the address's file. */
const PROBE_PATH = '/v2/products/getproductdatadownloadurl?category=inductors';

/**
 * Asks the service at `baseUrl` the lightest question there is, with the API key (or, for an organisation's
 * relay, `{ accessToken }`, 200 or 401 then): any HTTP answer means the
 * service (or the relay before it) can be reached, and its status says more (200: it accepted the key; 403:
 * it refused it; 502 or 504 from a relay whose service is down). With the key, because the service refuses
 * every request without one (spec 5): a keyless probe is bound to fail, and a browser prints every failed
 * status in its console. The caller sends it only where its requests go anyway (the saved service); a
 * redirect is not followed, so the key goes nowhere else. One request, with no retry; the caller gives it its
 * turn in the rate limiter (Diagnostics does). Never throws.
 */
export async function probeService(
  baseUrl: string,
  credential: string | { readonly accessToken: string },
  options: ProbeOptions = {},
): Promise<ServiceProbe> {
  // A string is the API key; an organisation's relay takes its bearer token instead.
  const secret = typeof credential === 'string' ? credential : credential.accessToken;
  const headers: Record<string, string> =
    typeof credential === 'string'
      ? { 'x-api-key': credential }
      : { authorization: `Bearer ${credential.accessToken}` };
  const clock = options.clock ?? systemClock;
  const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 5_000;
  const started = clock.now();
  const controller = new AbortController();
  try {
    const status = await abortableWait(
      (async () => {
        const response = await fetchFunction(`${baseUrl.replace(/\/+$/, '')}${PROBE_PATH}`, {
          method: 'GET',
          headers: { ...headers, accept: 'application/json' },
          signal: controller.signal,
          redirect: 'manual',
        });
        // The answer is small, and read to its end rather than let go: a body cut off is a failed request
        // in the browser's eyes. Only its status is kept.
        await response.text();
        return response.status;
      })(),
      { deadline: { clock, ms: timeoutMs, error: () => new ProbeTimeout() } },
    );
    return { reachable: true, status, ms: clock.now() - started };
  } catch (error) {
    controller.abort();
    const reason =
      error instanceof ProbeTimeout
        ? `no answer within ${timeoutMs / 1000} s`
        : (failureReason(withoutSecret(error, secret)) ?? 'the connection failed');
    return { reachable: false, reason, ms: clock.now() - started };
  }
}

/** The probe's own deadline, told apart from a failure of the fetch. */
class ProbeTimeout extends Error {}
