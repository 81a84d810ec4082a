import { abortableWait, type BottomCategory, type Clock, type Language, systemClock } from '../../core';
import {
  isTextSnapshot,
  SnapshotDamagedError,
  type SnapshotInfo,
  type SnapshotKey,
  type SnapshotStore,
  type StoredSnapshot,
  type TextSnapshot,
} from '../../core/snapshots';
import { attempt, inTransaction, request } from './idbTransactions';
import {
  BY_SNAPSHOT,
  CHUNK_STORE,
  type Database,
  hasIndexedDb,
  INFO_STORE,
  type IndexedDbFactory,
  openSnapshotDatabase,
  runtimeIndexedDb,
  type StoredChunk,
  type StoredInfo,
} from './snapshotDatabase';
import { assembled, assembledText, chunkIndexes, countsBelievable, infoOf, textChunkCount } from './storedSnapshots';
import { SnapshotStoreError, type SnapshotStoreOperation } from './SnapshotStoreError';

export interface IndexedDbSnapshotStoreOptions {
  /** The IndexedDB database the snapshots are kept in; `partspec-snapshots` unless told. */
  readonly databaseName?: string;
  /** Where IndexedDB comes from: the runtime's `indexedDB` unless told. */
  readonly indexedDB?: IndexedDbFactory;
  /** Products per stored chunk, 2,000 unless told: a whole positive number. */
  readonly chunkSize?: number;
  /**
   * How long each call may wait for the browser's storage, opening the database included, before it fails
   * with a SnapshotStoreError (`timeout`). Saving the largest category takes a few seconds.
   * @default 60000
   */
  readonly deadlineMs?: number;
  /** The clock the deadline runs on (tests). */
  readonly clock?: Clock;
}

export const DEFAULT_SNAPSHOT_DATABASE = 'partspec-snapshots';

/**
 * 2,000 products (the service's page size) make a chunk of about 5 MB as objects: small enough for every
 * engine to take as one value (Chromium passes each value through IPC and refuses very large ones), few
 * enough (22 for the largest category, 42,001 products) that the writes and reads cost nothing per chunk worth counting.
 */
export const DEFAULT_SNAPSHOT_CHUNK_SIZE = 2_000;

/** A minute: far beyond what saving the largest category takes, short enough that a stuck storage is reported. */
export const DEFAULT_SNAPSHOT_DEADLINE_MS = 60_000;

/**
 * The SnapshotStore over IndexedDB, for Excel's runtime (WebView2, WKWebView, the browser of Excel on the web)
 * and the browser. One database, two object stores: `info` holds each snapshot's info, `chunks` its products,
 * `chunkSize` to a value, so that no single value is huge. A save, a delete and a load each run in one
 * transaction over both stores, so that a snapshot is always read and replaced whole: a crash in the middle
 * of a save leaves the snapshot before it, never a mix of the two.
 *
 * Failures reject with SnapshotStoreError: operation `open` when the database cannot be opened (no IndexedDB,
 * storage turned off, a newer version of the database), whichever method was called; the store tries to open
 * it again at the next call.
 */
export class IndexedDbSnapshotStore implements SnapshotStore {
  private readonly databaseName: string;
  private readonly factory: IndexedDbFactory | undefined;
  private readonly chunkSize: number;
  private readonly deadlineMs: number;
  private readonly clock: Clock;
  /** The open connection, or its opening; undefined before the first call and after it was closed or failed. */
  private connection: Promise<Database> | undefined;

