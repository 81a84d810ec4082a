/**
 * A PartSpecClient over the in-memory service of core's unit tests, for the task pane's jobs: no HTTP,
 * every request counted, and gates to hold lookups or downloads so a test can cancel in the middle.
 */
import {
  abortableWait,
  type BottomCategory,
  type ClientStats,
  DEFAULT_RATE,
  type Filter,
  formatFilter,
  type KeptSnapshot,
  type Language,
  matchDescription,
  matchLine,
  readPartDescription,
  type PartSpecClient,
  type Product,
  parseFilter,
  parseOrderBy,
  SnapshotsUnavailableError,
  type SortOrder,
  searchAll,
} from '../../../../src/core';
import { MemoryService } from '../../../support/memoryService';

export interface FakeClient extends PartSpecClient {
  readonly service: MemoryService;
  /** Part numbers of each lookup call, in call order. */
  readonly lookups: string[][];
  /** Part numbers given to refresh (undefined for all). */
  readonly refreshed: (readonly string[] | undefined)[];
  /** Lookups wait from now on until the returned function is called. */
  holdLookups(): () => void;
  /** Categories and languages given to snapshots.refresh, in call order. */
  readonly snapshotRefreshes: { category: BottomCategory; lang: Language }[];
  /** Categories given to downloadCategory, in call order: each one a download request. */
  readonly downloads: BottomCategory[];
  /**
   * What was asked as a lifecycle refresh (`lifecycle: true`), in call order: a lookup's part numbers, or a
   * searchAll's filter as the spec writes it.
   */
  readonly lifecycleAsked: (string[] | string)[];
}

/** A kept snapshot the fake answers from: every product of its category is said to come from it. */
export interface FakeSnapshot {
  readonly category: BottomCategory;
  /** ISO 8601. */
  readonly issuedAt: string;
  /** Default false. */
  readonly stale?: boolean;
  /** Whether its age is counted by the service's clock (an answer of the session said it); default true. */
  readonly ageChecked?: boolean;
  /** The products it says it holds; default as many as the fake has of its category (a snapshot of now). */
  readonly productCount?: number;
}

export interface FakeClientOptions {
  /** The service's most products per answer (MemoryService's cap). */
  readonly cap?: number;
  /**
   * Kept snapshots: products of their categories are answered "from" them (snapshots.of says so), and
   * snapshots.refresh downloads them again, dated `now`. Without any, snapshots are off, as before.
   */
  readonly snapshots?: readonly FakeSnapshot[];
  /** The time a refreshed snapshot is dated; default the system clock. */
  readonly now?: () => Date;
}

/** The size of a kept snapshot's file as the fake's snapshots.refresh downloads it: 2 MB. */
export const SNAPSHOT_FILE_BYTES = 2 * 1024 * 1024;

