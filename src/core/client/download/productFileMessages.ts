import type { Product } from '../../catalog';
import type { DownloadProgress, FileAttempt } from './ProductFileSource';
import type { SerializedError } from './serializedError';

// The messages between the page and a worker reading a category file (WorkerProductFiles on the page,
// serveProductFiles in the worker). Each is plain data, copied by the structured clone of postMessage.

/** The page asks the worker for one attempt at the file behind `address`. */
export interface ReadFileMessage {
  readonly type: 'read';
  readonly address: string;
  readonly attempt: FileAttempt;
}

export type ToProductFileWorker = ReadFileMessage;

export type FromProductFileWorker =
  /** The worker's script runs: it can read files. */
  | { readonly type: 'started' }
  /** The next products of the file, in file order. */
  | { readonly type: 'products'; readonly products: readonly Product[] }
  | { readonly type: 'progress'; readonly progress: DownloadProgress }
  /** Every product has been sent: the attempt succeeded; their checksum when the attempt asked for it. */
  | { readonly type: 'done'; readonly checksum?: string }
  /** The attempt failed: the products sent are void. */
  | { readonly type: 'failed'; readonly error: SerializedError };

/** What the page needs of a Worker (the DOM's, or a fake in tests). */
export interface ProductFileWorker {
  postMessage(message: ToProductFileWorker): void;
  /** `message` for each message; `error` when its script failed to load or threw; `messageerror` when a message could not be copied. */
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: WorkerEvent) => void): void;
  terminate(): void;
}

/** The worker's side: its global scope (`self`), or a fake in tests. */
export interface ProductFileWorkerScope {
  postMessage(message: FromProductFileWorker): void;
  addEventListener(type: 'message', listener: (event: WorkerEvent) => void): void;
}

/** The parts of a MessageEvent or ErrorEvent the page reads. */
export interface WorkerEvent {
  readonly data?: unknown;
  readonly message?: string;
}
