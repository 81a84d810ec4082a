import { type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames, wrap } from 'idb';
import { abortableWait, type BottomCategory, type Clock, type Language, type Product, systemClock } from '../../core';
import { CHECKSUM_CHUNK } from '../../core/client';
import {
  isSnapshotDamagedError,
  isTextSnapshot,
  MAX_SNAPSHOT_PRODUCTS,
  type Snapshot,
  SnapshotDamagedError,
  type SnapshotInfo,
  type SnapshotKey,
  type SnapshotStore,
  type StoredSnapshot,
  type TextSnapshot,
} from '../../core/snapshots';
import { SnapshotStoreError, type SnapshotStoreOperation } from './SnapshotStoreError';

/** The global scope's `Name`, typed as the DOM library types it, or `Otherwise` where that library is not loaded. */
type GlobalNamed<Name extends string, Otherwise> =
  typeof globalThis extends Record<Name, infer Type> ? Type : Otherwise;

/**
 * An IDBFactory as far as this file uses one. The root tsconfig, which checks this file for Node, has no DOM
 * library; tsconfig.taskpane.json has it, and there the factory is the DOM's own IDBFactory.
 */
interface IndexedDbFactoryShape {
  open(
    name: string,
    version?: number,
  ): {
    readonly result: unknown;
    addEventListener(
      type: 'upgradeneeded' | 'blocked',
      listener: (event: { readonly oldVersion: number }) => void,
    ): void;
  };
}

/** The DOM's IDBFactory: the runtime's `indexedDB`, or fake-indexeddb's in tests. */
export type IndexedDbFactory = GlobalNamed<'indexedDB', IndexedDbFactoryShape>;

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
 * 2: snapshots are kept per service as well as category and language. Version 1 kept them without their
 * service, so no one of them can be told to belong to the service asked about: the upgrade drops them.
 */
const DATABASE_VERSION = 2;
const INFO_STORE = 'info';
const CHUNK_STORE = 'chunks';
/** The chunks' index by service, category and language: finds every chunk of a snapshot, however many were written. */
const BY_SNAPSHOT = 'bySnapshot';

/**
 * A snapshot's info as kept: with the number of its chunks, which `load` checks the chunks against; for one kept
 * as text (`form: 'text'`), its index's checksum.
 */
interface StoredInfo extends SnapshotInfo {
  readonly chunkCount: number;
  readonly form?: 'text';
  readonly indexChecksum?: string;
}

/**
 * One value of the chunk store. A snapshot kept as products: `products` are its from `index * chunk size` on, in
 * their order. A snapshot kept as text: chunk `index` holds its SnapshotText chunk `index` as `text`, and the
 * last chunk its SnapshotText's index as `partIndex`: a few large buffers, which IndexedDB copies as they are.
 */
interface StoredChunk {
  readonly service: string;
  readonly category: BottomCategory;
  readonly lang: Language;
  readonly index: number;
  readonly products?: readonly Product[];
  readonly text?: Uint8Array<ArrayBuffer>;
  readonly partIndex?: Uint8Array<ArrayBuffer>;
}

interface SnapshotDatabase extends DBSchema {
  [INFO_STORE]: { key: [string, BottomCategory, Language]; value: StoredInfo };
  [CHUNK_STORE]: {
    key: [string, BottomCategory, Language, number];
    value: StoredChunk;
    indexes: { [BY_SNAPSHOT]: [string, BottomCategory, Language] };
  };
}

