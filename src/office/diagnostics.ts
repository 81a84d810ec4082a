import {
  ACCESS_TOKEN_LIMITER,
  checkServiceUrl,
  type ClientStats,
  type DroppedSnapshot,
  type KeptSnapshot,
  type StaleReason,
  type PartSpecClient,
  probeService,
  type RateLimiterState,
  type ServiceProbe,
  sharedLimiter,
  type SnapshotMode,
} from '../core';
import { type LoggedError, recentErrors } from './errorLog';
import type { HostInfo } from './host';
import { requirementSupport, type RequirementSupport } from './requirements';
import { categoryFilesWhere } from './runtime';
import { type Settings, settingsStorage } from './settings';
import { DEFAULT_SNAPSHOT_DATABASE, IndexedDbSnapshotStore } from './snapshots';

/** Set by the build (webpack.config.js): the add-in's version and the build's mode. */
declare const __PARTSPEC_BUILD__: { readonly version: string; readonly mode: string } | undefined;

/**
 * What Settings > Diagnostics shows and Copy diagnostics puts on the clipboard, for a report from someone
 * trying PartSpec in an Excel we have not seen: the host, what it supports, where PartSpec keeps things,
 * whether the service answers, the rate limiter and the last errors. Never the API key (only whether one is
 * saved), never a filter or a part number (errors are logged by type only).
 */
export interface Diagnostics {
  /** When it was gathered (ms since 1970). */
  readonly time: number;
  readonly addIn: { readonly version: string; readonly build: string; readonly page?: string };
  readonly host: {
    readonly kind: HostInfo['kind'];
    /** Office's `context.diagnostics`: Excel, its platform (PC, Mac, OfficeOnline) and version. */
    readonly application?: string;
    readonly platform?: string;
    readonly version?: string;
    readonly displayLanguage?: string;
    /** The browser's, in preview mode. */
    readonly userAgent?: string;
  };
  readonly requirements: readonly RequirementSupport[];
  readonly settings: {
    readonly where: string;
    readonly bytes: number;
    readonly keySaved: boolean;
    /** How PartSpec reaches the service: the user's own key, or the organisation's relay. */
    readonly connection: 'apiKey' | 'relay';
    readonly tokenSaved: boolean;
    readonly lang: string;
    readonly displayLanguage: string;
  };
  readonly snapshots: {
    readonly where: string;
    readonly mode: SnapshotMode;
    readonly maxAgeHours: number;
    /** undefined when they could not be listed; `listFailure` says why. */
    readonly kept?: readonly KeptSnapshot[];
    readonly listFailure?: string;
    /** Kept snapshots dropped lately for failing their own checks: the service answered instead. */
    readonly dropped: readonly DroppedSnapshot[];
  };
  /** Where category files are downloaded and parsed: in a Web Worker, or on the page and why. */
  readonly categoryFiles: string;
  readonly service: {
    readonly url: string;
    /** Its answer to the probe, or why it was not asked. */
    readonly probe: ProbeOutcome;
    /** The service's date now (its answers' Date), ms; the catalogue is as of it. */
    readonly date: number;
    /** How far its clock is ahead of this computer's, ms; undefined before it answered. */
    readonly clockOffsetMs?: number;
  };
  readonly limiter: RateLimiterState;
  readonly requests: ClientStats;
  readonly errors: readonly LoggedError[];
}

interface DiagnosticsScope {
  Office?: {
    context?: {
      diagnostics?: { host?: unknown; platform?: unknown; version?: unknown };
      requirements?: { isSetSupported?(name: string, version?: string): boolean };
    };
  };
  navigator?: { readonly userAgent?: string };
  location?: { readonly origin?: string; readonly href?: string };
}

export interface DiagnosticsOptions {
  readonly host: HostInfo;
  readonly client: PartSpecClient;
  readonly settings: Settings;
  /** Where Office, the browser and the page are found (tests give their own). */
  readonly scope?: DiagnosticsScope;
  /** For the service probe (tests). */
  readonly fetch?: typeof globalThis.fetch;
  readonly now?: () => number;
}

const text = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/**
 * The service's address as diagnostics show it: resolved against the page, without a query, a fragment or
 * user information, where a key pasted by mistake could hide.
 */
