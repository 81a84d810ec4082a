import {
  checkServiceUrl,
  fieldNamed,
  isServiceUrlError,
  isLanguage,
  type Language,
  type SnapshotMode,
  UNIT_EXPONENT_CHOICES,
  type UnitChoices,
  unitSymbolAt,
} from '../core';
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
  /**
   * The unit each field is written in where the user chose one other than its display unit, as a decimal
   * exponent (`{ Thickness: -6 }`: µm). Tables record the units they were written in, which win on refresh.
   * @default {} (every field in its display unit, DISPLAY_EXPONENTS)
   */
  readonly units: UnitChoices;
  /**
   * The language of the pane's own words; `auto` follows Office's display language (the browser's in
   * preview mode). Separate from `lang`, the language the service answers in.
   * @default 'auto'
   */
  readonly displayLanguage: Language | 'auto';
  /**
   * Sets of columns the user saved in the Search view's column picker, by the name they gave, each in the
   * order picked.
   * @default {}
   * @example { 'BOM basics': ['Partno', 'Status', 'Capacitance', 'RatedVoltage'] }
   */
  readonly columnPresets: Readonly<Record<string, readonly string[]>>;
  /**
   * Category snapshots (createClient's `snapshots.mode`): `auto` downloads a category when that costs less
   * than the requests it saves, and answers from kept ones when the service cannot be reached; `offline`
   * answers only from kept snapshots; `off` uses none.
   * @default 'auto'
   */
  readonly snapshotMode: SnapshotMode;
  /**
   * How old a snapshot may be, in hours, before `auto` stops using it while the service answers.
   * @default 24
   */
  readonly snapshotMaxAgeHours: number;
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
  units: {},
  displayLanguage: 'auto',
  columnPresets: {},
  snapshotMode: 'auto',
  snapshotMaxAgeHours: 24,
};

/** Where settings are kept: one key-value store, chosen by what the host offers. */
export interface SettingsStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  /** Where it keeps them, for diagnostics: `OfficeRuntime.storage`, `localStorage`... */
  readonly where?: string;
}

const STORAGE_KEY = 'partspec.settings';

/** In memory: Node tests, and hosts with no storage at all (settings then last as long as the runtime). */
export function memoryStore(): SettingsStore {
  const values = new Map<string, string>();
  return {
    where: 'memory (lost when the runtime closes)',
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
      where: 'Office roaming settings',
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
      where: runtimeStorage ? 'OfficeRuntime.storage' : 'localStorage',
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

/**
 * The settings as they are saved (trimmed, the URL without a trailing /), or SettingsError naming the
 * first one that cannot be used. What Save and Test connection both check first.
 */
export function validSettings(settings: Settings): Settings {
  const serviceUrl = checkedServiceUrl(settings.serviceUrl);
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
  checkUnits(settings.units);
  checkPresets(settings.columnPresets);
  if (settings.displayLanguage !== 'auto' && !isLanguage(settings.displayLanguage)) {
    throw new SettingsError(
      `The display language must be auto, en, ja or zh, not "${String(settings.displayLanguage)}".`,
      'displayLanguage',
      { given: String(settings.displayLanguage) },
    );
  }
  if (!(['auto', 'off', 'offline'] as const).includes(settings.snapshotMode)) {
    throw new SettingsError(
      `Snapshots must be auto, off or offline, not "${String(settings.snapshotMode)}".`,
      'snapshotMode',
      { given: String(settings.snapshotMode) },
    );
  }
  if (!(Number.isFinite(settings.snapshotMaxAgeHours) && settings.snapshotMaxAgeHours > 0)) {
    throw new SettingsError(
      `The age limit of snapshots must be a number of hours above 0, not "${String(settings.snapshotMaxAgeHours)}".`,
      'snapshotMaxAgeHours',
      { given: String(settings.snapshotMaxAgeHours) },
    );
  }
  return { ...settings, apiKey: settings.apiKey.trim(), serviceUrl };
}

/** The service URL as saved (an empty one is the default), or SettingsError from core's one check of it. */
function checkedServiceUrl(given: string): string {
  if (typeof given === 'string' && given.trim() === '') return DEFAULT_SETTINGS.serviceUrl;
  try {
    return checkServiceUrl(given);
  } catch (error) {
    if (!isServiceUrlError(error)) throw error;
    // The entered text is never repeated: only the scheme and host of an address that could be read.
    throw new SettingsError(error.message, 'serviceUrl', { problem: error.problem, given: error.shown, cause: error });
  }
}

/** Each preset has a name and a list of field names. */
function checkPresets(presets: Settings['columnPresets']): void {
  const valid =
    typeof presets === 'object' &&
    presets !== null &&
    !Array.isArray(presets) &&
    Object.entries(presets).every(
      ([name, fields]) =>
        name.trim() !== '' && Array.isArray(fields) && fields.every((field) => typeof field === 'string'),
    );
  if (!valid) {
    throw new SettingsError('A column preset needs a name and at least one column.', 'columnPresets');
  }
}

/** Every chosen unit is one offered for a field with a unit. */
function checkUnits(units: UnitChoices): void {
  if (typeof units !== 'object' || units === null || Array.isArray(units)) {
    throw new SettingsError('The units must be chosen per field.', 'units', { given: String(units) });
  }
  for (const [field, exponent] of Object.entries(units)) {
    const unit = fieldNamed(field)?.unit;
    if (!unit) {
      throw new SettingsError(`${field} has no unit to choose.`, 'units', { given: field });
    }
    if (!UNIT_EXPONENT_CHOICES[unit].includes(exponent)) {
      const offered = UNIT_EXPONENT_CHOICES[unit].map((choice) => unitSymbolAt(unit, choice)).join(', ');
      throw new SettingsError(
        `${field} can be shown in ${offered}, not in 10^${String(exponent)} of its unit.`,
        'units',
        {
          given: field,
        },
      );
    }
  }
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

/** Where the settings are kept and how many bytes of UTF-16 text they take there (0: none saved yet), for diagnostics. */
export async function settingsStorage(): Promise<{ readonly where: string; readonly bytes: number }> {
  const current = store();
  const saved = await current.get(STORAGE_KEY);
  return { where: current.where ?? 'a store of the host', bytes: (saved?.length ?? 0) * 2 };
}

/** Saves some settings, keeping the others; throws SettingsError, saving nothing, when one is not valid. */
export async function saveSettings(partial: Partial<Settings>): Promise<Settings> {
  const next = validSettings({ ...(await loadSettings()), ...partial });
  await store().set(STORAGE_KEY, JSON.stringify(next));
  return next;
}

/** The key as it may be shown: its last four characters at most. */
export function maskApiKey(apiKey: string): string {
  return apiKey === '' ? '' : `••••${apiKey.length > 8 ? apiKey.slice(-4) : ''}`;
}
