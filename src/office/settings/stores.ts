/** Where settings are kept: one key-value store, chosen by what the host offers. */
export interface SettingsStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  /** Where it keeps them, for diagnostics: `OfficeRuntime.storage`, `localStorage`... */
  readonly where?: string;
}

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

/** The store in use: the one set, else the one the host offers. */
export function settingsStore(): SettingsStore {
  return chosenStore ?? hostStore();
}
