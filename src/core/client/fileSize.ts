import { abortableWait, type Clock, linkedAbort, systemClock } from '../throttle';
import type { FetchFunction } from './Transport';

/** Longest wait for a HEAD's answer: a size slower to learn than that is not worth waiting for. */
export const FILE_SIZE_TIMEOUT_MS = 10_000;

export interface FileSizeOptions {
  readonly signal?: AbortSignal;
  /** @default the system clock */
  readonly clock?: Clock;
  /** @default FILE_SIZE_TIMEOUT_MS (10 s) */
  readonly timeoutMs?: number;
}

/**
 * The size in bytes of the file behind a download address, as its storage tells it in the Content-Length of
 * a HEAD, before any of it is fetched; undefined when it does not tell. Never rejects: a HEAD refused (an
 * address presigned for GET alone, a relay that forwards GET only), no Content-Length, a length of
 * compressed bytes, a timeout or no answer at all each mean "not told", and the planner then counts the file
 * at its prior size. Like the file itself, it goes without the API key and through no rate limiter: the
 * storage behind an address is not the service's rate-limited API (the reference service's is not).
 *
 * The file is asked for uncompressed (`accept-encoding: identity`) so that the length is the size the
 * planner counts (bytes as parsed). A browser does not let a page choose its Accept-Encoding; when it gets
 * a compressed length and can see so (Content-Encoding), the length is not used.
 */
export async function askFileSize(
  fetchFunction: FetchFunction,
  address: string,
  options: FileSizeOptions = {},
): Promise<number | undefined> {
  // Our own signal, so that a HEAD given up on is closed, not left open.
  const request = linkedAbort(options.signal);
  try {
    const response = await abortableWait(
      fetchFunction(address, { method: 'HEAD', headers: { 'accept-encoding': 'identity' }, signal: request.signal }),
      {
        signal: request.signal,
        deadline: {
          clock: options.clock ?? systemClock,
          ms: options.timeoutMs ?? FILE_SIZE_TIMEOUT_MS,
          error: () => new Error('no answer to HEAD in time'),
        },
      },
    );
    // A HEAD answer has no body; one sent all the same is not read.
    response.body?.cancel().catch(() => undefined);
    if (!response.ok) return undefined;
    const encoding = response.headers.get('content-encoding')?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') return undefined;
    const length = response.headers.get('content-length')?.trim();
    if (length === undefined || !/^\d+$/.test(length)) return undefined;
    const bytes = Number(length);
    // An empty file holds no category: a length of 0 tells nothing the planner can use.
    return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : undefined;
  } catch {
    return undefined;
  } finally {
    request.release();
  }
}
