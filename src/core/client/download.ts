import { type BottomCategory, type Language, type Product } from '../catalog';
import { NetworkError, PartSpecError, ResponseFormatError } from './errors';
import { originOf } from './address';
import { productsOfData } from './records';
import type { FetchFunction } from './transport';

export interface DownloadProgress {
  readonly phase: 'address' | 'download' | 'parse';
  /** Bytes of the file received so far (after decompression, when the browser decompresses). */
  readonly bytes: number;
  /** The file's Content-Length when the service sent one and the body is not compressed in transit. */
  readonly totalBytes?: number;
}

/**
 * The file behind a download address (spec 4.1): fetched without the API key, which must never go to
 * the storage behind the address, read as a stream so progress can be shown, and parsed into products.
 */
export async function fetchProductFile(
  fetchFunction: FetchFunction,
  address: string,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void; idleTimeoutMs?: number },
): Promise<Product[]> {
  let response: Response;
  try {
    response = await within(
      fetchFunction(address, { method: 'GET', signal: options.signal }),
      options.idleTimeoutMs ?? 60_000,
      options.signal,
    );
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw new NetworkError(originOf(address), 1, error);
  }
  if (response.status === 403) {
    const text = await response.text();
    throw new PartSpecError(
      /expired/i.test(text)
        ? 'The download address has expired (they last 7 days). Download the category again to get a new one.'
        : 'The download address was refused (403). Download the category again to get a new address.',
      { status: 403 },
    );
  }
  if (response.status === 404) {
    throw new PartSpecError(
      'The category file is no longer there (404). Download the category again to get a new address.',
      { status: 404 },
    );
  }
  if (!response.ok) {
    throw new PartSpecError(`The category file could not be downloaded (${response.status}). Try again later.`, {
      status: response.status,
    });
  }
  const encoded = response.headers.get('content-encoding');
  const length = Number(response.headers.get('content-length'));
  const totalBytes = !encoded && Number.isFinite(length) && length > 0 ? length : undefined;
  let received = 0;
  const text = await readText(
    response,
    (bytes) => {
      received = bytes;
      options.onProgress?.({ phase: 'download', bytes, totalBytes });
    },
    options.idleTimeoutMs ?? 60_000,
    options.signal,
  );
  options.onProgress?.({ phase: 'parse', bytes: received, totalBytes });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ResponseFormatError('the category file is not JSON');
  }
  return productsOfData((json as { Data?: unknown } | null)?.Data);
}

/**
 * Waits for `promise`, but no longer than `milliseconds` and not past an abort: a storage server that
 * stalls, or a fetch that ignores its signal, cannot hold the download for ever.
 */
function within<T>(promise: Promise<T>, milliseconds: number, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => finish(() => reject(signal?.reason));
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new PartSpecError(
              `The category file stopped arriving for ${Math.round(milliseconds / 1000)} s. Try again later.`,
            ),
          ),
        ),
      milliseconds,
    );
    const finish = (settle: () => void): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

async function readText(
  response: Response,
  onBytes: (bytes: number) => void,
  idleTimeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  if (!response.body) {
    const bytes = new Uint8Array(await within(response.arrayBuffer(), idleTimeoutMs, signal));
    onBytes(bytes.byteLength);
    return new TextDecoder().decode(bytes);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await within(reader.read(), idleTimeoutMs, signal);
      if (done) break;
      bytes += value.byteLength;
      parts.push(decoder.decode(value, { stream: true }));
      onBytes(bytes);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error;
  }
  parts.push(decoder.decode());
  return parts.join('');
}

export interface DownloadAddress {
  readonly Language: Language;
  readonly Category: BottomCategory;
  readonly ProductDataDownloadUrl: string;
}

export function parseDownloadAddress(json: unknown): DownloadAddress {
  const record = json as Partial<DownloadAddress> | null;
  if (typeof record?.ProductDataDownloadUrl !== 'string') {
    throw new ResponseFormatError('ProductDataDownloadUrl is missing');
  }
  return record as DownloadAddress;
}
