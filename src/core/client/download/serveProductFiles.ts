import type { Product } from '../../catalog';
import { type Clock, systemClock } from '../../throttle';
import type { FetchFunction } from '../Transport';
import { checksumFor } from './ProductsChecksum';
import type { ProductFileWorkerScope, ToProductFileWorker } from './productFileMessages';
import { readProductFileOnce } from './readProductFileOnce';
import { serializeError } from './serializedError';

/**
 * Products sent in one message at most. Each message is copied (structured clone) and then taken in by the
 * page's thread as one task: a batch this size is a few milliseconds there (docs/benchmarks.md), far from a
 * long task, and few enough messages that their overhead does not count.
 */
export const PRODUCT_BATCH_SIZE = 1_000;
/** The longest products wait for their batch to fill while the file arrives slowly: they go at least this often. */
export const PRODUCT_BATCH_MS = 100;

/**
 * A worker's side of WorkerProductFiles: says it has started, then reads each file the page asks for
 * (readProductFileOnce, with the worker's own fetch and clock) and sends its products in batches, its progress
 * and its end (with the products' checksum, made here, when the attempt asks for it), or its failure as a
 * SerializedError.
 */
export function serveProductFiles(
  scope: ProductFileWorkerScope,
  fetchFunction: FetchFunction,
  clock: Clock = systemClock,
): void {
  scope.addEventListener('message', (event) => {
    const message = event.data as ToProductFileWorker;
    if (message.type === 'read') void readFile(scope, fetchFunction, clock, message);
  });
  scope.postMessage({ type: 'started' });
}

async function readFile(
  scope: ProductFileWorkerScope,
  fetchFunction: FetchFunction,
  clock: Clock,
  message: ToProductFileWorker,
): Promise<void> {
  let batch: Product[] = [];
  let sentAt = clock.now();
  const checksum = checksumFor(message.attempt);
  const send = (): void => {
    if (batch.length > 0) scope.postMessage({ type: 'products', products: batch });
    batch = [];
    sentAt = clock.now();
  };
  try {
    await readProductFileOnce(
      fetchFunction,
      message.address,
      {
        ...message.attempt,
        clock,
        onProgress: (progress) => {
          if (clock.now() - sentAt >= PRODUCT_BATCH_MS) send();
          scope.postMessage({ type: 'progress', progress });
        },
      },
      (product) => {
        batch.push(product);
        checksum?.add(product);
        if (batch.length >= PRODUCT_BATCH_SIZE) send();
      },
    );
    send();
    scope.postMessage(checksum ? { type: 'done', checksum: await checksum.value() } : { type: 'done' });
  } catch (error) {
    scope.postMessage({ type: 'failed', error: serializeError(error) });
  }
}
