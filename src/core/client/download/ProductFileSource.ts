import type { Product } from '../../catalog';

export interface DownloadProgress {
  readonly phase: 'address' | 'download' | 'parse';
  /** Bytes of the file received so far (after decompression, when the browser decompresses). */
  readonly bytes: number;
  /** The file's Content-Length when the service sent one and the body is not compressed in transit. */
  readonly totalBytes?: number;
}

/** One attempt at a category file, as fetchProductFile asks for it: plain data, so that it can cross to a worker. */
export interface FileAttempt {
  /** This attempt's number, from 1: what a TimeoutError or NetworkError it ends with counts. */
  readonly attempt: number;
  /** Longest wait for the answer's headers, and then for each next piece of the file. @default 60_000 */
  readonly idleTimeoutMs?: number;
  /** The slowest average rate the download may keep (DownloadOptions). @default 50_000 bytes per second */
  readonly floorBytesPerSecond?: number;
  /**
   * Also the products' checksum (ProductsChecksum, as a snapshot keeps it), made as they arrive, where the
   * runtime has WebCrypto. @default false
   */
  readonly checksum?: boolean;
}

/** A category file read: its products in file order, and their checksum when the attempt asked for it. */
export interface ProductFile {
  readonly products: Product[];
  readonly checksum?: string;
}

/** How an attempt is followed and stopped: on the thread that asked, never sent anywhere. */
export interface FileAttemptControl {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: DownloadProgress) => void;
}

/**
 * Where a category file is fetched and read, one attempt at a time: in this thread (InProcessProductFiles),
 * or off it (the add-in gives a Web Worker one in a browser, so that a large file never freezes the pane).
 * fetchProductFile keeps the restarts, the new addresses and their waits, whichever reads the file.
 */
export interface ProductFileSource {
  /**
   * The file behind `address`, fetched once without the API key and read into its products, in file order
   * (with their checksum when `attempt.checksum` asks for it and the runtime can make it).
   * Fails with the attempt's PartSpecError (NetworkError, TimeoutError, ResponseFormatError,
   * DownloadRefusedError), or with `control.signal`'s reason once it is aborted.
   */
  read(address: string, attempt: FileAttempt, control?: FileAttemptControl): Promise<ProductFile>;
}
