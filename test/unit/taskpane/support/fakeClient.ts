/**
 * A PartSpecClient over the in-memory service of core's unit tests, for the task pane's jobs: no HTTP,
 * every request counted, and gates to hold lookups or downloads so a test can cancel in the middle.
 */
import {
  abortableWait,
  type BottomCategory,
  type ClientStats,
  type Filter,
  type PartSpecClient,
  type Product,
  parseFilter,
  parseOrderBy,
  type SortOrder,
  searchAll,
} from '../../../../src/core';
import { MemoryService } from '../../core/support/memoryService';

export interface FakeClient extends PartSpecClient {
  readonly service: MemoryService;
  /** Part numbers of each lookup call, in call order. */
  readonly lookups: string[][];
  /** Part numbers given to refresh (undefined for all). */
  readonly refreshed: (readonly string[] | undefined)[];
  /** Lookups wait from now on until the returned function is called. */
  holdLookups(): () => void;
}

export function fakeClient(products: readonly Product[], options: { cap?: number } = {}): FakeClient {
  const service = new MemoryService({ products, cap: options.cap });
  const lookups: string[][] = [];
  const refreshed: (readonly string[] | undefined)[] = [];
  let otherRequests = 0;
  let lookupGate: Promise<void> | undefined;
  const filterOf = (filter: string | Filter | undefined): Filter =>
    typeof filter === 'string' ? parseFilter(filter) : (filter ?? { conditions: [] });
  const orderOf = (orderby: string | readonly SortOrder[] | undefined): readonly SortOrder[] =>
    typeof orderby === 'string' ? parseOrderBy(orderby) : (orderby ?? []);

  const client: FakeClient = {
    service,
    lookups,
    refreshed,
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
    searchAll: async (search = {}) =>
      searchAll(service.pagingPort(2048), {
        filter: filterOf(search.filter),
        orderby: orderOf(search.orderby),
        lang: search.lang ?? 'en',
        signal: search.signal,
        onProgress: search.onProgress,
        resume: search.resume,
      }),
    lookup: async (partnos, lookup = {}) => {
      lookups.push([...partnos]);
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
    }),
  };
  return client;
}
