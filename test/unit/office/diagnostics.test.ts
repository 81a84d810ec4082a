import {
  createClient,
  FilterError,
  IncompleteLookupError,
  NetworkError,
  type PartSpecClient,
  ServiceError,
  sharedLimiter,
} from '../../../src/core';
import { collectDiagnostics, diagnosticsText, shownServiceUrl } from '../../../src/office/diagnostics';
import { clearErrorLog, recentErrors, recordError } from '../../../src/office/errorLog';
import {
  DEFAULT_SETTINGS,
  memoryStore,
  saveSettings,
  setSettingsStore,
  type Settings,
} from '../../../src/office/settings';

const KEY = 'diagnostics-secret-key-93f1';

/** Answers the probe as the service does to the saved key (200 by default); anything else is a test failure. */
const probeFetch = (status = 200) =>
  jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    expect(String(input)).toMatch(/\/v2\/products\/getproductdatadownloadurl\?category=inductors$/);
    expect(init?.redirect).toBe('manual');
    return new Response(status === 200 ? '{"ProductDataDownloadUrl":"x"}' : '{"message":"Forbidden"}', { status });
  });

function clientFor(settings: Settings): PartSpecClient {
  // Never sends: the diagnostics only read its state.
  return createClient({
    baseUrl: settings.serviceUrl,
    apiKey: settings.apiKey,
    fetch: () => Promise.reject(new Error('no request expected')),
  });
}

/** Office as Excel on Windows shows it: CustomFunctionsRuntime 1.5 and ExcelApi 1.9 missing. */
const excelScope = {
  Office: {
    context: {
      diagnostics: { host: 'Excel', platform: 'PC', version: '16.0.15601.20148' },
      requirements: {
        isSetSupported: (set: string, version?: string) =>
          !(set === 'CustomFunctionsRuntime' && version === '1.5') && !(set === 'ExcelApi' && version === '1.9'),
      },
    },
  },
  location: { origin: 'https://localhost:3000' },
};

let settings: Settings;

beforeEach(async () => {
  clearErrorLog();
  setSettingsStore(memoryStore());
  settings = await saveSettings({ apiKey: KEY, serviceUrl: 'https://pis.example.com/pis' });
});

afterAll(() => setSettingsStore(undefined));

