import { detectHost, isDarkColour, OFFICE_READY_TIMEOUT_MS, watchPreviewTheme } from '../../../src/office/host';
import { FakeClock } from '../../support/fakeClock';

/** What detectHost reads of the page's global object: Office (from office.js) and matchMedia. */
type Scope = NonNullable<NonNullable<Parameters<typeof detectHost>[0]>['scope']>;
type MediaQuery = ReturnType<NonNullable<Scope['matchMedia']>>;

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A browser whose colour scheme is `dark` or not, recording the media queries asked. */
function browser(dark: boolean): { matchMedia: (query: string) => MediaQuery; queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    matchMedia: (query) => {
      queries.push(query);
      return { matches: dark };
    },
  };
}

/** office.js, whose Office.onReady gives `answer`, in an Office whose task panes have `background`. */
function officeAnswering(answer: () => Promise<{ host: unknown }>, background?: string): Scope['Office'] {
  return {
    onReady: answer,
    ...(background === undefined ? {} : { context: { officeTheme: { bodyBackgroundColor: background } } }),
  };
}

const never = (): Promise<{ host: unknown }> => new Promise(() => undefined);

describe('detectHost', () => {
  afterEach(() => jest.useRealTimers());

  test('no office.js at all: preview at once, without waiting', async () => {
    jest.useFakeTimers();
    const result = detectHost({ scope: {} });
    expect(jest.getTimerCount()).toBe(0);
    await expect(result).resolves.toEqual({ kind: 'preview', theme: 'light' });
  });

  test('no office.js, in a browser set to dark: preview, dark', async () => {
    const dark = browser(true);
    expect(await detectHost({ scope: { matchMedia: dark.matchMedia } })).toEqual({ kind: 'preview', theme: 'dark' });
    expect(dark.queries).toEqual([DARK_QUERY]);
  });

  test('an Office object without onReady (not office.js): preview', async () => {
    const scope = { Office: {} } as unknown as Scope;
    expect(await detectHost({ scope })).toEqual({ kind: 'preview', theme: 'light' });
  });

  test('the global scope by default: in Node there is no Office, so preview', async () => {
    expect(await detectHost()).toEqual({ kind: 'preview', theme: 'light' });
  });

  test.each([null, undefined, ''])(
    'Office.onReady reports no host (%j): preview, in the browser theme',
    async (host) => {
      const onReady = jest.fn(async () => ({ host }));
      const result = await detectHost({ scope: { Office: officeAnswering(onReady, '#FFFFFF'), ...browser(true) } });
      expect(result).toEqual({ kind: 'preview', theme: 'dark' });
      expect(onReady).toHaveBeenCalledTimes(1);
    },
  );

  test('Office.onReady reports another host (Word): preview', async () => {
    const scope = { Office: officeAnswering(async () => ({ host: 'Word' }), '#1F1F1F') };
    expect(await detectHost({ scope })).toEqual({ kind: 'preview', theme: 'light' });
  });

  test('Office.onReady fails: preview', async () => {
    const scope = { Office: officeAnswering(() => Promise.reject(new Error('bridge failed'))) };
    expect(await detectHost({ scope })).toEqual({ kind: 'preview', theme: 'light' });
  });

  test('Office.onReady throws instead of answering: preview', async () => {
    const scope = {
      Office: officeAnswering(() => {
        throw new Error('not loaded');
      }),
    };
    expect(await detectHost({ scope })).toEqual({ kind: 'preview', theme: 'light' });
  });

  test.each([
    ['#1F1F1F', 'dark'],
    ['#292929', 'dark'],
    ['#000', 'dark'],
    ['#FFFFFF', 'light'],
    ['#f3f3f3', 'light'],
    ['#fff', 'light'],
  ])('Excel with task panes of %s: excel, %s', async (background, theme) => {
    const scope = { Office: officeAnswering(async () => ({ host: 'Excel' }), background) };
    expect(await detectHost({ scope })).toEqual({ kind: 'excel', theme });
  });

  test("Excel's theme wins over the system's", async () => {
    const lightOffice = { Office: officeAnswering(async () => ({ host: 'Excel' }), '#FFFFFF'), ...browser(true) };
    const darkOffice = { Office: officeAnswering(async () => ({ host: 'Excel' }), '#202020'), ...browser(false) };
    expect(await detectHost({ scope: lightOffice })).toEqual({ kind: 'excel', theme: 'light' });
    expect(await detectHost({ scope: darkOffice })).toEqual({ kind: 'excel', theme: 'dark' });
  });

  test('Excel without officeTheme (Excel for Mac, older builds), or with one unreadable: the system theme', async () => {
    const noTheme = { Office: officeAnswering(async () => ({ host: 'Excel' })), ...browser(true) };
    const unreadable = { Office: officeAnswering(async () => ({ host: 'Excel' }), 'transparent'), ...browser(true) };
    const nothing = { Office: officeAnswering(async () => ({ host: 'Excel' })) };
    expect(await detectHost({ scope: noTheme })).toEqual({ kind: 'excel', theme: 'dark' });
    expect(await detectHost({ scope: unreadable })).toEqual({ kind: 'excel', theme: 'dark' });
    expect(await detectHost({ scope: nothing })).toEqual({ kind: 'excel', theme: 'light' });
  });

  test('Excel answering in time leaves no timer behind', async () => {
    jest.useFakeTimers();
    const scope = { Office: officeAnswering(async () => ({ host: 'Excel' }), '#FFFFFF') };
    await expect(detectHost({ scope })).resolves.toEqual({ kind: 'excel', theme: 'light' });
    expect(jest.getTimerCount()).toBe(0);
  });

  test('Office.onReady never answering: preview once the timeout has passed, not before', async () => {
    jest.useFakeTimers();
    let result: unknown;
    void detectHost({ scope: { Office: officeAnswering(never, '#1F1F1F') } }).then((info) => (result = info));
    await jest.advanceTimersByTimeAsync(OFFICE_READY_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ kind: 'preview', theme: 'light' });
    expect(jest.getTimerCount()).toBe(0);
  });

  test('the timeout is 5 seconds unless told otherwise', async () => {
    expect(OFFICE_READY_TIMEOUT_MS).toBe(5_000);
    jest.useFakeTimers();
    let result: unknown;
    void detectHost({ scope: { Office: officeAnswering(never) }, timeoutMs: 200 }).then((info) => (result = info));
    await jest.advanceTimersByTimeAsync(199);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ kind: 'preview', theme: 'light' });
  });

  test('the timeout follows the clock given, and leaves none of its timers behind', async () => {
    const clock = new FakeClock();
    let result: unknown;
    void detectHost({ scope: { Office: officeAnswering(never) }, clock }).then((info) => (result = info));
    await clock.advance(OFFICE_READY_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await clock.advance(1);
    expect(result).toEqual({ kind: 'preview', theme: 'light' });
    expect(clock.pending()).toBe(0);
  });

  test('Excel answering just before the timeout: excel; just after: the preview already decided', async () => {
    jest.useFakeTimers();
    const answeringAfter = (ms: number) => () =>
      new Promise<{ host: unknown }>((resolve) => setTimeout(() => resolve({ host: 'Excel' }), ms));
    const inTime = detectHost({ scope: { Office: officeAnswering(answeringAfter(OFFICE_READY_TIMEOUT_MS - 1)) } });
    const late = detectHost({ scope: { Office: officeAnswering(answeringAfter(OFFICE_READY_TIMEOUT_MS + 1)) } });
    await jest.advanceTimersByTimeAsync(OFFICE_READY_TIMEOUT_MS + 1);
    await expect(inTime).resolves.toEqual({ kind: 'excel', theme: 'light' });
    await expect(late).resolves.toEqual({ kind: 'preview', theme: 'light' });
  });
});

