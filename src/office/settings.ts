import { isLanguage, type Language } from '../core';
import { SettingsError } from './SettingsError';

export { isSettingsError, SettingsError, type SettingsProblem } from './SettingsError';

/**
 * What PartSpec needs to reach the service. Kept with the user, never in the workbook: a workbook
 * travels, and an API key in it would travel too.
 */
export interface Settings {
  /** Sent as x-api-key; never shown back in full, never logged. */
  readonly apiKey: string;
  /** The service, or the add-in host's same-origin relay (`/api`), which forwards to it. */
  readonly serviceUrl: string;
  readonly lang: Language;
  /** The service's request limit for this key. */
  readonly ratePerSecond: number;
  readonly burst: number;
}

/** Set by the development build only (webpack DefinePlugin): the embedded reference service's public demo key. */
declare const __PARTSPEC_DEMO_KEY__: string | undefined;

/**
 * Until the user says otherwise: the service behind the add-in host's relay. A development build also
 * carries the reference service's demo key, so that PartSpec works out of the box against it; a
 * production build carries no key.
 */
export const DEFAULT_SETTINGS: Settings = {
  apiKey: typeof __PARTSPEC_DEMO_KEY__ === 'string' ? __PARTSPEC_DEMO_KEY__ : '',
  serviceUrl: '/api',
  lang: 'en',
  ratePerSecond: 10,
  burst: 20,
};

/** Where settings are kept: one key-value store, chosen by what the host offers. */
export interface SettingsStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
}

const STORAGE_KEY = 'partspec.settings';

/** In memory: Node tests, and hosts with no storage at all (settings then last as long as the runtime). */
export function memoryStore(): SettingsStore {
  const values = new Map<string, string>();
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => {
      values.set(key, value);
    },
  };
}

interface RoamingSettings {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  saveAsync(callback?: (result: { status: string; error?: { message: string } }) => void): void;
}

interface KeyValueStorage {
  getItem(key: string): Promise<string | null> | string | null;
  setItem(key: string, value: string): Promise<void> | void;
}

/**
 * The store the host offers, best first: Office roaming settings (which only Outlook has), then
 * OfficeRuntime.storage (Excel's shared runtime), then the browser's localStorage (preview mode),
 * then memory. Never the workbook's own settings.
 */
export function hostStore(
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): SettingsStore {
  const office = scope.Office as { context?: { roamingSettings?: RoamingSettings } } | undefined;
  const roaming = office?.context?.roamingSettings;
  if (roaming) {
    return {
      get: async (key) => {
        const value = roaming.get(key);
        return typeof value === 'string' ? value : null;
      },
      set: (key, value) =>
        new Promise<void>((resolve, reject) => {
          roaming.set(key, value);
          roaming.saveAsync((result) =>
            result.status === 'failed' ? reject(new Error(result.error?.message ?? 'saving failed')) : resolve(),
          );
        }),
    };
  }
  const runtimeStorage = (scope.OfficeRuntime as { storage?: KeyValueStorage } | undefined)?.storage;
  const storage = runtimeStorage ?? (scope.localStorage as KeyValueStorage | undefined);
  if (storage) {
    return {
      get: async (key) => (await storage.getItem(key)) ?? null,
      set: async (key, value) => {
        await storage.setItem(key, value);
      },
    };
  }
  return fallbackStore;
}

const fallbackStore = memoryStore();
let chosenStore: SettingsStore | undefined;

/** Replaces the store (tests; a host adapter); undefined goes back to the one the host offers. */
export function setSettingsStore(store: SettingsStore | undefined): void {
  chosenStore = store;
}

function store(): SettingsStore {
  return chosenStore ?? hostStore();
}

function checked(settings: Settings): Settings {
  const serviceUrl = settings.serviceUrl.trim().replace(/\/+$/, '');
  if (serviceUrl !== '' && !serviceUrl.startsWith('/')) {
    let url: URL | undefined;
    try {
      url = new URL(serviceUrl);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new SettingsError(
        `The service URL "${serviceUrl}" is not a web address; enter one such as https://example.com or /api.`,
        'serviceUrl',
        { problem: 'notWebAddress', given: serviceUrl },
      );
    }
    // A name and password in the address would be sent with every request and shown in every message that
    // names the service: the key goes in the API key box, and the address is refused without echoing it.
    if (url.username !== '' || url.password !== '') {
      throw new SettingsError(
        `The service URL must not hold a user name or password (the part before "@"); enter the address alone, such as ${url.protocol}//${url.host}, and the key in the API key box.`,
        'serviceUrl',
        { problem: 'credentialsInAddress', given: `${url.protocol}//${url.host}` },
      );
    }
  }
  if (!isLanguage(settings.lang)) {
    throw new SettingsError(`The language must be en, ja or zh, not "${String(settings.lang)}".`, 'lang', {
      problem: 'unknownLanguage',
      given: String(settings.lang),
    });
  }
  if (!(Number.isFinite(settings.ratePerSecond) && settings.ratePerSecond > 0)) {
    throw new SettingsError(
      `The request rate must be a number of requests per second above 0, not "${String(settings.ratePerSecond)}".`,
      'ratePerSecond',
      { problem: 'rateNotPositive', given: String(settings.ratePerSecond) },
    );
  }
  if (!(Number.isInteger(settings.burst) && settings.burst >= 1)) {
    throw new SettingsError(
      `The burst must be a whole number of requests, at least 1, not "${String(settings.burst)}".`,
      'burst',
      { problem: 'burstNotWhole', given: String(settings.burst) },
    );
  }
  return { ...settings, apiKey: settings.apiKey.trim(), serviceUrl: serviceUrl || DEFAULT_SETTINGS.serviceUrl };
}

/** The user's settings, defaults where none were saved. Read at every call, so a saved change takes effect at once. */
export async function loadSettings(): Promise<Settings> {
  const saved = await store().get(STORAGE_KEY);
  if (!saved) return DEFAULT_SETTINGS;
  try {
    return { ...DEFAULT_SETTINGS, ...(JSON.parse(saved) as Partial<Settings>) };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Saves some settings, keeping the others; throws SettingsError, saving nothing, when one is not valid. */
export async function saveSettings(partial: Partial<Settings>): Promise<Settings> {
  const next = checked({ ...(await loadSettings()), ...partial });
  await store().set(STORAGE_KEY, JSON.stringify(next));
  return next;
}

/** The key as it may be shown: its last four characters at most. */
export function maskApiKey(apiKey: string): string {
  return apiKey === '' ? '' : `••••${apiKey.length > 8 ? apiKey.slice(-4) : ''}`;
}