export function fakeClient(products: readonly Product[], options: FakeClientOptions = {}): FakeClient {
  const service = new MemoryService({ products, cap: options.cap });
  const lookups: string[][] = [];
  const lifecycleAsked: (string[] | string)[] = [];
  const refreshed: (readonly string[] | undefined)[] = [];
  let otherRequests = 0;
  let lookupGate: Promise<void> | undefined;
  const kept = new Map((options.snapshots ?? []).map((snapshot) => [snapshot.category, snapshot]));
  const snapshotRefreshes: { category: BottomCategory; lang: Language }[] = [];
  const downloads: BottomCategory[] = [];
  const serviceNow = (): Date => options.now?.() ?? new Date();
  const useOf = (snapshot: FakeSnapshot): KeptSnapshot => ({
    service: 'https://pis.example.com',
    checksum: 'sha256:test:0',
    category: snapshot.category,
    lang: 'en',
    issuedAt: snapshot.issuedAt,
    productCount: snapshot.productCount ?? products.filter((product) => product.category === snapshot.category).length,
    bytes: 0,
    ageMs: serviceNow().getTime() - Date.parse(snapshot.issuedAt),
    ageChecked: snapshot.ageChecked ?? true,
    stale: snapshot.stale ?? false,
    ...(snapshot.stale ? { staleBecause: 'age' as const } : {}),
    inUse: true,
  });
  const filterOf = (filter: string | Filter | undefined): Filter =>
    typeof filter === 'string' ? parseFilter(filter) : (filter ?? { conditions: [] });
  const orderOf = (orderby: string | readonly SortOrder[] | undefined): readonly SortOrder[] =>
    typeof orderby === 'string' ? parseOrderBy(orderby) : (orderby ?? []);

  const client: FakeClient = {
    service,
    lookups,
    refreshed,
    lifecycleAsked,
    snapshotRefreshes,
    downloads,
    holdLookups() {
      let open!: () => void;
      lookupGate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        lookupGate = undefined;
        open();
      };
    },
    search: async (search = {}) =>
      service.search(filterOf(search.filter), orderOf(search.orderby), search.lang ?? 'en', search.signal),
    searchAll: async (search = {}) => {
      if (search.lifecycle) lifecycleAsked.push(formatFilter(filterOf(search.filter)));
      return searchAll(service.api(2048), {
        filter: filterOf(search.filter),
        orderby: orderOf(search.orderby),
        lang: search.lang ?? 'en',
        signal: search.signal,
        onProgress: search.onProgress,
        resume: search.resume,
      });
    },
    // The real matcher over the fake's searches: what the pane shows is what the SDK would answer.
    match: async (text, match = {}) => matchDescription(client, text, match),
    matchLine: async (line, match = {}) =>
      matchLine(client, typeof line === 'string' ? readPartDescription(line, match.footprint) : line, match),
    lookup: async (partnos, lookup = {}) => {
      lookups.push([...partnos]);
      if (lookup.lifecycle) lifecycleAsked.push([...partnos]);
      otherRequests += 1;
      if (lookupGate) await abortableWait(lookupGate, { signal: lookup.signal });
      lookup.signal?.throwIfAborted();
      return new Map(
        partnos.map((partno) => [
          partno,
          products.find((product) => product.record.Partno.toLowerCase() === partno.trim().toLowerCase()),
        ]),
      );
    },
    refresh: (partnos) => {
      refreshed.push(partnos);
    },
    // The fake keeps no cache: nothing is known without asking.
    cachedLookup: () => new Map(),
    downloadUrl: async () => 'https://storage.example/products.json',
    downloadCategory: async (category: BottomCategory, download = {}) => {
      downloads.push(category);
      download.onProgress?.({ phase: 'address', bytes: 0 });
      otherRequests += 1;
      const own = products.filter((product) => product.category === category);
      const size = JSON.stringify(own).length;
      download.onProgress?.({ phase: 'download', bytes: Math.floor(size / 2), totalBytes: size });
      await Promise.resolve();
      download.signal?.throwIfAborted();
      download.onProgress?.({ phase: 'download', bytes: size, totalBytes: size });
      download.onProgress?.({ phase: 'parse', bytes: size, totalBytes: size });
      return own;
    },
    stats: (): ClientStats => ({
      requests: service.calls.length + otherRequests,
      retries: 0,
      throttled: 0,
      lookups: { cached: 0, shared: 0, sent: 0, cacheSize: 0 },
      snapshots: { answered: 0, requestsSaved: 0, downloads: 0, loads: 0, storeFailures: 0, dropped: 0 },
    }),
    serviceNow,
    serviceClockOffsetMs: () => undefined,
    limiterState: () => ({
      configured: DEFAULT_RATE,
      currentRate: DEFAULT_RATE.perSecond,
      tokens: DEFAULT_RATE.burst,
      inFlight: 0,
      waiting: 0,
    }),
    // Without options.snapshots the fake keeps none: every answer is the service's.
    snapshots:
      kept.size === 0
        ? {
            mode: 'off',
            list: async () => [],
            refresh: async () => {
              throw new SnapshotsUnavailableError('off');
            },
            delete: async () => undefined,
            of: () => undefined,
            dropped: () => [],
            onDownload: () => () => undefined,
            saved: async () => undefined,
          }
        : {
            mode: 'auto',
            list: async () => [...kept.values()].map(useOf),
            refresh: async (category, request = {}): Promise<KeptSnapshot> => {
              snapshotRefreshes.push({ category, lang: request.lang ?? 'en' });
              request.onProgress?.({ phase: 'address', bytes: 0 });
              otherRequests += 2;
              // A file of SNAPSHOT_FILE_BYTES, told as it arrives: half, then whole, then read.
              request.onProgress?.({
                phase: 'download',
                bytes: SNAPSHOT_FILE_BYTES / 2,
                totalBytes: SNAPSHOT_FILE_BYTES,
              });
              await Promise.resolve();
              request.signal?.throwIfAborted();
              request.onProgress?.({ phase: 'download', bytes: SNAPSHOT_FILE_BYTES, totalBytes: SNAPSHOT_FILE_BYTES });
              request.onProgress?.({ phase: 'parse', bytes: SNAPSHOT_FILE_BYTES, totalBytes: SNAPSHOT_FILE_BYTES });
              const fresh = { category, issuedAt: (options.now?.() ?? new Date()).toISOString() };
              kept.set(category, fresh);
              return useOf(fresh);
            },
            delete: async (category) => {
              kept.delete(category);
            },
            of: (product) => {
              const snapshot = kept.get(product.category);
              return snapshot && useOf(snapshot);
            },
            dropped: () => [],
            onDownload: () => () => undefined,
            saved: async () => undefined,
          },
  };
  return client;
}