type Database = IDBPDatabase<SnapshotDatabase>;
type TransactionMode = 'readonly' | 'readwrite';

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
    return typeof (factory as { open?: unknown } | undefined)?.open === 'function';
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

  /**
   * idb's openDB opens the global `indexedDB` only; this is what it does, over the factory given: the open
   * request made a promise by idb's `wrap`, and the stores made when the database is new.
   */
  private open(): Promise<Database> {
    const factory = this.factory;
    if (!IndexedDbSnapshotStore.isAvailable(factory)) {
      return Promise.reject(new SnapshotStoreError('open', { problem: 'unavailable' }));
    }
    return new Promise<Database>((resolve, reject) => {
      let blocked = false;
      try {
        const request = (factory as IndexedDbFactory).open(this.databaseName, DATABASE_VERSION);
        request.addEventListener('upgradeneeded', (event) => {
          createStores(wrap(request.result) as unknown as Database, event.oldVersion);
        });
        // Only another connection at an older version blocks an upgrade (another Excel window still running
        // the PartSpec before): said at once rather than an open that never settles.
        request.addEventListener('blocked', () => {
          blocked = true;
          reject(new SnapshotStoreError('open', { problem: 'blocked' }));
        });
        (wrap(request) as unknown as Promise<Database>).then(
          (database) => {
            if (blocked) {
              database.close();
              return;
            }
            this.watch(database);
            resolve(database);
          },
          (error: unknown) => reject(new SnapshotStoreError('open', { cause: error })),
        );
      } catch (error) {
        // open itself throws where storage is forbidden outright (SecurityError in a sandboxed frame).
        reject(new SnapshotStoreError('open', { cause: error }));
      }
    });
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

/** The runtime's IndexedDB, or undefined where there is none or reading it throws (some sandboxed frames). */
function runtimeIndexedDb(): IndexedDbFactory | undefined {
  try {
    return (globalThis as { indexedDB?: IndexedDbFactory }).indexedDB;
  } catch {
    return undefined;
  }
}

function createStores(database: Database, oldVersion: number): void {
  if (oldVersion >= 1 && oldVersion < 2) {
    // Version 1's snapshots do not say which service they came from: none may answer, so they go.
    database.deleteObjectStore(INFO_STORE);
    database.deleteObjectStore(CHUNK_STORE);
  }
  if (oldVersion < 2) {
    database.createObjectStore(INFO_STORE, { keyPath: ['service', 'category', 'lang'] });
    const chunks = database.createObjectStore(CHUNK_STORE, { keyPath: ['service', 'category', 'lang', 'index'] });
    chunks.createIndex(BY_SNAPSHOT, ['service', 'category', 'lang']);
  }
}

/**
 * Whether a stored info's counts can be read at all: whole numbers, at most MAX_SNAPSHOT_PRODUCTS products,
 * and no more chunks than products (each chunk holds at least one).
 */
function countsBelievable(info: StoredInfo): boolean {
  const { productCount, chunkCount } = info;
  if (!Number.isSafeInteger(productCount) || productCount < 0 || productCount > MAX_SNAPSHOT_PRODUCTS) return false;
  // Kept as text: its chunks of CHECKSUM_CHUNK products, and its index.
  if (info.form === 'text') return chunkCount === textChunkCount(productCount) + 1;
  return (
    Number.isSafeInteger(chunkCount) &&
    chunkCount >= 0 &&
    chunkCount <= productCount &&
    (productCount === 0 || chunkCount > 0)
  );
}

/** The chunks of a snapshot of `productCount` products kept as text (SnapshotText's, CHECKSUM_CHUNK products each). */
const textChunkCount = (productCount: number): number => Math.ceil(productCount / CHECKSUM_CHUNK);

/** 0, 1, ... count - 1. */
function chunkIndexes(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/** A snapshot's facts without its products (nor, for a stored info, its chunk count). */
function infoOf(snapshot: SnapshotInfo): SnapshotInfo {
  const { service, category, lang, issuedAt, productCount, bytes, checksum } = snapshot;
  return { service, category, lang, issuedAt, productCount, bytes, checksum };
}

/**
 * The snapshot from its info and chunks, or SnapshotDamagedError when they do not make one: a chunk missing
 * or extra, or fewer or more products than the info counts. Every save and delete replaces a snapshot whole
 * in one transaction, so such leftovers come from outside PartSpec (an engine's storage fault, a hand edit
 * in the developer tools); the planner drops them and the service answers.
 */
function assembled(info: StoredInfo, stored: number, chunks: ReadonlyArray<StoredChunk | undefined>): Snapshot {
  const damaged = (): SnapshotDamagedError => new SnapshotDamagedError(info.category, info.lang, 'counts');
  if (stored !== info.chunkCount || chunks.length !== info.chunkCount) throw damaged();
  const products: Product[] = [];
  for (const chunk of chunks) {
    if (!chunk || !Array.isArray(chunk.products)) throw damaged();
    for (const product of chunk.products) products.push(product);
  }
  if (products.length !== info.productCount) throw damaged();
  return { ...infoOf(info), products };
}

/**
 * The snapshot kept as text from its info and chunks, or SnapshotDamagedError (`counts`) when they do not make
 * one, as for a snapshot kept as products. What the bytes hold is the planner's to check (checkedTextSnapshot).
 */
function assembledText(info: StoredInfo, stored: number, chunks: ReadonlyArray<StoredChunk | undefined>): TextSnapshot {
  const damaged = (): SnapshotDamagedError => new SnapshotDamagedError(info.category, info.lang, 'counts');
  if (stored !== info.chunkCount || chunks.length !== info.chunkCount) throw damaged();
  const texts = chunks.slice(0, -1).map((chunk) => chunk?.text);
  const partIndex = chunks.at(-1)?.partIndex;
  if (!partIndex || texts.some((text) => text === undefined)) throw damaged();
  return {
    ...infoOf(info),
    text: { chunks: texts as Uint8Array<ArrayBuffer>[], index: partIndex, indexChecksum: info.indexChecksum ?? '' },
  };
}

/**
 * A request of idb's, as a promise even when idb throws at once rather than rejecting (it does, for a value
 * that cannot be cloned): in a list of them, none is left rejecting unobserved.
 */
function request<T>(make: () => Promise<T>): Promise<T> {
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
async function inTransaction<Stores extends StoreNames<SnapshotDatabase>[], Mode extends TransactionMode, Result>(
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
async function attempt<Result>(
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
