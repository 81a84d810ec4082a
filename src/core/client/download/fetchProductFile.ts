import type { Product } from '../../catalog';
import { isPartSpecError } from '../../errors';
import { abortableWait, type BackoffOptions, backoffDelay, type Clock, systemClock } from '../../throttle';
import { originOf } from '../address';
import {
  DownloadRefusedError,
  isDownloadRefusedError,
  isNetworkError,
  isResponseFormatError,
  isTimeoutError,
  NetworkError,
  ResponseFormatError,
  TimeoutError,
} from '../errors';
import { codesOf } from '../failureReason';
import type { FetchFunction } from '../Transport';
import { ProductFileReader } from './ProductFileReader';

// Fetching a category's file: its deadlines (idle, overall), its restarts and new addresses, and its
// failures as PartSpecErrors. What the bytes say is ProductFileReader's.

export interface DownloadProgress {
  readonly phase: 'address' | 'download' | 'parse';
  /** Bytes of the file received so far (after decompression, when the browser decompresses). */
  readonly bytes: number;
  /** The file's Content-Length when the service sent one and the body is not compressed in transit. */
  readonly totalBytes?: number;
}

export interface DownloadOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: DownloadProgress) => void;
  /**
   * Longest wait for the answer's headers, and then for each next piece of the file.
   * @default 60_000
   */
  readonly idleTimeoutMs?: number;
  /**
   * The slowest average rate a download may keep: its overall deadline is its Content-Length at this rate
   * (at least DOWNLOAD_MINIMUM_DEADLINE_MS; DOWNLOAD_UNKNOWN_LENGTH_DEADLINE_MS when the length is not
   * sent), so that a storage server dripping a byte a minute cannot hold a download for ever.
   * @default 50_000 (bytes per second: a 10 MB compressed category then has 200 s)
   */
  readonly floorBytesPerSecond?: number;
  /**
   * Further attempts after a failure another try can mend: the connection closing mid-file, a damaged or
   * truncated file, a timeout, a 5xx, and (with `renewAddress`) an address the storage refuses. Each starts
   * the file again (the reference service, like object storage behind presigned addresses, may not serve
   * ranges), with the same address or, after a refusal, a new one.
   * @default 2
   */
  readonly restarts?: number;
  /**
   * Asks the service for a new address of the file, for when the storage refuses this one (403): its
   * signature went stale (the service restarted with a new signing key) or it expired. Each new address
   * is one of `restarts`. Without it, a refused address ends the download at once.
   */
  readonly renewAddress?: () => Promise<string>;
  /** The wait before a restart, as between retries of a request. @default 500 ms doubling, full jitter */
  readonly backoff?: BackoffOptions;
  readonly random?: () => number;
  /** Timeouts and the wait before a restart. @default the system clock */
  readonly clock?: Clock;
}

export const DOWNLOAD_FLOOR_BYTES_PER_SECOND = 50_000;
export const DOWNLOAD_MINIMUM_DEADLINE_MS = 60_000;
export const DOWNLOAD_UNKNOWN_LENGTH_DEADLINE_MS = 30 * 60_000;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_RESTARTS = 2;

/**
 * The file behind a download address (spec 4.1): fetched without the API key, which must never go to
 * the storage behind the address, read as a stream so progress can be shown, and parsed into products.
 * Every failure is a PartSpecError: NetworkError (no answer, or the connection closed before the file's
 * end), TimeoutError (nothing for `idleTimeoutMs`, or past the deadline), ResponseFormatError (a damaged
 * or truncated file), or DownloadRefusedError (the storage answered an error status); those another attempt
 * can mend are tried `restarts` more times first, a refused address with a new one from `renewAddress`.
 * Whatever `renewAddress` throws (the key refused by the address operation, say) ends the download as it is.
 */
export async function fetchProductFile(
  fetchFunction: FetchFunction,
  address: string,
  options: DownloadOptions = {},
): Promise<Product[]> {
  const clock = options.clock ?? systemClock;
  const restarts = options.restarts ?? DEFAULT_RESTARTS;
  let current = address;
  for (let attempt = 1; ; attempt += 1) {
    options.signal?.throwIfAborted();
    try {
      return await downloadOnce(fetchFunction, current, options, clock, attempt);
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (attempt > restarts) throw error;
      if (options.renewAddress && isAddressRefused(error)) {
        // Not a passing fault: the same address would be refused again, and a new one needs no wait.
        current = await options.renewAddress();
        continue;
      }
      if (!canMend(error)) throw error;
    }
    // A moment for a passing fault to pass, as before any retry.
    await clock.sleep(backoffDelay(attempt - 1, options.backoff, options.random), options.signal);
  }
}

/** The storage refused the address itself (checkStatus's 403): stale or expired, a new one may work. */
function isAddressRefused(error: unknown): boolean {
  return isDownloadRefusedError(error) && error.status === 403;
}

