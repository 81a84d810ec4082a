import {
  ApiKeyRefusedError,
  BadRequestError,
  FilterError,
  IncompleteLookupError,
  IncompleteSearchError,
  InvalidApiKeyError,
  InvalidPartnoError,
  MissingApiKeyError,
  NetworkError,
  NotFoundError,
  NotInSnapshotsError,
  PartSpecError,
  RateLimitError,
  ResponseFormatError,
  SearchContinuation,
  ServiceError,
  TimeoutError,
  UnknownFieldError,
  DescriptionError,
  UnsafeValueError,
  UrlTooLongError,
} from '../../../../src/core';
import { SettingsError } from '../../../../src/office/settings';
import { SnapshotStoreError } from '../../../../src/office/snapshots';
import {
  CellEditModeError,
  OccupiedRangeError,
  PartialWriteError,
  SelectionError,
} from '../../../../src/office/workbook';
import { i18n } from '../../../../src/taskpane/i18n/i18n';
import { BomRefreshError } from '../../../../src/taskpane/errors/BomRefreshError';
import { SheetLeftError } from '../../../../src/taskpane/errors/SheetLeftError';
import { describeError, suggestedAction } from '../../../../src/taskpane/wording/describeError';
import { productOf } from '../../../support/productOf';
import { anotherCopy, everyError, SENTENCE_ONLY, tampered, theseModules } from '../../../support/everyError';

const range = { sheet: 'Search (2)', row: 0, column: 0, rowCount: 1201, columnCount: 65 };

