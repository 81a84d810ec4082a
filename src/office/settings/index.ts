import { DEFAULT_SETTINGS, type Settings } from './Settings';
import { type SettingsStore, settingsStore } from './stores';
import { validSettings } from './validSettings';

export { MAX_BURST, MAX_RATE } from './requestLimits';
export { CONNECTIONS, type Connection, DEFAULT_SETTINGS, type Settings } from './Settings';
export { isSettingsError, SettingsError, type SettingsProblem } from './SettingsError';
export { hostStore, memoryStore, setSettingsStore, type SettingsStore } from './stores';
export { validSettings } from './validSettings';

/** Where the settings are kept in the store. */
const STORAGE_KEY = 'partspec.settings';

/** The read of the settings on its way, and the store it reads: calls that come while it is shared it. */
let reading: { readonly store: SettingsStore; readonly settings: Promise<Settings> } | undefined;

/**
 * The user's settings, defaults where none were saved. Read afresh by every call that does not find a read
 * on its way, so a saved change takes effect at once; calls that come together share one read: a sheet's
 * recalculation calls every cell's function at once, and in Excel each read goes to the host's storage.
 */
export function loadSettings(): Promise<Settings> {
  const store = settingsStore();
  if (reading?.store === store) return reading.settings;
  const settings = readSettings(store).finally(() => {
    if (reading?.settings === settings) reading = undefined;
  });
  reading = { store, settings };
  return settings;
}

async function readSettings(store: SettingsStore): Promise<Settings> {
  const saved = await store.get(STORAGE_KEY);
  if (!saved) return DEFAULT_SETTINGS;
  try {
    return { ...DEFAULT_SETTINGS, ...(JSON.parse(saved) as Partial<Settings>) };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Where the settings are kept and how many bytes of UTF-16 text they take there (0: none saved yet), for diagnostics. */
export async function settingsStorage(): Promise<{ readonly where: string; readonly bytes: number }> {
  const current = settingsStore();
  const saved = await current.get(STORAGE_KEY);
  return { where: current.where ?? 'a store of the host', bytes: (saved?.length ?? 0) * 2 };
}

/** Saves some settings, keeping the others; throws SettingsError, saving nothing, when one is not valid. */
export async function saveSettings(partial: Partial<Settings>): Promise<Settings> {
  const next = validSettings({ ...(await loadSettings()), ...partial });
  await settingsStore().set(STORAGE_KEY, JSON.stringify(next));
  return next;
}

/** The key as it may be shown: its last four characters at most. */
export function maskApiKey(apiKey: string): string {
  return apiKey === '' ? '' : `••••${apiKey.length > 8 ? apiKey.slice(-4) : ''}`;
}
