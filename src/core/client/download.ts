import { type BottomCategory, type Language, type Product } from '../catalog';
import { NetworkError, PartSpecError, ResponseFormatError } from './errors';
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
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void },
): Promise<Product[]> {
  let response: Response;
  try {
    response = await fetchFunction(address, { method: 'GET', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw new NetworkError(new URL(address).origin, 1, error);
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
  const text = await readText(response, (bytes) => {
    received = bytes;
    options.onProgress?.({ phase: 'download', bytes, totalBytes });
  });
  options.onProgress?.({ phase: 'parse', bytes: received, totalBytes });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ResponseFormatError('the category file is not JSON');
  }
  return productsOfData((json as { Data?: unknown } | null)?.Data);
}

async function readText(response: Response, onBytes: (bytes: number) => void): Promise<string> {
  if (!response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    onBytes(bytes.byteLength);
    return new TextDecoder().decode(bytes);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    parts.push(decoder.decode(value, { stream: true }));
    onBytes(bytes);
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
