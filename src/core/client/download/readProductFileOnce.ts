import type { Product } from '../../catalog';
import { isPartSpecError } from '../../errors';
import { abortableWait, type Clock, linkedAbort } from '../../throttle';
import { TimeSlices } from '../../TimeSlices';
import { originOf } from '../address';
import { DownloadRefusedError, NetworkError, ResponseFormatError, TimeoutError } from '../errors';
import { codesOf } from '../failureReason';
import type { FetchFunction } from '../Transport';
import { ProductFileReader } from './ProductFileReader';
import type { FileAttempt, FileAttemptControl } from './ProductFileSource';

export const DOWNLOAD_FLOOR_BYTES_PER_SECOND = 50_000;
export const DOWNLOAD_MINIMUM_DEADLINE_MS = 60_000;
export const DOWNLOAD_UNKNOWN_LENGTH_DEADLINE_MS = 30 * 60_000;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

/**
 * One attempt at the file behind a download address (spec 4.1): fetched without the API key, which must never
 * go to the storage behind the address, read as a stream so that progress can be shown, each product given to
 * `onProduct` as it arrives (ProductFileReader). Its deadlines are the idle timeout and the overall deadline
 * (DownloadOptions); every failure is a PartSpecError, the caller's abort its reason. Wherever it runs (this
 * thread, a worker), fetchProductFile decides whether to try again.
 */
export async function readProductFileOnce(
  fetchFunction: FetchFunction,
  address: string,
  options: FileAttempt & FileAttemptControl & { readonly clock: Clock },
  onProduct: (product: Product) => void,
): Promise<void> {
  const { attempt, clock } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  // Our own signal for the request, so that a timeout closes the connection rather than leaving it open.
  const request = linkedAbort(options.signal);
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
    const file = new ProductFileReader(onProduct);
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
  } finally {
    // Whatever ended the attempt, its connection is closed: a timed-out body must not go on arriving.
    request.release();
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
  // Pieces already received are read one after another without a wait between them: on the page (no worker)
  // their parsing takes turns with the pane's other work.
  const slices = new TimeSlices();
  try {
    for (;;) {
      await slices.pause();
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