export function shownServiceUrl(serviceUrl: string, pageOrigin?: string): string {
  let checked: string;
  try {
    // The one check of a service URL: what fails it is never shown, since a pasted key may be in it.
    checked = checkServiceUrl(serviceUrl);
  } catch {
    return 'not a usable address';
  }
  if (!checked.startsWith('/')) return checked;
  return pageOrigin ? `${checked} (${new URL(checked, pageOrigin).href.replace(/\/+$/, '')})` : checked;
}

/**
 * How long the probe waits for its turn in the add-in's rate limiter: a job using the whole rate keeps it
 * waiting, and Diagnostics should not wait with it.
 */
const PROBE_TURN_MS = 2_000;

/** What Diagnostics learnt of the service: its answer to the probe, or why it was not asked. */
export type ProbeOutcome = ServiceProbe | 'no key' | 'no token' | 'rate limit busy';

/**
 * probeService on the saved settings' address (resolved against the page's: a relative `/api` needs a page)
 * with the saved key, where every request of the add-in goes, and through the add-in's one rate limiter for
 * that service and key, like every other request; nothing sent without a key, nor when no turn comes soon.
 */
async function probeSettingsService(
  settings: Settings,
  pageOrigin: string | undefined,
  fetch?: typeof globalThis.fetch,
): Promise<ProbeOutcome> {
  const relay = settings.connection === 'relay';
  if (relay ? settings.relayToken.trim() === '' : settings.apiKey.trim() === '') return relay ? 'no token' : 'no key';
  let checked: string;
  let url: URL;
  try {
    checked = checkServiceUrl(relay ? settings.relayUrl : settings.serviceUrl);
    url = pageOrigin ? new URL(checked, pageOrigin) : new URL(checked);
  } catch {
    return { reachable: false as const, reason: 'not a usable address', ms: 0 };
  }
  // The limiter the runtime's client has (sharedLimiter: one per address and key, as createClient asks for it).
  const limiter = sharedLimiter(checked, relay ? ACCESS_TOKEN_LIMITER : settings.apiKey);
  const turn = new AbortController();
  const timer = setTimeout(() => turn.abort(), PROBE_TURN_MS);
  let release: () => void;
  try {
    release = await limiter.admit(turn.signal);
  } catch {
    return 'rate limit busy';
  } finally {
    clearTimeout(timer);
  }
  try {
    const probe = await probeService(
      `${url.origin}${url.pathname}`,
      relay ? { accessToken: settings.relayToken } : settings.apiKey,
      fetch ? { fetch } : {},
    );
    if (probe.reachable && probe.status === 429) limiter.throttled();
    return probe;
  } finally {
    release();
  }
}

/** Gathers the diagnostics; never throws (what cannot be read says so). */
export async function collectDiagnostics(options: DiagnosticsOptions): Promise<Diagnostics> {
  const scope = options.scope ?? (globalThis as unknown as DiagnosticsScope);
  const { client, settings, host } = options;
  const office = scope.Office?.context?.diagnostics;
  const pageOrigin = scope.location?.origin;
  const build = typeof __PARTSPEC_BUILD__ === 'object' ? __PARTSPEC_BUILD__ : undefined;
  const [storage, kept, probe] = await Promise.all([
    settingsStorage().catch(() => ({ where: 'could not be read', bytes: 0 })),
    client.snapshots.list().then(
      (list) => ({ list }),
      (error: unknown) => ({ failure: error instanceof Error ? error.name : 'Error' }),
    ),
    probeSettingsService(settings, pageOrigin, options.fetch),
  ]);
  return {
    time: (options.now ?? Date.now)(),
    addIn: {
      version: build?.version ?? 'unknown (not a webpack build)',
      build: build?.mode ?? 'none',
      page: pageOrigin,
    },
    host: {
      kind: host.kind,
      application: text(office?.host),
      platform: text(office?.platform),
      version: text(office?.version),
      displayLanguage: host.displayLanguage,
      userAgent: host.kind === 'preview' ? scope.navigator?.userAgent : undefined,
    },
    requirements: requirementSupport(scope),
    settings: {
      where: storage.where,
      bytes: storage.bytes,
      keySaved: settings.apiKey.trim() !== '',
      connection: settings.connection,
      tokenSaved: settings.relayToken.trim() !== '',
      lang: settings.lang,
      displayLanguage: settings.displayLanguage,
    },
    snapshots: {
      where: IndexedDbSnapshotStore.isAvailable()
        ? `IndexedDB, database ${DEFAULT_SNAPSHOT_DATABASE}`
        : 'none: this runtime has no IndexedDB',
      mode: client.snapshots.mode,
      maxAgeHours: settings.snapshotMaxAgeHours,
      kept: 'list' in kept ? kept.list : undefined,
      listFailure: 'failure' in kept ? kept.failure : undefined,
      dropped: client.snapshots.dropped(),
    },
    categoryFiles: categoryFilesWhere(),
    service: {
      url: shownServiceUrl(settings.connection === 'relay' ? settings.relayUrl : settings.serviceUrl, pageOrigin),
      probe,
      date: client.serviceNow().getTime(),
      ...(client.serviceClockOffsetMs() !== undefined ? { clockOffsetMs: client.serviceClockOffsetMs() } : {}),
    },
    limiter: client.limiterState(),
    requests: client.stats(),
    errors: recentErrors(),
  };
}

