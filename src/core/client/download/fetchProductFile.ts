import type { Product } from '../../catalog';
import { isPartSpecError } from '../../errors';
import { type BackoffOptions, backoffDelay, type Clock, systemClock } from '../../throttle';
import { isDownloadRefusedError, isNetworkError, isResponseFormatError, isTimeoutError } from '../errors';
import type { FetchFunction } from '../Transport';
import { InProcessProductFiles } from './InProcessProductFiles';
import type { DownloadProgress, ProductFile, ProductFileSource } from './ProductFileSource';

// Fetching a category's file: its restarts and new addresses. Each attempt (its deadlines, its failures as
// PartSpecErrors) is readProductFileOnce's, wherever `source` runs it; what the bytes say is ProductFileReader's.

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
  /**
   * Where each attempt fetches and reads the file. @default in this thread, with `fetchFunction` and `clock`
   * (InProcessProductFiles)
   */
  readonly source?: ProductFileSource;
  /** Also the products' checksum, made as they arrive (FileAttempt.checksum): readCategoryFile's. @default false */
  readonly checksum?: boolean;
}

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
  return (await readCategoryFile(fetchFunction, address, options)).products;
}

/** fetchProductFile's file with, when `options.checksum` asks for it, the checksum its products were read with. */
export async function readCategoryFile(
  fetchFunction: FetchFunction,
  address: string,
  options: DownloadOptions = {},
): Promise<ProductFile> {
  const clock = options.clock ?? systemClock;
  const restarts = options.restarts ?? DEFAULT_RESTARTS;
  const source = options.source ?? new InProcessProductFiles(fetchFunction, clock);
  const { idleTimeoutMs, floorBytesPerSecond, checksum, signal, onProgress } = options;
  let current = address;
  for (let attempt = 1; ; attempt += 1) {
    options.signal?.throwIfAborted();
    try {
      return await source.read(
        current,
        { attempt, idleTimeoutMs, floorBytesPerSecond, ...(checksum ? { checksum } : {}) },
        { signal, onProgress },
      );
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
