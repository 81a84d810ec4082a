import { type BottomCategory, isBottomCategory, type Language } from './catalog';
import {
  CategoryDownloader,
  Credentials,
  parseDownloadAddress,
  parseSearchResult,
  searchPath,
  type SearchResult,
  type ServiceApi,
  ServiceClock,
  Transport,
  UrlTooLongError,
} from './client';
import { PartLookup } from './lookup';
import { matchDescription, matchLine, readPartDescription, SharedSearches } from './matching';
import { searchAll } from './paging';
import { type Filter, mergeOrderedGroups, parseFilter, parseOrderBy, type SortOrder } from './query';
import { normalizeOptions } from './normalizeOptions';
import {
  infoOf,
  noSnapshotStats,
  NotInSnapshotsError,
  SnapshotFreshness,
  SnapshotPlanner,
  SnapshotsUnavailableError,
} from './snapshots';
import { ACCESS_TOKEN_LIMITER, RetryBudget, sharedLimiter } from './throttle';
import type { ClientOptions, PartSpecClient, SearchOptions } from './types';

/** Most answers of matching's searches kept at once: the distinct values and sizes of a few large BOMs. */
const MATCH_SEARCHES_KEPT = 1_000;

/** The PartSpec SDK for the Product Information Service v2.2. */
export function createClient(given: ClientOptions): PartSpecClient {
  // Refused here, before any request: an address that could send the key elsewhere (checkServiceUrl).
  const options = normalizeOptions(given);
  const { baseUrl, lang: defaultLang, maxUrlLength, clock, fetch: fetchFunction } = options;
  // Refused here too: both a key and a token (which would be sent?).
  const credentials = new Credentials(options.apiKey, options.accessToken);
  // A relay's clients in this runtime share one limiter, whichever token each sends: the relay's limit is
  // the organisation's, not the token's.
  const limiter = sharedLimiter(baseUrl, options.apiKey ?? ACCESS_TOKEN_LIMITER, options.rate, clock);
  const serviceClock = new ServiceClock(clock);
  const transport = new Transport({
    serviceClock,
    baseUrl,
    credentials,
    fetch: fetchFunction,
    limiter,
    timeoutMs: options.timeoutMs,
    maxThrottledRetries: options.retries.throttled,
    maxFailureRetries: options.retries.failures,
    backoff: options.backoff,
    random: options.random,
  });

  const urlLength = (filter: Filter, orderby: readonly SortOrder[], lang: Language): number =>
    baseUrl.length + searchPath(filter, orderby, lang).length;

  async function searchOnce(
    filter: Filter,
    orderby: readonly SortOrder[],
    lang: Language,
    signal?: AbortSignal,
    budget?: RetryBudget,
  ): Promise<SearchResult> {
    const path = searchPath(filter, orderby, lang);
    if (baseUrl.length + path.length > maxUrlLength) {
      // Refused here rather than by the service: the request would only come back 414.
      throw new UrlTooLongError(baseUrl.length + path.length, { sent: false, limit: maxUrlLength });
    }
    const answer = parseSearchResult(await transport.getJson(path, signal, budget));
    // The service answers group by group (spec 2.2); the caller asked for one order across categories.
    return { ...answer, products: mergeOrderedGroups(answer.products, orderby, { lang }) };
  }

  function parsed(search: SearchOptions): { filter: Filter; orderby: readonly SortOrder[]; lang: Language } {
    const lang = search.lang ?? defaultLang;
    const filter =
      typeof search.filter === 'string' ? parseFilter(search.filter, { lang }) : (search.filter ?? { conditions: [] });
    const orderby = typeof search.orderby === 'string' ? parseOrderBy(search.orderby) : (search.orderby ?? []);
    return { filter, orderby, lang };
  }

  /** One job's retry budget: its requests' failures in a row, and its deadline. */
  const jobBudget = (): RetryBudget =>
    new RetryBudget(
      {
        retries: options.retries.jobFailures,
        deadlineMs: options.retries.jobDeadlineMs,
        backoff: options.backoff,
        random: options.random,
      },
      clock,
    );

  const snapshotMode = options.snapshots?.mode ?? 'off';

  /** Category files and their sizes: the address through this client's transport, the file from its storage. */
  const downloader = new CategoryDownloader({
    downloadUrl: (category, lang, signal) => downloadUrl(category, { lang, signal }),
    fetch: fetchFunction,
    clock,
    serviceClock,
    resolveDownloadUrl: options.resolveDownloadUrl,
    download: options.download,
    backoff: options.backoff,
    random: options.random,
    productFiles: options.productFiles,
    checksums: snapshotMode !== 'off',
  });

  /** The service as PartLookup, searchAll and the snapshot planner ask it: through this client's transport. */
  const api: ServiceApi = {
    search: (filter, orderby, lang, request = {}) => searchOnce(filter, orderby, lang, request.signal, request.budget),
    urlLength,
    maxUrlLength,
    downloadCategory: (category, lang, signal, onProgress) => downloader.download(category, lang, signal, onProgress),
    downloadSize: downloader.size,
  };

  const planner =
    options.snapshots && snapshotMode !== 'off'
      ? new SnapshotPlanner({ ...options.snapshots, mode: snapshotMode, service: baseUrl, clock, serviceClock, api })
      : undefined;

  const lookups = new PartLookup({
    api,
    clock,
    ...options.lookup,
    retryBudget: jobBudget,
    resolveWindow: planner?.resolveWindow,
  });

  // Matching's searches, shared by the cells that ask at once and reused as long as lookups are.
  const matchSearches = new SharedSearches({
    searchAll: (filter, lang, signal) => client.searchAll({ filter, lang, signal }),
    clock,
    ttlMs: options.lookup.ttlMs,
    maxEntries: MATCH_SEARCHES_KEPT,
    // A BOM's worth of searches is weighed at once against downloading its categories, as lookups are.
    prepare: planner?.searches.prepare,
    windowMs: options.lookup.windowMs,
  });

  async function downloadUrl(
    category: BottomCategory,
    download: { lang?: Language; signal?: AbortSignal } = {},
  ): Promise<string> {
    if (!isBottomCategory(category)) {
      throw new RangeError(
        `"${String(category)}" cannot be downloaded whole; use ceramicCapacitorsSMD, ceramicCapacitorsLead or inductors`,
      );
    }
    const json = await transport.getJson(
      `/v2/products/getproductdatadownloadurl?category=${category}&lang=${download.lang ?? defaultLang}`,
      download.signal,
    );
    return parseDownloadAddress(json).ProductDataDownloadUrl;
  }

  const offline = (category?: BottomCategory, lang: Language = defaultLang): NotInSnapshotsError =>
    new NotInSnapshotsError(category ? [category] : [], lang);

  const client: PartSpecClient = {
    search: async (search = {}) => {
      const { filter, orderby, lang } = parsed(search);
      const viaService = () => searchOnce(filter, orderby, lang, search.signal);
      return planner ? planner.searches.search(filter, orderby, lang, viaService, search.lifecycle) : viaService();
    },
    searchAll: async (search = {}) => {
      const { filter, orderby, lang } = search.resume ?? parsed(search);
      const budget = jobBudget();
      const viaService = () =>
        searchAll(api, {
          filter,
          orderby,
          lang,
          signal: search.signal,
          budget,
          onProgress: search.onProgress,
          resume: search.resume,
        });
      // A resumed search goes on where the service stopped: its products in hand came from the service.
      return planner && !search.resume
        ? planner.searches.searchAll(filter, orderby, lang, viaService, search.lifecycle)
        : viaService();
    },
    match: (text, match = {}) =>
      matchDescription(
        { searchAll: async (search) => matchSearches.products(search.filter, search.lang, search.signal) },
        text,
        { ...match, lang: match.lang ?? defaultLang },
      ),
    matchLine: (line, match = {}) =>
      matchLine(
        { searchAll: async (search) => matchSearches.products(search.filter, search.lang, search.signal) },
        typeof line === 'string' ? readPartDescription(line, match.footprint) : line,
        { ...match, lang: match.lang ?? defaultLang },
      ),
    lookup: (partnos, lookup = {}) =>
      lookups.lookup(partnos, lookup.lang ?? defaultLang, lookup.signal, lookup.lifecycle ?? false),
    refresh: (partnos) => {
      lookups.refresh(partnos);
      matchSearches.clear();
    },
    cachedLookup: (partnos, lookup = {}) => lookups.cached(partnos, lookup.lang ?? defaultLang),
    downloadUrl: async (category, request = {}) => {
      if (planner?.mode === 'offline') throw offline(category, request.lang);
      return downloadUrl(category, request);
    },
    downloadCategory: async (category, request = {}) => {
      const lang = request.lang ?? defaultLang;
      if (planner?.mode === 'offline') {
        const kept = await planner.searches.wholeCategory(category, lang);
        if (!kept) throw offline(category, lang);
        return kept;
      }
      const downloaded = await downloader.download(category, lang, request.signal, request.onProgress);
      if (!planner) return downloaded.products;
      // A whole category in hand is a snapshot for nothing: the next large lookup need not download it.
      const snapshot = await planner.keepDownloaded(category, lang, downloaded);
      return [...snapshot.products];
    },
    limiterState: () => limiter.state(),
    serviceNow: () => serviceClock.now(),
    serviceClockOffsetMs: () => serviceClock.offsetMs,
    stats: () => ({
      ...transport.stats,
      lookups: lookups.stats,
      snapshots: planner ? { ...planner.stats } : noSnapshotStats(),
    }),
    snapshots: {
      mode: snapshotMode,
      // With snapshots off, a store given still lists and forgets what it keeps, so it can be cleared; each of
      // this service aged by its clock, as the planner would.
      list: async () => {
        if (planner) return planner.list();
        if (!options.snapshots) return [];
        const { store, maxAgeMs } = options.snapshots;
        const freshness = new SnapshotFreshness(serviceClock);
        return (await store.list()).map((info) => {
          const inUse = info.service === baseUrl;
          const age = freshness.ageOf(info, maxAgeMs);
          return inUse
            ? { ...infoOf(info), ...age, stale: age.staleBecause !== undefined, inUse }
            : { ...infoOf(info), ageMs: age.ageMs, ageChecked: false, stale: false, inUse };
        });
      },
      refresh: async (category, request = {}) => {
        if (!planner) throw new SnapshotsUnavailableError('off');
        const kept = await planner.refresh(category, request.lang ?? defaultLang, request.signal, request.onProgress);
        // Answers cached from the snapshot before are as old as it was: the next lookups ask the new one.
        lookups.refresh();
        return kept;
      },
      delete: async (category, request = {}) => {
        const lang = request.lang ?? defaultLang;
        const service = request.service ?? baseUrl;
        await (planner && service === baseUrl
          ? planner.delete(category, lang)
          : options.snapshots?.store.delete({ service, category, lang }));
        lookups.refresh();
      },
      of: (product) => planner?.snapshotOf(product),
      dropped: () => planner?.dropped() ?? [],
      onDownload: (listener) => planner?.onDownload(listener) ?? (() => undefined),
      saved: async () => planner?.saved(),
    },
  };
  return client;
}