const MB = 1_000_000;

/** A time as the report shows it: UTC, to the second, so that reports from several places line up. */
const utc = (time: number): string => `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function supportWord(requirement: RequirementSupport): string {
  if (requirement.supported === undefined) return 'not known (no Excel)';
  if (requirement.supported) return 'supported';
  return requirement.inManifest ? 'NOT supported' : `NOT supported: ${requirement.without}`;
}

/** What the status of an answer to the probe, which carries the saved key, says. */
function probeMeaning(status: number, relay: boolean): string {
  if (status >= 200 && status < 300) return relay ? 'the token was accepted' : 'the key was accepted';
  if (status === 401) return 'the relay refused the token: it has expired or was revoked';
  if (status === 403) return 'the API key was refused, or this address is not the service';
  if (status === 429) return "the key's rate limit is reached for now";
  if (status >= 500) return 'the service or a relay before it has a problem';
  if (status === 0 || (status >= 300 && status < 400)) return 'a redirect, not followed: the key goes nowhere else';
  return 'not an answer the service gives: is this a Product Information Service v2.2?';
}

function probeWords(probe: ProbeOutcome, relay: boolean): string {
  if (probe === 'no key') return 'not asked: no API key is saved, and the service answers no request without one';
  if (probe === 'no token') return 'not asked: no relay token is saved, and the relay answers no request without one';
  if (probe === 'rate limit busy') {
    return `not asked: the add-in's requests used its whole rate limit for ${PROBE_TURN_MS / 1000} s; gather the diagnostics again when they are done`;
  }
  if (!probe.reachable) return `NOT reachable: ${probe.reason} (after ${Math.round(probe.ms)} ms)`;
  return `reachable: HTTP ${probe.status} to a request with the saved ${relay ? 'token' : 'key'} (${probeMeaning(probe.status, relay)}), in ${Math.round(probe.ms)} ms`;
}

/** What each SnapshotProblem means, in the report's words. */
const DROPPED_BECAUSE: Readonly<Record<DroppedSnapshot['problem'], string>> = {
  date: 'its date could not be read or was in the future',
  counts: 'its counts did not add up',
  structure: 'a product in it was not a product',
  duplicate: 'a part number was in it twice',
  checksum: 'its products were not those that were saved (checksum)',
};

function droppedLine(dropped: DroppedSnapshot): string {
  return `  dropped ${utc(Date.parse(dropped.at))}: ${dropped.category} (${dropped.lang}), ${DROPPED_BECAUSE[dropped.problem]}; the service answered instead`;
}

/** Why a snapshot is stale, as a report says it. */
const STALE_BECAUSE: Record<StaleReason, string> = {
  age: 'older than the age limit',
  ahead: "dated ahead of the service's clock",
  answers: 'the service has answered differently since',
};

function snapshotLine(snapshot: KeptSnapshot): string {
  const size = (snapshot.bytes / MB).toFixed(1);
  const where = snapshot.inUse ? '' : `, kept for ${snapshot.service} (not the connection in use)`;
  const hours = (snapshot.ageMs / 3_600_000).toFixed(1);
  const age = snapshot.inUse
    ? `, ${hours} h old by ${snapshot.ageChecked ? "the service's clock" : "this computer's clock (not checked against the service yet)"}`
    : '';
  const stale = snapshot.staleBecause ? `, stale: ${STALE_BECAUSE[snapshot.staleBecause]}` : '';
  return `  ${snapshot.category} (${snapshot.lang}): issued ${snapshot.issuedAt}${age}, ${snapshot.productCount} products, ${size} MB${where}${stale}`;
}