describe('describeError', () => {
  test.each([
    [new MissingApiKeyError(), /^No API key is set\. Open Settings and enter your API key\.$/],
    [new InvalidApiKeyError(), /holds spaces, line breaks.*Open Settings and enter the key again\.$/],
    [new ApiKeyRefusedError(), /refused the API key \(403\)\. Open Settings and check the API key/],
    [
      new NetworkError(
        'http://127.0.0.1:9',
        4,
        Object.assign(new TypeError('fetch failed'), {
          cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
        }),
      ),
      /^Could not reach the service at http:\/\/127\.0\.0\.1:9 after 4 attempts: the connection was refused \(is the service running at that address\?\)\. Check the service URL in Settings and the network connection\.$/,
    ],
    [
      new TimeoutError(30_000, 4),
      /did not answer within 30 s.*check the Service URL in Settings and your network connection\.$/,
    ],
    [new RateLimitError(9), /\(429\).*Wait a minute and try again.*lower the request rate in Settings\.$/],
    [
      new BadRequestError(
        'Invalid $filter: Unknown search item "Capacitence"; did you mean Capacitance? (at position 1)',
      ),
      /^The service refused the search: Invalid \$filter: .*\(at position 1\)\. Check the conditions and try again\.$/,
    ],
    [new UrlTooLongError(12_000), /too long for the service \(414, 12,000 characters\)\. Use fewer values/],
    [
      new SettingsError('The language must be en, ja or zh, not "fr".', 'lang'),
      /^Settings were not saved: The language must be/,
    ],
    [
      new FilterError('Unknown search item "Capacitence"', 0, 'Capacitence ge 1'),
      /\(at position 1\)\. Correct the condition/,
    ],
    [
      new UnsafeValueError('Cannot send the value "a|b" of Partno', 'Partno', 'a|b'),
      /Change that value and try again\.$/,
    ],
    [
      new UnknownFieldError('Unknown field "Capacitence"; did you mean Capacitance?', 'Capacitence'),
      /Choose the columns again\.$/,
    ],
    [new ServiceError(500, 4), /had a problem \(500\).*Try again later\./],
    [new NotFoundError('The file'), /Check the service URL/],
    [new ResponseFormatError('not JSON'), /unexpected form/],
    [new InvalidPartnoError(["O'CM"]), /^Part number "O'CM" holds "'" at character 2, which a query cannot carry\./],
    [new SelectionError(), /Click one block of cells/],
  ] as const)('%p', (error, message) => {
    expect(describeError(error)).toMatch(message);
  });

  test('a place that holds values: which cells, and what to do', () => {
    expect(describeError(new OccupiedRangeError(range))).toBe(
      "'Search (2)'!A1:BM1201 already holds values, so nothing was written. Choose an empty place (or a new sheet), or allow PartSpec to replace those values.",
    );
  });

  test('a write Excel stopped: how many complete rows, where, and why', () => {
    const error = new PartialWriteError({
      rowsWritten: 1200,
      totalRows: 2345,
      headerWritten: true,
      range,
      cause: new Error('RichApi.Error: The request payload size has exceeded the limit.'),
    });
    const message = describeError(error);
    expect(message).toContain(
      "'Search (2)'!A1:BM1201 holds the header and the first 1,200 of 2,345 rows, each complete",
    );
    expect(message).toContain('payload size has exceeded the limit');
    expect(suggestedAction(error)).toBe('retry');
  });

  describe('a cell being edited in Excel: what was done, and to press Enter or Esc', () => {
    const excelSaid = Object.assign(new Error('The operation isn’t available while Excel is in Edit cell mode.'), {
      name: 'RichApi.Error',
      code: 'InvalidOperationInCellEditMode',
    });
    const refused = (access: 'read' | 'write') => new CellEditModeError(access, { cause: excelSaid });
    const stopped = (rowsWritten: number, headerWritten = true) =>
      new PartialWriteError({
        rowsWritten,
        totalRows: 2345,
        headerWritten,
        range: { ...range, rowCount: Math.max(rowsWritten + 1, 1) },
        cause: refused('write'),
      });

    test.each([
      [
        refused('read'),
        'A cell is being edited in Excel, so PartSpec could not read the workbook. Press Enter or Esc, then try again.',
      ],
      [
        refused('write'),
        'A cell is being edited in Excel, so Excel refused the change PartSpec asked for; it was not made. Press Enter or Esc, then try again.',
      ],
      [
        stopped(1200),
        "A cell is being edited in Excel, so the writing stopped: 'Search (2)'!A1:BM1201 holds the header and the first 1,200 of 2,345 rows, each complete. Press Enter or Esc, then try again.",
      ],
      [
        stopped(0, false),
        'A cell is being edited in Excel, so nothing was written. Press Enter or Esc, then try again.',
      ],
      [
        stopped(2345),
        "All 2,345 rows were written to 'Search (2)'!A1:BM2346, each complete, but Excel refused to finish them (number formats, table) while a cell is being edited. Press Enter or Esc, then try again.",
      ],
    ])('%p', (error, message) => {
      expect(describeError(error)).toBe(message);
      expect(suggestedAction(error)).toBe('retry');
    });

    test('chosen from the fields, not from the message', () => {
      const error = stopped(10);
      Object.defineProperty(error, 'message', { value: 'Excel said something else entirely.' });
      expect(describeError(error)).toMatch(
        /first 10 of 2,345 rows, each complete\. Press Enter or Esc, then try again\.$/,
      );
      // Any other refusal keeps its own message, which quotes Excel.
      const other = new PartialWriteError({
        rowsWritten: 10,
        totalRows: 20,
        headerWritten: true,
        range,
        cause: new Error('Busy.'),
      });
      expect(other.reason).toBe('refused');
      expect(describeError(other)).toBe(other.message);
    });
  });

  test('anything else: a generic message with its text', () => {
    expect(describeError(new Error('boom.'))).toBe(
      'Something went wrong: boom. Try again; if it happens again, restart the add-in and note this message for support.',
    );
    expect(describeError('plain text')).toMatch(/^Something went wrong: plain text\./);
    expect(describeError(undefined)).toMatch(/^Something went wrong: undefined\./);
    expect(describeError(new Error(''))).toBe(
      'Something went wrong, with no explanation. Try again; if it happens again, restart the add-in.',
    );
    expect(describeError(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(
      'Cancelled before it finished.',
    );
  });

  test('never shows an API key: the client’s errors hold none, and none is added', () => {
    const key = 'k-0123456789abcdef';
    const errors = [
      new MissingApiKeyError(),
      new InvalidApiKeyError(),
      new ApiKeyRefusedError(),
      new RateLimitError(1),
    ];
    for (const error of errors) expect(describeError(error)).not.toContain(key);
  });
});

describe('suggestedAction', () => {
  test('key and address problems send the user to Settings; passing ones suggest a retry', () => {
    expect(suggestedAction(new MissingApiKeyError())).toBe('openSettings');
    expect(suggestedAction(new ApiKeyRefusedError())).toBe('openSettings');
    expect(suggestedAction(new NetworkError('http://x', 1, undefined))).toBe('openSettings');
    expect(suggestedAction(new RateLimitError(2))).toBe('retry');
    expect(suggestedAction(new ServiceError(503, 2))).toBe('retry');
    expect(suggestedAction(new BadRequestError('x'))).toBeUndefined();
    // A line that cannot be read is rewritten: neither Settings nor a retry reads it.
    expect(suggestedAction(new DescriptionError('hello', ['hello']))).toBeUndefined();
    expect(suggestedAction(new Error('x'))).toBeUndefined();
  });
});

describe('jobs that stopped part-way', () => {
  const products = [productOf('OCM188R71H104KA01D'), productOf('OCM188R71H104KA01J')];
  const continuation = new SearchContinuation({ conditions: [] }, [], 'en', {
    collected: new Map(products.map((product) => [product.record.Partno.toLowerCase(), product])),
    alphabet: new Map(),
    step: { coarse: false },
    boundary: undefined,
    pageSize: 2000,
    requests: 7,
  });

  test('a search: how much arrived, then its cause in the pane’s words; the cause decides the action', () => {
    const stopped = new IncompleteSearchError(products, continuation, new ServiceError(503, 9));
    expect(describeError(stopped)).toBe(
      'The search stopped after 2 products had arrived. The service had a problem (503) and 9 attempts did not get an answer. Try again later.',
    );
    expect(suggestedAction(stopped)).toBe('retry');
    const offline = new IncompleteSearchError(
      products,
      continuation,
      new NetworkError('https://pis.example', 9, undefined),
    );
    expect(describeError(offline)).toMatch(
      /^The search stopped after 2 products had arrived\. Could not reach the service at https:\/\/pis\.example after 9 attempts\. Check the service URL in Settings/,
    );
    expect(suggestedAction(offline)).toBe('openSettings');
  });

  test('a lookup: how many part numbers got no answer, of how many', () => {
    const found = new Map([
      ['A', undefined],
      ['B', undefined],
    ]);
    const error = new IncompleteLookupError(found, ['C'], new TimeoutError(30_000, 9));
    expect(describeError(error)).toBe(
      '1 of 3 part numbers could not be looked up. The service did not answer within 30 s (9 attempts). Try again later, or narrow the request. If this keeps happening, check the Service URL in Settings and your network connection.',
    );
    expect(suggestedAction(error)).toBe('retry');
  });

  test('a message wrapped around another failure takes that failure’s action', () => {
    const wrapped = new PartSpecError('Nothing was written.', { cause: new ApiKeyRefusedError() });
    expect(suggestedAction(wrapped)).toBe('openSettings');
    expect(suggestedAction(new SheetLeftError('Search (2)', new ApiKeyRefusedError()))).toBe('openSettings');
    expect(suggestedAction(new BomRefreshError({ kind: 'noColumns' }, { cause: new RateLimitError(3) }))).toBe('retry');
  });
});

describe('words from the fields, never from the message', () => {
  const these = everyError(theseModules());
  const words = new Map(these.map(([label, error]) => [label, describeError(error)]));

  test.each(these.filter(([, error]) => !SENTENCE_ONLY.has(error.name)))(
    '%s: a message tampered with changes nothing',
    (label) => {
      const [, error] = everyError(theseModules()).find(([other]) => other === label)!;
      const text = describeError(tampered(error));
      expect(text).toBe(words.get(label));
      expect(text).not.toContain('TAMPERED');
    },
  );

  test.each(these.filter(([, error]) => SENTENCE_ONLY.has(error.name)))(
    '%s carries only its sentence, which is shown as it is',
    (_, error) => {
      expect(describeError(error)).toBe(error.message);
    },
  );

  test('an error made by another copy of the code gets the same words and the same action', () => {
    const others = everyError(anotherCopy());
    expect(others.map(([label, error]) => [label, describeError(error)])).toEqual([...words.entries()]);
    expect(others.map(([label, error]) => [label, suggestedAction(error)])).toEqual(
      these.map(([label, error]) => [label, suggestedAction(error)]),
    );
  });

  test('the pane names its own screen, and never the words core used to (PartSpec settings)', () => {
    for (const text of words.values()) expect(text).not.toMatch(/PartSpec settings|task pane/);
    expect(words.get('NotFoundError')).toBe(
      '/api/v2/products does not exist on the service (404). Check the service URL in Settings.',
    );
    expect(words.get('ResponseFormatError')).toBe(
      'The service answered in an unexpected form (HasMoreHits is missing). Check in Settings that the Service URL points at a Product Information Service v2.2.',
    );
  });

  test.each([
    [
      'NetworkError once',
      'Could not reach the service at https://pis.example.com. Check the service URL in Settings and the network connection.',
    ],
    ['ServiceError once', 'The service had a problem (500) and the request did not get an answer. Try again later.'],
    [
      'TimeoutError fileIdle',
      'The category file stopped arriving: nothing came for 60 s. Try again later; if this keeps happening, check your network connection.',
    ],
    [
      'ResponseFormatError truncated',
      'The service answered in an unexpected form (the answer was cut off before its end). Try again; if it keeps happening, check your network connection.',
    ],
    [
      'UrlTooLongError not sent',
      'The request would be 9,000 characters, over the limit of 8,000 set for this service. Use fewer values in one condition, or fewer conditions.',
    ],
    [
      'InvalidPartnoError',
      `These part numbers cannot be sent: "O'CM" ("'" at character 2), "A|B" ("|" at character 2). Correct them; nothing was sent.`,
    ],
    [
      'InvalidPartnoError bidi',
      'Part number "GRM188\uFFFDR61" holds U+202E RIGHT-TO-LEFT OVERRIDE at character 7, an invisible character that changes the order text shows in. Correct it; nothing was sent.',
    ],
    [
      'FilterError',
      'Unknown search item "Colour"; did you mean Color? (at position 27). Correct the condition and try again.',
    ],
    [
      'UnsafeValueError quote',
      `The value "O'CM" of Partno contains ', which the service's filter language cannot carry. Change that value and try again.`,
    ],
    [
      'UnsafeValueError separator',
      'The value "A|B" of Partno contains |, which the service reads as a separator between two values. Change that value and try again.',
    ],
    ['UnsafeValueError empty', 'A value of Partno is empty. Change that value and try again.'],
    ['UnsafeValueError notSearchItem', 'There is no search item "Colour". Change that condition and try again.'],
    ['UnsafeValueError wrongType', 'Capacitance takes a number, not "1uF". Change that value and try again.'],
    [
      'UnsafeValueError operator',
      'Capacitance cannot be compared with "contains". Change that condition and try again.',
    ],
    [
      'UnsafeValueError notFinite',
      'A value of Capacitance must be a finite number, not Infinity. Change that value and try again.',
    ],
    [
      'UnknownFieldError',
      'There is no field "Capacitence"; did you mean Capacitance, CapacitanceText? Choose the columns again.',
    ],
    ['UnknownFieldError far', 'There is no field "Zzzz". Choose the columns again.'],
    ['UnknownFieldError empty', 'A field name is empty. Choose the columns again.'],
    [
      'UnknownFieldError misplaced',
      'There is no field "ComplianceInfo.Capacitance": Capacitance is not under that object; write Capacitance. Choose the columns again.',
    ],
    [
      'DescriptionError',
      'No value can be read in "C_ZZZ_0402 hello"; not understood: "C_ZZZ", "hello". Write the capacitance or inductance as 100nF, 4.7uH or a code such as 104, and try again.',
    ],
    [
      'DescriptionError many',
      'No value can be read in "a b c d e f g"; not understood: "a", "b", "c", "d", "e" and 2 more. Write the capacitance or inductance as 100nF, 4.7uH or a code such as 104, and try again.',
    ],
    [
      'DescriptionError none',
      '"0402 X7R 16V" states no capacitance or inductance. Write it as 100nF, 4.7uH or a code such as 104, and try again.',
    ],
    [
      'SettingsError notWebAddress',
      'Settings were not saved: The service URL "ftp://x" is not a web address; enter one such as https://example.com or /api.',
    ],
    [
      'SettingsError credentialsInAddress',
      'Settings were not saved: The service URL must not hold a user name or password (the part before "@"); enter the address alone, such as https://pis.example.com, and the key in the API key box.',
    ],
    [
      'SettingsError rateNotPositive',
      'Settings were not saved: The request rate must be a number of requests per second above 0, not "0".',
    ],
    [
      'SettingsError burstNotWhole',
      'Settings were not saved: The burst must be a whole number of requests, at least 1, not "2.5".',
    ],
    [
      'SettingsError rateTooHigh',
      'Settings were not saved: The request rate must be at most 1,000 requests per second, not "5000".',
    ],
    [
      'SettingsError burstTooLarge',
      'Settings were not saved: The burst must be at most 1,000 requests, not "99999999".',
    ],
    [
      'SettingsError unknownSnapshotMode',
      'Settings were not saved: Snapshots must be Auto, Offline or Off, not "sometimes".',
    ],
    [
      'SettingsError ageNotPositive',
      'Settings were not saved: The age limit of snapshots must be a number of hours above 0, not "-1".',
    ],
    [
      'NotInSnapshotsError',
      'Offline, and no snapshot of inductors (en) is kept. Set Snapshots to Auto in Settings to ask the service, or download the category while online.',
    ],
    [
      'NotInSnapshotsError several',
      'Offline, and no snapshot of ceramic capacitors SMD and inductors (ja) is kept. Set Snapshots to Auto in Settings to ask the service, or download those categories while online.',
    ],
    [
      'SnapshotStoreError quotaExceeded',
      "The snapshot of inductors (en) could not be kept. The browser's storage for PartSpec is full. Delete snapshots you no longer need (Settings, Kept snapshots), or free space on the disk, then try again.",
    ],
    [
      'SnapshotStoreError unavailable',
      'The kept snapshots could not be opened. This browser (or this version of Excel) does not let PartSpec keep snapshots, for example in a private window or with site storage turned off. Lookups and searches still work through the service.',
    ],
    [
      'SnapshotStoreError refused',
      "The snapshot of leaded ceramic capacitors (zh) could not be deleted. The browser's storage refused. Try again; if it keeps happening, restart Excel (or the browser).",
    ],
    [
      'SheetNotFoundError',
      'There is no sheet named "BOM" in this workbook any more. It may have been renamed or deleted; choose a sheet and try again.',
    ],
  ])('%s', (label, expected) => {
    expect(words.get(label)).toBe(expected);
  });

  test('an office error says the same as its own message where the pane has nothing to add', () => {
    for (const label of [
      'PartialWriteError refused',
      'OccupiedRangeError',
      'OccupiedRangeError tables',
      'SelectionError',
    ]) {
      const [, error] = these.find(([other]) => other === label)!;
      expect({ label, words: words.get(label) }).toEqual({ label, words: error.message });
    }
  });
});

describe('a fetch the browser refused without a reason', () => {
  const blocked = new NetworkError('https://pis.example.com', 1, new TypeError('Failed to fetch'));
  test('the field says so, and the pane names the likely cause (no CORS headers) and what to use instead', () => {
    expect(blocked.browserGaveNoReason).toBe(true);
    expect(describeError(blocked)).toBe(
      "Could not reach the service at https://pis.example.com: the browser gives no reason. If that is the service's own address, the service sends no CORS headers, so the pane (a page on another address) may not call it: enter /api, the add-in host's relay to the service, as the Service URL in Settings. Otherwise check the address and the network connection.",
    );
  });
  test("on the page's own origin it is the add-in's relay that did not answer: no CORS, nothing to change in Settings", () => {
    const relay = new NetworkError('https://addin.example.com', 4, new TypeError('Failed to fetch'));
    Object.defineProperty(globalThis, 'location', {
      value: { origin: 'https://addin.example.com' },
      configurable: true,
    });
    try {
      expect(describeError(relay)).toBe(
        "Could not reach the service at https://addin.example.com after 4 attempts: that is the add-in's own server, whose relay (/api) passes requests on to the service, and it did not answer. Check that the add-in's server is still running and the network connection, then try again.",
      );
      expect(describeError(blocked)).toMatch(/CORS/);
    } finally {
      Reflect.deleteProperty(globalThis, 'location');
    }
  });
  test('a failure with a reason is not taken for it', () => {
    const refused = new NetworkError(
      'http://127.0.0.1:9',
      1,
      Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    );
    expect(refused.browserGaveNoReason).toBe(false);
    expect(describeError(refused)).not.toMatch(/CORS/);
  });
});

describe('snapshots', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  test('offline with no snapshot of the category: which, in which language, and the two ways out', () => {
    const error = new NotInSnapshotsError(['inductors'], 'en');
    expect(describeError(error, { inSettings: true })).toBe(
      'Offline, and no snapshot of inductors (en) is kept. Set Snapshots to Auto above to ask the service, or download the category while online.',
    );
    expect(suggestedAction(error)).toBe('openSettings');
  });

  test('offline, in Japanese and Chinese: the categories by their names in that language', async () => {
    const error = new NotInSnapshotsError(['ceramicCapacitorsSMD', 'inductors'], 'en');
    await i18n.changeLanguage('ja');
    expect(describeError(error)).toBe(
      'スナップショットは [オフライン] に設定されていますが、セラミックコンデンサ SMD、インダクタ (en) のスナップショットは保存されていません。サービスに問い合わせるには [設定] でスナップショットを [自動] にしてください。または、オンラインのときにカテゴリをダウンロードしてください。',
    );
    await i18n.changeLanguage('zh');
    expect(describeError(new NotInSnapshotsError(['inductors'], 'ja'))).toBe(
      '快照已设为“离线”，但未保存电感器 (ja) 的快照。若要向服务查询，请在“设置”中将快照设为“自动”；或在联网时下载相应类别。',
    );
  });

  test.each([
    [
      new SnapshotStoreError('list', { problem: 'refused' }),
      /^The kept snapshots could not be listed\. The browser's storage refused\./,
      'retry',
    ],
    [new SnapshotStoreError('load', { problem: 'refused' }), /^A kept snapshot could not be read\./, 'retry'],
    [
      new SnapshotStoreError('load', { category: 'ceramicCapacitorsSMD', lang: 'ja', problem: 'refused' }),
      /^The snapshot of ceramic capacitors SMD \(ja\) could not be read\./,
      'retry',
    ],
    [
      new SnapshotStoreError('save', { problem: 'quotaExceeded' }),
      /^A snapshot could not be kept\. The browser's storage for PartSpec is full\./,
      'openSettings',
    ],
    [new SnapshotStoreError('delete', { problem: 'refused' }), /^A kept snapshot could not be deleted\./, 'retry'],
    [
      new SnapshotStoreError('open', { problem: 'blocked' }),
      /^The kept snapshots could not be opened\. Another copy of PartSpec .* Close it, then try again\.$/,
      'retry',
    ],
    [
      new SnapshotStoreError('open', { problem: 'newerVersion' }),
      /kept by a newer version of PartSpec, which this one cannot read: answers come from the service/,
      undefined,
    ],
    [
      new SnapshotStoreError('open', { cause: Object.assign(new Error('no'), { name: 'SecurityError' }) }),
      /does not let PartSpec keep snapshots/,
      undefined,
    ],
  ] as const)('the store failed: what could not be done, then why (%#)', (error, words, action) => {
    expect(describeError(error)).toMatch(words);
    expect(suggestedAction(error)).toBe(action);
  });

  test('a full storage, in Settings: delete snapshots below', () => {
    const error = new SnapshotStoreError('save', { category: 'inductors', lang: 'en', problem: 'quotaExceeded' });
    expect(describeError(error, { inSettings: true })).toBe(
      "The snapshot of inductors (en) could not be kept. The browser's storage for PartSpec is full. Delete snapshots you no longer need below, or free space on the disk, then try again.",
    );
  });

  test('the browser’s own words (the cause) are never shown: they are not in the display language', async () => {
    const error = new SnapshotStoreError('delete', { cause: new Error('Transaction aborted by the user agent.') });
    expect(describeError(error)).not.toMatch(/Transaction/);
    await i18n.changeLanguage('ja');
    expect(describeError(error)).toBe(
      '保存済みのスナップショットを削除できませんでした。ブラウザーのストレージが操作を拒否しました。もう一度お試しください。繰り返し発生する場合は、Excel (またはブラウザー) を再起動してください。',
    );
  });
});
