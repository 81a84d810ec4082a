import type { Product } from '../../catalog';
import type { FromProductFileWorker, ProductFileWorker } from './productFileMessages';
import type { FileAttempt, FileAttemptControl, ProductFile, ProductFileSource } from './ProductFileSource';
import { rebuildError } from './serializedError';

export interface WorkerProductFilesOptions {
  /** A new worker running serveProductFiles; throws when the runtime will not start one. */
  readonly startWorker: () => ProductFileWorker;
  /** Where files are read once no worker can be used: in this thread. */
  readonly fallback: ProductFileSource;
  /** Told once, the first time a worker cannot be used, why (for Diagnostics). */
  readonly onFallback?: (reason: string) => void;
}

/** A worker could not be used: it did not start, or stopped without a word. */
class WorkerUnusable extends Error {
  override readonly name = 'WorkerUnusable';
}

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Category files fetched and read in a Web Worker, one worker per attempt, so that the page's thread only
 * takes the products in batches (structured clones) while the worker downloads and parses. The worker fetches
 * only the file's address, without the key, as the page would; aborting ends the worker, and with it its
 * fetch. Its PartSpecErrors come back as the same classes. A worker that cannot be started, or that stops
 * without a word, sends this attempt and every later one to `fallback`, and `onFallback` hears why, once.
 */
export class WorkerProductFiles implements ProductFileSource {
  /** Why files are read in `fallback` now, once a worker could not be used. */
  private unusable: string | undefined;

  constructor(private readonly options: WorkerProductFilesOptions) {}

  async read(address: string, attempt: FileAttempt, control: FileAttemptControl = {}): Promise<ProductFile> {
    if (this.unusable === undefined) {
      try {
        return await this.readInWorker(address, attempt, control);
      } catch (error) {
        if (!(error instanceof WorkerUnusable)) throw error;
        this.unusable = error.message;
        this.options.onFallback?.(error.message);
      }
    }
    return this.options.fallback.read(address, attempt, control);
  }

  private readInWorker(address: string, attempt: FileAttempt, control: FileAttemptControl): Promise<ProductFile> {
    const { signal, onProgress } = control;
    signal?.throwIfAborted();
    let worker: ProductFileWorker;
    try {
      worker = this.options.startWorker();
    } catch (error) {
      return Promise.reject(new WorkerUnusable(`a Web Worker could not be started (${reasonOf(error)})`));
    }
    return new Promise<ProductFile>((resolve, reject) => {
      let started = false;
      let settled = false;
      const products: Product[] = [];
      const settle = (end: () => void): void => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        worker.terminate();
        end();
      };
      const onAbort = (): void => settle(() => reject(signal?.reason));
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.addEventListener('message', (event) => {
        const message = event.data as FromProductFileWorker;
        switch (message.type) {
          case 'started':
            started = true;
            break;
          case 'products':
            // One by one, not push(...batch): a spread of a large batch can overflow the stack.
            for (const product of message.products) products.push(product);
            break;
          case 'progress':
            if (!settled) onProgress?.(message.progress);
            break;
          case 'done':
            settle(() =>
              resolve(message.checksum === undefined ? { products } : { products, checksum: message.checksum }),
            );
            break;
          case 'failed':
            settle(() => reject(rebuildError(message.error)));
            break;
        }
      });
      const stopped = (what: string) => (event: { readonly message?: string }) => {
        const why = event.message ? `${what}: ${event.message}` : what;
        settle(() =>
          reject(
            new WorkerUnusable(started ? `the Web Worker stopped (${why})` : `the Web Worker did not start (${why})`),
          ),
        );
      };
      worker.addEventListener('error', stopped('an error in the worker'));
      worker.addEventListener('messageerror', stopped('a message from the worker could not be read'));
      // Queued until the worker's script runs.
      worker.postMessage({ type: 'read', address, attempt });
    });
  }
}