  constructor(options: IndexedDbSnapshotStoreOptions = {}) {
    const chunkSize = options.chunkSize ?? DEFAULT_SNAPSHOT_CHUNK_SIZE;
    if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) {
      throw new RangeError(`The chunk size of a snapshot store must be a whole number from 1 up; it is ${chunkSize}.`);
    }
    this.databaseName = options.databaseName ?? DEFAULT_SNAPSHOT_DATABASE;
    this.factory = options.indexedDB ?? runtimeIndexedDb();
    this.chunkSize = chunkSize;
    this.deadlineMs = options.deadlineMs ?? DEFAULT_SNAPSHOT_DEADLINE_MS;
    this.clock = options.clock ?? systemClock;
  }

  /**
   * Whether this runtime has IndexedDB at all. True does not promise that it opens: private windows and
   * storage settings can still refuse it, which the first call then reports as a SnapshotStoreError.
   */
  static isAvailable(factory: IndexedDbFactory | undefined = runtimeIndexedDb()): boolean {
    return hasIndexedDb(factory);
  }

  list(): Promise<SnapshotInfo[]> {
    return this.within('list', {}, async () => {
      const database = await this.database();
      return attempt('list', {}, () =>
        inTransaction(database.transaction([INFO_STORE], 'readonly'), async (transaction) =>
          (await transaction.objectStore(INFO_STORE).getAll()).map(infoOf),
        ),
      );
    });
  }

  load(key: SnapshotKey): Promise<StoredSnapshot | undefined> {
    const { category, lang } = key;
    return this.within('load', { category, lang }, () => this.loadNow(key));
  }

  private async loadNow({ service, category, lang }: SnapshotKey): Promise<StoredSnapshot | undefined> {
    const database = await this.database();
    return attempt('load', { category, lang }, () =>
      inTransaction(database.transaction([INFO_STORE, CHUNK_STORE], 'readonly'), async (transaction) => {
        const info = await transaction.objectStore(INFO_STORE).get([service, category, lang]);
        if (!info) return undefined;
        // Checked before anything is allocated for the chunks: a damaged count must not take the memory.
        if (!countsBelievable(info)) throw new SnapshotDamagedError(category, lang, 'counts');
        const chunks = transaction.objectStore(CHUNK_STORE);
        // One request per chunk rather than one getAll of them all, so that no single answer is huge either.
        const [stored, ...read] = await Promise.all([
          chunks.index(BY_SNAPSHOT).count([service, category, lang]),
          ...chunkIndexes(info.chunkCount).map((index) => chunks.get([service, category, lang, index])),
        ]);
        return info.form === 'text' ? assembledText(info, stored, read) : assembled(info, stored, read);
      }),
    );
  }

  async save(snapshot: StoredSnapshot): Promise<void> {
    if (isTextSnapshot(snapshot)) {
      await this.saveText(snapshot);
      return;
    }
    const { service, category, lang, products } = snapshot;
    if (snapshot.productCount !== products.length) {
      throw new RangeError(
        `A snapshot of ${category} in ${lang} says it has ${snapshot.productCount} products but holds ${products.length}: it is not kept.`,
      );
    }
    const chunks: StoredChunk[] = chunkIndexes(Math.ceil(products.length / this.chunkSize)).map((index) => ({
      service,
      category,
      lang,
      index,
      products: products.slice(index * this.chunkSize, (index + 1) * this.chunkSize),
    }));
    const info: StoredInfo = { ...infoOf(snapshot), chunkCount: chunks.length };
    await this.within('save', { category, lang }, () => this.saveNow(info, chunks));
  }

  private async saveText(snapshot: TextSnapshot): Promise<void> {
    const { service, category, lang, text } = snapshot;
    if (text.chunks.length !== textChunkCount(snapshot.productCount)) {
      throw new RangeError(
        `A snapshot of ${category} in ${lang} says it has ${snapshot.productCount} products but holds ${text.chunks.length} chunks of them: it is not kept.`,
      );
    }
    const chunks: StoredChunk[] = [
      ...text.chunks.map((bytes, index) => ({ service, category, lang, index, text: bytes })),
      { service, category, lang, index: text.chunks.length, partIndex: text.index },
    ];
    const info: StoredInfo = {
      ...infoOf(snapshot),
      chunkCount: chunks.length,
      form: 'text',
      indexChecksum: text.indexChecksum,
    };
    await this.within('save', { category, lang }, () => this.saveNow(info, chunks));
  }

  private async saveNow(info: StoredInfo, chunks: readonly StoredChunk[]): Promise<void> {
    const { service, category, lang } = info;
    const database = await this.database();
    await attempt('save', { category, lang }, () =>
      inTransaction(database.transaction([INFO_STORE, CHUNK_STORE], 'readwrite'), async (transaction) => {
        const chunkStore = transaction.objectStore(CHUNK_STORE);
        // Every chunk of the snapshot before, found by the index rather than by its info's chunkCount, so that
        // none is left behind whatever wrote it; deleted in this transaction, which writes the new ones.
        const before = await chunkStore.index(BY_SNAPSHOT).getAllKeys([service, category, lang]);
        await Promise.all(before.map((key) => request(() => chunkStore.delete(key))));
        // One chunk after another: a put copies its value on the spot, on the page's thread (tens of ms for
        // 2,000 products), so each is made when the one before has been stored, in a task of its own, and
        // the pane stays responsive while a category is saved. The transaction stays open between them.
        for (const chunk of chunks) await request(() => chunkStore.put(chunk));
        await request(() => transaction.objectStore(INFO_STORE).put(info));
      }),
    );
  }

  delete(key: SnapshotKey): Promise<void> {
    const { category, lang } = key;
    return this.within('delete', { category, lang }, () => this.deleteNow(key));
  }

  private async deleteNow({ service, category, lang }: SnapshotKey): Promise<void> {
    const database = await this.database();
    await attempt('delete', { category, lang }, () =>
      inTransaction(database.transaction([INFO_STORE, CHUNK_STORE], 'readwrite'), async (transaction) => {
        const chunkStore = transaction.objectStore(CHUNK_STORE);
        const keys = await chunkStore.index(BY_SNAPSHOT).getAllKeys([service, category, lang]);
        await Promise.all([
          ...keys.map((key) => request(() => chunkStore.delete(key))),
          request(() => transaction.objectStore(INFO_STORE).delete([service, category, lang])),
        ]);
      }),
    );
  }

  /**
   * `work`, failed with a SnapshotStoreError (`timeout`) once the deadline has passed: IndexedDB has no way to
   * stop a request, so the work itself may still end later, but its caller has stopped waiting for it.
   */
  private within<Result>(
    operation: SnapshotStoreOperation,
    snapshot: { category?: BottomCategory; lang?: Language },
    work: () => Promise<Result>,
  ): Promise<Result> {
    return abortableWait(work(), {
      deadline: {
        clock: this.clock,
        ms: this.deadlineMs,
        error: () => new SnapshotStoreError(operation, { problem: 'timeout', ...snapshot }),
      },
    });
  }

  /** The open database, opened at the first call (and again after a failure, a close or an open that hung). */
  private database(): Promise<Database> {
    if (!this.connection) {
      const opening = this.within('open', {}, () => this.open());
      this.connection = opening;
      opening.catch(() => this.forget(opening));
    }
    return this.connection;
  }

  private forget(connection: Promise<Database>): void {
    if (this.connection === connection) this.connection = undefined;
  }

  private open(): Promise<Database> {
    return openSnapshotDatabase(this.factory, this.databaseName, (database) => this.watch(database));
  }

  /**
   * Lets go of the connection when it ends: closed by the browser (the user cleared the site's data), or asked
   * to close by another copy of PartSpec that deletes the database or upgrades it, which this one would
   * otherwise block. The next call opens the database again.
   */
  private watch(database: Database): void {
    const connection = this.connection;
    const drop = (): void => {
      if (connection) this.forget(connection);
    };
    database.addEventListener('versionchange', () => {
      database.close();
      drop();
    });
    database.addEventListener('close', drop);
  }
}