describe('in Excel', () => {
  test('host, requirement sets with what still works, storage, the service, the limiter, the errors; never the key', async () => {
    recordError(
      new IncompleteLookupError(new Map(), ['GRM155'], new NetworkError('https://pis.example.com', 4, new Error('x'))),
      'cell',
      Date.UTC(2026, 10, 24, 9, 0, 0),
    );
    recordError(
      new FilterError("Unexpected 'x' after 100nF", 12, 'Capacitance ge 100nF x'),
      'pane',
      Date.UTC(2026, 10, 24, 9, 5, 0),
    );
    const fetch = probeFetch();
    const diagnostics = await collectDiagnostics({
      host: { kind: 'excel', theme: 'light', displayLanguage: 'ja-JP' },
      client: clientFor(settings),
      settings,
      scope: excelScope,
      fetch,
      now: () => Date.UTC(2026, 10, 24, 9, 30, 0),
    });
    const report = diagnosticsText(diagnostics);
    expect(report.split('\n')).toEqual([
      'PartSpec diagnostics, 2026-11-24 09:30:00 UTC',
      'Add-in: version unknown (not a webpack build), none build, served from https://localhost:3000',
      'Host: Excel on PC, version 16.0.15601.20148',
      'Display language: ja-JP (PartSpec: auto); data language: en',
      'Requirement sets:',
      '  ExcelApi 1.7 (manifest minimum): supported',
      '  SharedRuntime 1.1 (manifest minimum): supported',
      '  ExcelApi 1.9: NOT supported: writing large tables is slower, and a BOM refresh needs one selected area',
      '  ExcelApi 1.16: supported',
      '  CustomFunctionsRuntime 1.4: supported',
      '  CustomFunctionsRuntime 1.5: NOT supported: Excel shows no preview of PART formulas while they are typed; nothing else changes',
      '  NestedAppAuth 1.1: supported',
      expect.stringMatching(
        /^Settings: kept in memory \(lost when the runtime closes\), \d+ bytes; connection: own API key; API key saved \(not shown\)$/,
      ),
      'Snapshots: none: this runtime has no IndexedDB; mode off, age limit 24 h; 0 kept, 0.0 MB',
      // Node has no Web Worker: the files are read in the runtime's one thread.
      'Category files: read on the page: this runtime has no Web Worker',
      expect.stringMatching(
        /^Service: https:\/\/pis\.example\.com\/pis: reachable: HTTP 200 to a request with the saved key \(the key was accepted\), in \d+ ms$/,
      ),
      // Before any answer, the service's date is this computer's, and the report says so.
      expect.stringMatching(
        /^Service date: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(this computer's clock: the service has not answered yet\)$/,
      ),
      // The probe had its turn in the limiter the client shares (its address and key): one token of 19.
      'Rate limiter: 10 requests/s configured (burst 20, 6 at once); 10/s in force; 18 tokens ready; 0 in flight; 0 waiting',
      'Requests since the settings last changed: 0 sent, 0 retried, 0 answered 429; 0 answers from snapshots, 0 requests saved',
      'Last errors (newest first, at most ten):',
      '  2026-11-24 09:05:00 UTC  pane  FilterError',
      '  2026-11-24 09:00:00 UTC  cell  IncompleteLookupError <- NetworkError',
    ]);
    // A service answering as of another date: its date, and how far its clock is from this computer's.
    const ahead = diagnosticsText({
      ...diagnostics,
      service: { ...diagnostics.service, date: Date.UTC(2027, 10, 25, 9, 30), clockOffsetMs: 364.5 * 86_400_000 },
    });
    expect(ahead).toContain(
      'Service date: 2027-11-25 09:30:00 UTC (364.5 days ahead of this computer\'s clock; days left and "as of" count from the service\'s)',
    );
    // One probe, to the settings' service, with the saved key: where every request goes with it.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('x-api-key')).toBe(KEY);
    // Nothing of the key, the filter's values or the part numbers.
    expect(report).not.toContain(KEY);
    expect(report).not.toContain(KEY.slice(-4));
    expect(report).not.toContain('100nF');
    expect(report).not.toContain('GRM155');
  });

  test('a service that is not reachable, one that refuses the key, and one that answers but not as the service does', async () => {
    const down = await collectDiagnostics({
      host: { kind: 'excel', theme: 'light' },
      client: clientFor(settings),
      settings,
      scope: excelScope,
      fetch: async () => {
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
      },
    });
    expect(diagnosticsText(down)).toMatch(
      /^Service: https:\/\/pis\.example\.com\/pis: NOT reachable: .+ \(after \d+ ms\)$/m,
    );
    const refused = await collectDiagnostics({
      host: { kind: 'excel', theme: 'light' },
      client: clientFor(settings),
      settings,
      scope: excelScope,
      fetch: probeFetch(403),
    });
    expect(diagnosticsText(refused)).toContain(
      'HTTP 403 to a request with the saved key (the API key was refused, or this address is not the service)',
    );
    const other = await collectDiagnostics({
      host: { kind: 'excel', theme: 'light' },
      client: clientFor(settings),
      settings,
      scope: excelScope,
      fetch: probeFetch(502),
    });
    expect(diagnosticsText(other)).toContain(
      'HTTP 502 to a request with the saved key (the service or a relay before it has a problem)',
    );
    const elsewhere = await collectDiagnostics({
      host: { kind: 'excel', theme: 'light' },
      client: clientFor(settings),
      settings,
      scope: excelScope,
      fetch: probeFetch(404),
    });
    expect(diagnosticsText(elsewhere)).toContain(
      'HTTP 404 to a request with the saved key (not an answer the service gives: is this a Product Information Service v2.2?)',
    );
  });

  test('no key saved says so, and the service is not asked: it answers no request without one', async () => {
    const none = await saveSettings({ apiKey: '' });
    const fetch = probeFetch();
    const diagnostics = await collectDiagnostics({
      host: { kind: 'excel', theme: 'light' },
      client: clientFor({ ...none, apiKey: 'unused' }),
      settings: none,
      scope: excelScope,
      fetch,
    });
    const report = diagnosticsText(diagnostics);
    expect(report).toMatch(/API key NOT saved$/m);
    expect(report).toMatch(
      /^Service: https:\/\/pis\.example\.com\/pis: not asked: no API key is saved, and the service answers no request without one$/m,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

test('the probe waits for its turn in the add-in’s rate limiter, and is not sent when none comes soon', async () => {
  const busy = await saveSettings({ serviceUrl: 'https://busy.example.com/pis' });
  // Every place among the requests in flight taken by a job that has not had its answers yet.
  const limiter = sharedLimiter(busy.serviceUrl, busy.apiKey, { maxConcurrent: 1 });
  const release = await limiter.admit();
  const fetch = probeFetch();
  try {
    const diagnostics = await collectDiagnostics({
      host: { kind: 'excel', theme: 'light' },
      client: clientFor(busy),
      settings: busy,
      scope: excelScope,
      fetch,
    });
    expect(diagnosticsText(diagnostics)).toMatch(
      /^Service: https:\/\/busy\.example\.com\/pis: not asked: the add-in's requests used its whole rate limit for 2 s; gather the diagnostics again when they are done$/m,
    );
    expect(fetch).not.toHaveBeenCalled();
  } finally {
    release();
  }
  // Its turn come, it is asked.
  const asked = await collectDiagnostics({
    host: { kind: 'excel', theme: 'light' },
    client: clientFor(busy),
    settings: busy,
    scope: excelScope,
    fetch,
  });
  expect(diagnosticsText(asked)).toMatch(/busy\.example\.com\/pis: reachable: HTTP 200/);
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('in preview mode: the browser, and requirement sets not known', async () => {
  const preview = await saveSettings({ serviceUrl: '/api' });
  const fetch = probeFetch();
  const diagnostics = await collectDiagnostics({
    host: { kind: 'preview', theme: 'light', displayLanguage: 'en-US' },
    client: clientFor({ ...preview, serviceUrl: 'http://127.0.0.1:1/api' }),
    settings: preview,
    scope: { navigator: { userAgent: 'HeadlessChrome/140' }, location: { origin: 'http://127.0.0.1:3000' } },
    fetch,
  });
  const report = diagnosticsText(diagnostics);
  expect(report).toContain('Host: none (preview mode in a browser: HeadlessChrome/140)');
  expect(report).toContain('  CustomFunctionsRuntime 1.4: not known (no Excel)');
  expect(report).toMatch(/^Service: \/api \(http:\/\/127\.0\.0\.1:3000\/api\): reachable/m);
  // The relative address is asked at the page's origin.
  expect(String(fetch.mock.calls[0][0])).toBe(
    'http://127.0.0.1:3000/api/v2/products/getproductdatadownloadurl?category=inductors',
  );
});

describe('shownServiceUrl', () => {
  test.each([
    ['https://pis.example.com/pis/', undefined, 'https://pis.example.com/pis'],
    ['/api', 'https://localhost:3000', '/api (https://localhost:3000/api)'],
    ['/api/', undefined, '/api'],
    // Addresses Settings no longer saves (one from an older version): never shown as they were written.
    ['https://user:pw@pis.example.com/pis?x-api-key=k1#frag', undefined, 'not a usable address'],
    ['/api?key=k1', 'https://localhost:3000', 'not a usable address'],
    ['//u:KEY@example.com', 'https://localhost:3000', 'not a usable address'],
    ['/\\u:p@example.com', 'https://localhost:3000', 'not a usable address'],
    ['http://[bad', undefined, 'not a usable address'],
  ])('%s on %s -> %s', (given, origin, shown) => {
    expect(shownServiceUrl(given, origin)).toBe(shown);
  });
});

test('the default settings have no key in development tests either', () => {
  // The demo key is a development build's (webpack's DefinePlugin); Node tests have none.
  expect(DEFAULT_SETTINGS.apiKey).toBe('');
});

describe('the error log', () => {
  test('keeps the newest ten, and counts the same error repeated within a minute on one entry', async () => {
    const base = Date.UTC(2026, 10, 24, 9, 0, 0);
    for (let index = 0; index < 37; index += 1) {
      recordError(new ServiceError(502, 1), 'cell', base + index * 100);
    }
    for (let index = 0; index < 12; index += 1) {
      recordError(index % 2 ? new Error('x') : new FilterError('bad', 0, 'x'), 'pane', base + 10_000 + index);
    }
    const diagnostics = await collectDiagnostics({
      host: { kind: 'excel', theme: 'light' },
      client: clientFor(settings),
      settings,
      scope: excelScope,
      fetch: probeFetch(),
    });
    expect(diagnostics.errors).toHaveLength(10);
    expect(diagnostics.errors.map((error) => error.type)).toEqual(Array(5).fill(['Error', 'FilterError']).flat());
  });

  test('a cell error a function made itself is logged by its Excel code, never its message', () => {
    clearErrorLog();
    const base = Date.UTC(2026, 10, 24, 9, 0, 0);
    // As made outside Excel (a plain object), and as Excel's CustomFunctions.Error may be (an Error).
    recordError({ code: '#VALUE!', message: 'Unknown field "Capacitence"' }, 'cell', base);
    recordError(Object.assign(new Error('Part not found: GRM155'), { code: '#N/A' }), 'cell', base + 1);
    recordError(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), 'pane', base + 2);
    expect(recentErrors().map((error) => error.type)).toEqual(['Error', '#N/A', '#VALUE!']);
  });

  test('a repeat after a minute is an entry of its own; a column of failing cells is one entry with its count', () => {
    clearErrorLog();
    const base = Date.UTC(2026, 10, 24, 9, 0, 0);
    const failure = () => new NetworkError('https://pis.example.com', 1, new Error('x'));
    for (let index = 0; index < 37; index += 1) recordError(failure(), 'cell', base + index);
    recordError(failure(), 'cell', base + 120_000);
    return collectDiagnostics({
      host: { kind: 'excel', theme: 'light' },
      client: clientFor(settings),
      settings,
      scope: excelScope,
      fetch: probeFetch(),
    }).then((diagnostics) => {
      expect(diagnostics.errors.map((error) => error.count)).toEqual([1, 37]);
      expect(diagnosticsText(diagnostics)).toContain('  2026-11-24 09:00:00 UTC  cell  NetworkError x37');
    });
  });
});