/** Whether another attempt at the same address may succeed where this one failed. */
function canMend(error: unknown): boolean {
  if (isNetworkError(error) || isTimeoutError(error)) return true;
  if (isResponseFormatError(error)) return error.truncated;
  return isPartSpecError(error) && error.status !== undefined && error.status >= 500;
}

async function downloadOnce(
  fetchFunction: FetchFunction,
  address: string,
  options: DownloadOptions,
  clock: Clock,
  attempt: number,
): Promise<Product[]> {
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  // Our own signal for the request, so that a timeout closes the connection rather than leaving it open.
  const request = new AbortController();
  const forwardAbort = (): void => request.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const started = clock.now();
  let deadline = started + DOWNLOAD_UNKNOWN_LENGTH_DEADLINE_MS;
  /** Waits for `step`, no longer than the idle timeout and the deadline allow, and not past an abort. */
  const waitFor = <T>(step: Promise<T>): Promise<T> => {
    const remaining = deadline - clock.now();
    const idle = idleTimeoutMs <= remaining;
    // Raced, not only signalled: a storage server that stalls, or a fetch that ignores its signal, cannot
    // hold the download for ever.
    return abortableWait(step, {
      signal: request.signal,
      deadline: {
        clock,
        ms: Math.max(0, Math.min(idleTimeoutMs, remaining)),
        error: () =>
          idle
            ? new TimeoutError(idleTimeoutMs, attempt, 'fileIdle')
            : new TimeoutError(deadline - started, attempt, 'fileDeadline'),
      },
    });
  };
  try {
    let response: Response;
    try {
      response = await waitFor(fetchFunction(address, { method: 'GET', signal: request.signal }));
    } catch (error) {
      throw asDownloadError(error, address, attempt, options.signal);
    }
    await checkStatus(response);
    const encoded = response.headers.get('content-encoding');
    const length = Number(response.headers.get('content-length'));
    const sentLength = Number.isFinite(length) && length > 0 ? length : undefined;
    if (sentLength !== undefined) {
      const floor = options.floorBytesPerSecond ?? DOWNLOAD_FLOOR_BYTES_PER_SECOND;
      deadline = started + Math.max(DOWNLOAD_MINIMUM_DEADLINE_MS, (sentLength / floor) * 1000);
    }
    // Content-Length counts the bytes in transit: compressed ones when the body is compressed.
    const totalBytes = encoded ? undefined : sentLength;
    let received = 0;
    // Read as it arrives: the file's text is never whole in memory, only the products made of it.
    const products: Product[] = [];
    const file = new ProductFileReader((product) => products.push(product));
    try {
      await readBody(
        response,
        waitFor,
        (chunk) => file.write(chunk),
        (bytes) => {
          received = bytes;
          options.onProgress?.({ phase: 'download', bytes, totalBytes });
        },
      );
    } catch (error) {
      throw asDownloadError(error, address, attempt, options.signal);
    }
    if (totalBytes !== undefined && received < totalBytes) {
      throw new NetworkError(originOf(address), attempt, undefined, {
        reason: `the connection closed after ${received} of the file's ${totalBytes} bytes`,
      });
    }
    // The parse went along with the download; this says it is over, and how many bytes it took.
    options.onProgress?.({ phase: 'parse', bytes: received, totalBytes });
    file.end();
    return products;
  } finally {
    options.signal?.removeEventListener('abort', forwardAbort);
    // Whatever ended the attempt, its connection is closed: a timed-out body must not go on arriving.
    request.abort();
  }
}

async function checkStatus(response: Response): Promise<void> {
  if (response.status === 403) {
    // Read only to tell an expired address from another refusal; never shown (it may echo the address).
    const text = await response.text().catch(() => '');
    throw new DownloadRefusedError(/expired/i.test(text) ? 'expired' : 'refused', 403);
  }
  if (response.status === 404) throw new DownloadRefusedError('gone', 404);
  if (!response.ok) throw new DownloadRefusedError('failed', response.status);
}

/** A failure while fetching or reading the file as a PartSpecError (the caller's abort stays an abort). */
function asDownloadError(error: unknown, address: string, attempt: number, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason;
  if (isPartSpecError(error)) return error;
  // zlib's codes: the body arrived, but its compression is broken.
  if (codesOf(error).some((code) => code.startsWith('Z_'))) {
    return new ResponseFormatError('the category file arrived damaged: its compression is corrupt', undefined, {
      truncated: true,
    });
  }
  return new NetworkError(originOf(address), attempt, error);
}

/** Hands each piece of the body to `take` as it arrives, and the bytes so far to `onBytes` after it. */
async function readBody(
  response: Response,
  waitFor: <T>(step: Promise<T>) => Promise<T>,
  take: (chunk: Uint8Array) => void,
  onBytes: (bytes: number) => void,
): Promise<void> {
  if (!response.body) {
    const bytes = new Uint8Array(await waitFor(response.arrayBuffer()));
    take(bytes);
    onBytes(bytes.byteLength);
    return;
  }
  const reader = response.body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await waitFor(reader.read());
      if (done) break;
      bytes += value.byteLength;
      take(value);
      onBytes(bytes);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error;
  }
}