function errorLine(error: LoggedError): string {
  const type = error.causeType ? `${error.type} <- ${error.causeType}` : error.type;
  const status = error.status === undefined ? '' : ` (HTTP ${error.status})`;
  const count = error.count > 1 ? ` x${error.count}` : '';
  return `  ${utc(error.time)}  ${error.source === 'cell' ? 'cell' : 'pane'}  ${type}${status}${count}`;
}

/** The diagnostics as plain text: what Copy diagnostics puts on the clipboard and the section shows. */
/** The service's date, and how its clock stands to this computer's when they differ by more than a minute. */
function serviceDateWords(service: Diagnostics['service']): string {
  const date = utc(service.date);
  const offset = service.clockOffsetMs;
  if (offset === undefined) return `${date} (this computer's clock: the service has not answered yet)`;
  if (Math.abs(offset) < 60_000) return `${date} (as this computer's clock)`;
  const days = Math.abs(offset) / 86_400_000;
  const size = days >= 1 ? `${days.toFixed(1)} days` : `${Math.round(Math.abs(offset) / 60_000)} min`;
  return `${date} (${size} ${offset > 0 ? 'ahead of' : 'behind'} this computer's clock; days left and "as of" count from the service's)`;
}

export function diagnosticsText(diagnostics: Diagnostics): string {
  const { addIn, host, settings, snapshots, service, limiter, requests } = diagnostics;
  const hostLine =
    host.kind === 'excel'
      ? `Host: ${host.application ?? 'Excel'} on ${host.platform ?? 'an unknown platform'}, version ${host.version ?? 'unknown'}`
      : `Host: none (preview mode in a browser: ${host.userAgent ?? 'unknown browser'})`;
  const kept = snapshots.kept;
  const keptBytes = (kept ?? []).reduce((sum, snapshot) => sum + snapshot.bytes, 0);
  const lines = [
    `PartSpec diagnostics, ${utc(diagnostics.time)}`,
    `Add-in: version ${addIn.version}, ${addIn.build} build${addIn.page ? `, served from ${addIn.page}` : ''}`,
    hostLine,
    `Display language: ${host.displayLanguage ?? 'not given'} (PartSpec: ${settings.displayLanguage}); data language: ${settings.lang}`,
    'Requirement sets:',
    ...diagnostics.requirements.map(
      (requirement) =>
        `  ${requirement.set} ${requirement.version}${requirement.inManifest ? ' (manifest minimum)' : ''}: ${supportWord(requirement)}`,
    ),
    `Settings: kept in ${settings.where}, ${settings.bytes} bytes; ` +
      (settings.connection === 'relay'
        ? `connection: the organisation's relay; relay token ${settings.tokenSaved ? 'saved (not shown)' : 'NOT saved'}`
        : `connection: own API key; API key ${settings.keySaved ? 'saved (not shown)' : 'NOT saved'}`),
    `Snapshots: ${snapshots.where}; mode ${snapshots.mode}, age limit ${snapshots.maxAgeHours} h; ` +
      (kept
        ? `${kept.length} kept, ${(keptBytes / MB).toFixed(1)} MB`
        : `could not be listed (${snapshots.listFailure ?? 'Error'})`),
    ...(kept ?? []).map(snapshotLine),
    ...snapshots.dropped.map(droppedLine),
    `Category files: ${diagnostics.categoryFiles}`,
    `${settings.connection === 'relay' ? "Organisation's relay" : 'Service'}: ${service.url}: ${probeWords(service.probe, settings.connection === 'relay')}`,
    `Service date: ${serviceDateWords(service)}`,
    `Rate limiter: ${limiter.configured.perSecond} requests/s configured (burst ${limiter.configured.burst}, ` +
      `${limiter.configured.maxConcurrent} at once); ${Number(limiter.currentRate.toFixed(2))}/s in force; ` +
      `${limiter.tokens} tokens ready; ${limiter.inFlight} in flight; ${limiter.waiting} waiting`,
    `Requests since the settings last changed: ${requests.requests} sent, ${requests.retries} retried, ` +
      `${requests.throttled} answered 429; ${requests.snapshots.answered} answers from snapshots, ` +
      `${requests.snapshots.requestsSaved} requests saved`,
    `Last errors (newest first, at most ten):`,
    ...(diagnostics.errors.length > 0 ? diagnostics.errors.map(errorLine) : ['  none']),
  ];
  return lines.join('\n');
}
