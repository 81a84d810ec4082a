import { type DBSchema, type IDBPDatabase, wrap } from 'idb';
import type { BottomCategory, Language, Product } from '../../core';
import type { SnapshotInfo } from '../../core/snapshots';
import { SnapshotStoreError } from './SnapshotStoreError';

// The snapshots' IndexedDB database as IndexedDbSnapshotStore keeps it: its schema, and opening it over any factory.

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

/**
 * 2: snapshots are kept per service as well as category and language. Version 1 kept them without their
 * service, so no one of them can be told to belong to the service asked about: the upgrade drops them.
 */
const DATABASE_VERSION = 2;
export const INFO_STORE = 'info';
export const CHUNK_STORE = 'chunks';
/** The chunks' index by service, category and language: finds every chunk of a snapshot, however many were written. */
export const BY_SNAPSHOT = 'bySnapshot';

/**
 * A snapshot's info as kept: with the number of its chunks, which `load` checks the chunks against; for one kept
 * as text (`form: 'text'`), its index's checksum.
 */
export interface StoredInfo extends SnapshotInfo {
  readonly chunkCount: number;
  readonly form?: 'text';
  readonly indexChecksum?: string;
}

/**
 * One value of the chunk store. A snapshot kept as products: `products` are its from `index * chunk size` on, in
 * their order. A snapshot kept as text: chunk `index` holds its SnapshotText chunk `index` as `text`, and the
 * last chunk its SnapshotText's index as `partIndex`: a few large buffers, which IndexedDB copies as they are.
 */
export interface StoredChunk {
  readonly service: string;
  readonly category: BottomCategory;
  readonly lang: Language;
  readonly index: number;
  readonly products?: readonly Product[];
  readonly text?: Uint8Array<ArrayBuffer>;
  readonly partIndex?: Uint8Array<ArrayBuffer>;
}

export interface SnapshotDatabase extends DBSchema {
  [INFO_STORE]: { key: [string, BottomCategory, Language]; value: StoredInfo };
  [CHUNK_STORE]: {
    key: [string, BottomCategory, Language, number];
    value: StoredChunk;
    indexes: { [BY_SNAPSHOT]: [string, BottomCategory, Language] };
  };
}

export type Database = IDBPDatabase<SnapshotDatabase>;
export type TransactionMode = 'readonly' | 'readwrite';

/** The runtime's IndexedDB, or undefined where there is none or reading it throws (some sandboxed frames). */
export function runtimeIndexedDb(): IndexedDbFactory | undefined {
  try {
    return (globalThis as { indexedDB?: IndexedDbFactory }).indexedDB;
  } catch {
    return undefined;
  }
}

/** Whether `factory` is an IndexedDB at all (it may still refuse to open). */
export function hasIndexedDb(factory: IndexedDbFactory | undefined): boolean {
  return typeof (factory as { open?: unknown } | undefined)?.open === 'function';
}

/**
 * idb's openDB opens the global `indexedDB` only; this is what it does, over the factory given: the open
 * request made a promise by idb's `wrap`, and the stores made when the database is new. `opened` is told of
 * the connection before the promise resolves with it.
 */
export function openSnapshotDatabase(
  factory: IndexedDbFactory | undefined,
  databaseName: string,
  opened: (database: Database) => void,
): Promise<Database> {
  if (!hasIndexedDb(factory)) {
    return Promise.reject(new SnapshotStoreError('open', { problem: 'unavailable' }));
  }
  return new Promise<Database>((resolve, reject) => {
    let blocked = false;
    try {
      const request = (factory as IndexedDbFactory).open(databaseName, DATABASE_VERSION);
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
          opened(database);
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