describe('isDarkColour', () => {
  test.each([
    ['#000000', true],
    ['#1f1f1f', true],
    ['#444444', true],
    ['#666666', true],
    ['#FFFFFF', false],
    ['#e6e6e6', false],
    ['#0000FF', true],
    ['#FFFF00', false],
    ['#000', true],
    ['#FFF', false],
    ['FFFFFF', false],
    ['  #000000  ', true],
  ])('%j: %s', (colour, dark) => {
    expect(isDarkColour(colour)).toBe(dark);
  });

  test.each(['', '#', 'black', '#12345', '#1234567', '#GGGGGG', 'rgb(0,0,0)', '#00000080'])(
    '%j cannot be read: undefined',
    (colour) => {
      expect(isDarkColour(colour)).toBeUndefined();
    },
  );
});

describe('watchPreviewTheme', () => {
  /** A media query whose `matches` the test flips, firing its change listeners. */
  function switchable(initiallyDark: boolean) {
    const listeners = new Set<() => void>();
    const query = {
      matches: initiallyDark,
      addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
    };
    return {
      listeners,
      scope: { matchMedia: (text: string) => (text === DARK_QUERY ? query : { matches: false }) },
      set(dark: boolean) {
        query.matches = dark;
        for (const listener of [...listeners]) listener();
      },
    };
  }

  test('tells the new theme each time the system switches, until unsubscribed', () => {
    const system = switchable(false);
    const seen: string[] = [];
    const stop = watchPreviewTheme((theme) => seen.push(theme), system.scope);
    system.set(true);
    system.set(false);
    expect(seen).toEqual(['dark', 'light']);
    stop();
    expect(system.listeners.size).toBe(0);
    system.set(true);
    expect(seen).toEqual(['dark', 'light']);
  });

  test('no matchMedia, or one without change events: nothing to watch, and unsubscribing is harmless', () => {
    const listener = jest.fn();
    expect(() => watchPreviewTheme(listener, {})()).not.toThrow();
    expect(() => watchPreviewTheme(listener, { matchMedia: () => ({ matches: true }) })()).not.toThrow();
    expect(() => watchPreviewTheme(listener)()).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});
