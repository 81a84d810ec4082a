import type { IDBPTransaction, StoreNames } from 'idb';
import type { BottomCategory, Language } from '../../core';
import { isSnapshotDamagedError } from '../../core/snapshots';
import type { SnapshotDatabase, TransactionMode } from './snapshotDatabase';
import { SnapshotStoreError, type SnapshotStoreOperation } from './SnapshotStoreError';

/**
 * A request of idb's, as a promise even when idb throws at once rather than rejecting (it does, for a value
 * that cannot be cloned): in a list of them, none is left rejecting unobserved.
 */
export function request<T>(make: () => Promise<T>): Promise<T> {
  try {
    return make();
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Runs `work` in `transaction` and waits until the transaction has committed. When anything fails, the
 * transaction is aborted, so that none of its writes is kept: a failed request aborts it on its own, but an
 * exception thrown between requests would not, and the requests made so far would commit.
 */
export async function inTransaction<
  Stores extends StoreNames<SnapshotDatabase>[],
  Mode extends TransactionMode,
  Result,
>(
  transaction: IDBPTransaction<SnapshotDatabase, Stores, Mode>,
  work: (transaction: IDBPTransaction<SnapshotDatabase, Stores, Mode>) => Promise<Result>,
): Promise<Result> {
  // idb rejects `done` when the transaction aborts: observed at once, so that it never rejects unhandled.
  const done = transaction.done;
  done.catch(() => undefined);
  try {
    const result = await work(transaction);
    await done;
    return result;
  } catch (error) {
    try {
      transaction.abort();
    } catch {
      // Aborted already (a failed request aborts it) or finished: nothing to undo.
    }
    throw error;
  }
}

/** `work`'s result, or a SnapshotStoreError for `operation` with what failed it as its cause. */
export async function attempt<Result>(
  operation: SnapshotStoreOperation,
  snapshot: { category?: BottomCategory; lang?: Language },
  work: () => Promise<Result>,
): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (isSnapshotDamagedError(error)) throw error;
    throw new SnapshotStoreError(operation, { cause: error, ...snapshot });
  }
}
