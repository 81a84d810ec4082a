import { OfficeMockObject } from 'office-addin-mock';
import {
  DEFAULT_SETTINGS,
  hostStore,
  loadSettings,
  maskApiKey,
  memoryStore,
  saveSettings,
  SettingsError,
  setSettingsStore,
  type SettingsStore,
} from '../../../src/office/settings';

afterEach(() => setSettingsStore(undefined));

describe('loadSettings and saveSettings', () => {
  beforeEach(() => setSettingsStore(memoryStore()));

  test('units per field, the display language and column presets are kept like the rest', async () => {
    await saveSettings({
      units: { ThicknessMax: -6, Capacitance: -12 },
      displayLanguage: 'zh',
      columnPresets: { 'BOM basics': ['Partno', 'Status'] },
    });
    expect(await loadSettings()).toMatchObject({
      units: { ThicknessMax: -6, Capacitance: -12 },
      displayLanguage: 'zh',
      columnPresets: { 'BOM basics': ['Partno', 'Status'] },
    });
  });

  test('defaults until something is saved', async () => {
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  test('saving some settings keeps the others, and a reload sees them', async () => {
    await saveSettings({ apiKey: '  key-1  ', lang: 'ja' });
    await saveSettings({ serviceUrl: 'https://pis.example.com/' });
    expect(await loadSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      apiKey: 'key-1',
      lang: 'ja',
      serviceUrl: 'https://pis.example.com',
    });
  });

  test.each([
    [{ serviceUrl: 'ftp://x' }, 'is not a web address', 'serviceUrl'],
    [{ serviceUrl: 'not a url' }, 'is not a web address', 'serviceUrl'],
    [{ serviceUrl: 'https://alice:s3cret@pis.example.com' }, 'must not hold a user name or password', 'serviceUrl'],
    [{ serviceUrl: 'https://token@pis.example.com/api' }, 'must not hold a user name or password', 'serviceUrl'],
    [{ lang: 'fr' as never }, 'must be en, ja or zh', 'lang'],
    [{ ratePerSecond: 0 }, 'request rate must be a number', 'ratePerSecond'],
    [{ burst: 2.5 }, 'burst must be a whole number', 'burst'],
    [{ ratePerSecond: 1001 }, 'request rate must be at most 1000 requests per second, not "1001"', 'ratePerSecond'],
    [{ burst: 99_999_999 }, 'burst must be at most 1000 requests, not "99999999"', 'burst'],
    [{ units: { Partno: -3 } }, 'Partno has no unit to choose', 'units'],
    [{ units: { Capacitance: -4 } }, 'Capacitance can be shown in pF, nF, µF, F, not in 10^-4', 'units'],
    [{ units: { MaxOperatingTemperature: 3 } }, 'can be shown in °C, not', 'units'],
    [{ displayLanguage: 'fr' as never }, 'display language must be auto, en, ja or zh', 'displayLanguage'],
    [{ columnPresets: { ' ': ['Partno'] } }, 'A column preset needs a name', 'columnPresets'],
  ])('%j is refused with a message naming the setting, and nothing is saved', async (bad, message, setting) => {
    await saveSettings({ apiKey: 'kept' });
    await expect(saveSettings({ ...bad, apiKey: 'lost' })).rejects.toThrow(SettingsError);
    await expect(saveSettings(bad)).rejects.toThrow(message);
    await expect(saveSettings(bad)).rejects.toMatchObject({ setting });
    expect((await loadSettings()).apiKey).toBe('kept');
  });

  test('a service URL with a name and password is refused without repeating them', async () => {
    const error = await saveSettings({ serviceUrl: 'https://alice:s3cret@pis.example.com:8443/v' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as Error).message).toBe(
      'The service URL must not hold a user name or password (the part before "@"); enter the address alone, such as https://pis.example.com:8443, and the key in the API key box.',
    );
  });

  test('a damaged saved value gives the defaults rather than failing', async () => {
    const store = memoryStore();
    await store.set('partspec.settings', '{not json');
    setSettingsStore(store);
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});

describe('loadSettings: calls that come together share one read', () => {
  /** A memory store that counts its reads, each answered on a later turn as a host's storage answers. */
  function countingStore(): { readonly store: SettingsStore; reads: () => number } {
    const inner = memoryStore();
    let reads = 0;
    return {
      store: {
        where: 'a counting store',
        get: async (key) => {
          reads += 1;
          await new Promise((resolve) => setImmediate(resolve));
          return inner.get(key);
        },
        set: (key, value) => inner.set(key, value),
      },
      reads: () => reads,
    };
  }

  test('a sheet of cells asking at once costs one read of the store', async () => {
    const counting = countingStore();
    setSettingsStore(counting.store);
    await saveSettings({ lang: 'ja' });
    const before = counting.reads();
    const all = await Promise.all(Array.from({ length: 1000 }, () => loadSettings()));
    expect(counting.reads() - before).toBe(1);
    expect(new Set(all.map((settings) => settings.lang))).toEqual(new Set(['ja']));
  });

  test('a call after a save reads again and sees what was saved', async () => {
    const counting = countingStore();
    setSettingsStore(counting.store);
    expect((await loadSettings()).lang).toBe(DEFAULT_SETTINGS.lang);
    await saveSettings({ lang: 'zh' });
    expect((await loadSettings()).lang).toBe('zh');
  });

  test('a read that fails fails its callers only: the next call reads again', async () => {
    let fail = true;
    const inner = memoryStore();
    setSettingsStore({
      where: 'a failing store',
      get: async (key) => {
        if (fail) throw new Error('storage unavailable');
        return inner.get(key);
      },
      set: (key, value) => inner.set(key, value),
    });
    await expect(Promise.all([loadSettings(), loadSettings()])).rejects.toThrow('storage unavailable');
    fail = false;
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  test('another store set meanwhile is read, not the read on its way from the one before', async () => {
    const first = memoryStore();
    await first.set('partspec.settings', JSON.stringify({ lang: 'ja' }));
    setSettingsStore(first);
    const fromFirst = loadSettings();
    setSettingsStore(memoryStore());
    expect((await loadSettings()).lang).toBe(DEFAULT_SETTINGS.lang);
    expect((await fromFirst).lang).toBe('ja');
  });
});

describe('hostStore: kept with the user, never in the workbook', () => {
  test('Office roaming settings when the host has them (Outlook), saved with saveAsync', async () => {
    const saved: Record<string, unknown> = {};
    const office = new OfficeMockObject({
      context: {
        roamingSettings: {
          get: (name: string) => saved[name],
          set: (name: string, value: unknown) => {
            saved[name] = value;
          },
          saveAsync: (callback: (result: { status: string }) => void) => callback({ status: 'succeeded' }),
        },
      },
    });
    const store = hostStore({ Office: office });
    await store.set('k', 'v');
    expect(await store.get('k')).toBe('v');
    expect(saved).toEqual({ k: 'v' });
  });

  test('OfficeRuntime.storage in Excel, even when Office has no roaming settings', async () => {
    const items = new Map<string, string>();
    const runtime = new OfficeMockObject({
      storage: {
        getItem: async (key: string) => items.get(key) ?? null,
        setItem: async (key: string, value: string) => {
          items.set(key, value);
        },
      },
    });
    const store = hostStore({ Office: new OfficeMockObject({ context: {} }), OfficeRuntime: runtime });
    await store.set('k', 'v');
    expect(await store.get('k')).toBe('v');
    expect(items.get('k')).toBe('v');
  });

  test('localStorage in a plain browser; memory with nothing at all', async () => {
    const items = new Map<string, string>();
    const local = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    const browser = hostStore({ localStorage: local });
    await browser.set('k', 'v');
    expect(items.get('k')).toBe('v');
    const bare = hostStore({});
    await bare.set('k', 'w');
    expect(await bare.get('k')).toBe('w');
  });

  test('saveSettings through the host store never touches workbook settings', async () => {
    const workbookSettings = { set: jest.fn(), saveAsync: jest.fn() };
    const items = new Map<string, string>();
    setSettingsStore(
      hostStore({
        Office: new OfficeMockObject({ context: { document: { settings: workbookSettings } } }),
        OfficeRuntime: {
          storage: {
            getItem: async (key: string) => items.get(key) ?? null,
            setItem: async (key: string, value: string) => void items.set(key, value),
          },
        },
      }),
    );
    await saveSettings({ apiKey: 'secret-key' });
    expect(workbookSettings.set).not.toHaveBeenCalled();
    expect(JSON.parse(items.get('partspec.settings') ?? '{}').apiKey).toBe('secret-key');
  });
});

test('maskApiKey shows at most the last four characters', () => {
  expect(maskApiKey('')).toBe('');
  expect(maskApiKey('short')).toBe('••••');
  expect(maskApiKey('partspec-demo-key')).toBe('••••-key');
  expect(maskApiKey('partspec-demo-key')).not.toContain('demo');
});
