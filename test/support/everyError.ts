import type * as Core from '../../src/core';
import type * as OfficeSettings from '../../src/office/settings';
import type * as OfficeSnapshots from '../../src/office/snapshots';
import type * as OfficeWorkbook from '../../src/office/workbook';
import type * as BomRefresh from '../../src/taskpane/errors/BomRefreshError';
import type * as SheetLeft from '../../src/taskpane/errors/SheetLeftError';

/** The modules that define PartSpec's errors, as one copy of the code has them. */
export interface ErrorModules {
  readonly core: typeof Core;
  readonly settings: typeof OfficeSettings;
  readonly snapshots: typeof OfficeSnapshots;
  readonly workbook: typeof OfficeWorkbook;
  readonly bomRefresh: typeof BomRefresh;
  readonly sheetLeft: typeof SheetLeft;
}

/** This copy of the modules. */
export function theseModules(): ErrorModules {
  return {
    core: require('../../src/core') as typeof Core,
    settings: require('../../src/office/settings') as typeof OfficeSettings,
    snapshots: require('../../src/office/snapshots') as typeof OfficeSnapshots,
    workbook: require('../../src/office/workbook') as typeof OfficeWorkbook,
    bomRefresh: require('../../src/taskpane/errors/BomRefreshError') as typeof BomRefresh,
    sheetLeft: require('../../src/taskpane/errors/SheetLeftError') as typeof SheetLeft,
  };
}

/**
 * Another copy of the modules, as a second bundle on the page would hold: its classes are not this copy's,
 * so `instanceof` does not see its errors.
 */
export function anotherCopy(): ErrorModules {
  let modules: ErrorModules | undefined;
  jest.isolateModules(() => {
    modules = theseModules();
  });
  if (!modules) throw new Error('jest.isolateModules did not run');
  return modules;
}

/**
 * Whether the error carries nothing but its sentence, written to be read as it is: the layers above show
 * its message rather than words of their own.
 */
export const SENTENCE_ONLY = new Set(['PartSpecError', 'InvalidRangeError']);

const RANGE = { sheet: 'Search (2)', row: 0, column: 0, rowCount: 1201, columnCount: 65 };

/**
 * One error of every kind PartSpec throws (each class, and the variants its fields give), made by `modules`,
 * by label. Made afresh at every call, so that a test may tamper with them.
 */
export function everyError({
  core,
  settings,
  snapshots,
  workbook,
  bomRefresh,
  sheetLeft,
}: ErrorModules): Array<[string, Error]> {
  const continuation = new core.SearchContinuation({ conditions: [] }, [], 'en', {
    collected: new Map(),
    alphabet: new Map(),
    step: { coarse: false },
    boundary: undefined,
    pageSize: 2000,
    requests: 7,
  });
  const excelSaid = Object.assign(new Error('The operation isn’t available while Excel is in Edit cell mode.'), {
    name: 'RichApi.Error',
    code: 'InvalidOperationInCellEditMode',
  });
  return [
    ['PartSpecError', new core.PartSpecError('The download address has expired.', { status: 403 })],
    ['MissingApiKeyError', new core.MissingApiKeyError()],
    ['InvalidApiKeyError', new core.InvalidApiKeyError()],
    ['ApiKeyRefusedError', new core.ApiKeyRefusedError()],
    ['AccessTokenError missing', new core.AccessTokenError('missing')],
    ['AccessTokenError invalid', new core.AccessTokenError('invalid')],
    ['AccessTokenError refused', new core.AccessTokenError('refused')],
    ['AccessTokenError unavailable', new core.AccessTokenError('unavailable', { cause: new Error('popup closed') })],
    ['AccessTokenError signInRequired', new core.AccessTokenError('signInRequired')],
    [
      'NetworkError',
      new core.NetworkError('https://pis.example.com', 4, undefined, { reason: 'the connection was refused' }),
    ],
    ['NetworkError once', new core.NetworkError('https://pis.example.com', 1, undefined)],
    ['TimeoutError', new core.TimeoutError(30_000, 4)],
    ['TimeoutError fileIdle', new core.TimeoutError(60_000, 1, 'fileIdle')],
    ['TimeoutError fileDeadline', new core.TimeoutError(1_200_000, 3, 'fileDeadline')],
    ['RateLimitError', new core.RateLimitError(9)],
    ['ServiceError', new core.ServiceError(502, 4)],
    ['ServiceError once', new core.ServiceError(500, 1)],
    ['BadRequestError', new core.BadRequestError('Invalid $filter: Unknown search item "Colour" (at position 1)')],
    ['NotFoundError', new core.NotFoundError('/api/v2/products')],
    ['ResponseFormatError', new core.ResponseFormatError('HasMoreHits is missing', 200)],
    [
      'ResponseFormatError truncated',
      new core.ResponseFormatError('the answer was cut off before its end', 200, { truncated: true }),
    ],
    [
      'RedirectRefusedError',
      new core.RedirectRefusedError({ redirectStatus: 302, location: 'http://127.0.0.1:9/v2/products' }),
    ],
    ['RedirectRefusedError hidden', new core.RedirectRefusedError()],
    ['ServiceUrlError notWebAddress', new core.ServiceUrlError('notWebAddress')],
    [
      'ServiceUrlError credentialsInAddress',
      new core.ServiceUrlError('credentialsInAddress', 'https://pis.example.com'),
    ],
    ['ServiceUrlError queryInAddress', new core.ServiceUrlError('queryInAddress', 'https://pis.example.com')],
    ['UrlTooLongError', new core.UrlTooLongError(12_000)],
    ['UrlTooLongError not sent', new core.UrlTooLongError(9_000, { sent: false, limit: 8_000 })],
    ['InvalidPartnoError', new core.InvalidPartnoError(["O'CM", 'A|B'])],
    ['InvalidPartnoError bidi', new core.InvalidPartnoError(['GRM188\u202ER61'])],
    ['FilterError', new core.FilterError('Unknown search item "Colour"; did you mean Color?', 26, 'x')],
    ['UnsafeValueError quote', new core.UnsafeValueError('x', 'Partno', "O'CM", { reason: 'quote' })],
    ['UnsafeValueError separator', new core.UnsafeValueError('x', 'Partno', 'A|B', { reason: 'separator' })],
    ['UnsafeValueError empty', new core.UnsafeValueError('x', 'Partno', '', { reason: 'empty' })],
    ['UnsafeValueError notSearchItem', new core.UnsafeValueError('x', 'Colour', 'red', { reason: 'notSearchItem' })],
    [
      'UnsafeValueError wrongType',
      new core.UnsafeValueError('x', 'Capacitance', '1uF', { reason: 'wrongType', itemType: 'double' }),
    ],
    [
      'UnsafeValueError operator',
      new core.UnsafeValueError('x', 'Capacitance', 1, {
        reason: 'operator',
        operator: 'contains',
        itemType: 'double',
      }),
    ],
    ['UnsafeValueError noValues', new core.UnsafeValueError('x', 'Partno', [], { reason: 'noValues' })],
    ['UnsafeValueError notFinite', new core.UnsafeValueError('x', 'Capacitance', Infinity, { reason: 'notFinite' })],
    [
      'UnsafeValueError brokenCharacter',
      new core.UnsafeValueError('x', 'Partno', 'A\uD800', { reason: 'brokenCharacter' }),
    ],
    ['UnsafeValueError unknownKind', new core.UnsafeValueError('x', 'Partno', 1, { reason: 'unknownKind' })],
    ['UnsafeValueError other', new core.UnsafeValueError('x', 'Partno', 'A', {})],
    ['UnknownFieldError', new core.UnknownFieldError('x', 'Capacitence', ['Capacitance', 'CapacitanceText'])],
    ['UnknownFieldError far', new core.UnknownFieldError('x', 'Zzzz')],
    ['UnknownFieldError empty', new core.UnknownFieldError('x', '  ')],
    [
      'UnknownFieldError misplaced',
      new core.UnknownFieldError('x', 'ComplianceInfo.Capacitance', ['Capacitance'], { field: 'Capacitance' }),
    ],
    ['DescriptionError', new core.DescriptionError('C_ZZZ_0402 hello', ['C_ZZZ', 'hello'])],
    ['DescriptionError many', new core.DescriptionError('a b c d e f g', ['a', 'b', 'c', 'd', 'e', 'f', 'g'])],
    ['DescriptionError none', new core.DescriptionError('0402 X7R 16V', [])],
    [
      'IncompleteLookupError',
      new core.IncompleteLookupError(new Map([['A', undefined]]), ['B', 'C'], new core.ServiceError(503, 9)),
    ],
    ['IncompleteSearchError', new core.IncompleteSearchError([], continuation, new core.TimeoutError(30_000, 9))],
    [
      'SettingsError notWebAddress',
      new settings.SettingsError('x', 'serviceUrl', { problem: 'notWebAddress', given: 'ftp://x' }),
    ],
    [
      'SettingsError credentialsInAddress',
      new settings.SettingsError('x', 'serviceUrl', {
        problem: 'credentialsInAddress',
        given: 'https://pis.example.com',
      }),
    ],
    [
      'SettingsError unknownLanguage',
      new settings.SettingsError('x', 'lang', { problem: 'unknownLanguage', given: 'fr' }),
    ],
    [
      'SettingsError queryInAddress',
      new settings.SettingsError('x', 'serviceUrl', { problem: 'queryInAddress', given: 'https://pis.example.com' }),
    ],
    ['SettingsError rateNotPositive', new settings.SettingsError('x', 'ratePerSecond', { given: '0' })],
    ['SettingsError burstNotWhole', new settings.SettingsError('x', 'burst', { given: '2.5' })],
    [
      'SettingsError rateTooHigh',
      new settings.SettingsError('x', 'ratePerSecond', { problem: 'rateTooHigh', given: '5000' }),
    ],
    [
      'SettingsError burstTooLarge',
      new settings.SettingsError('x', 'burst', { problem: 'burstTooLarge', given: '99999999' }),
    ],
    ['SettingsError unknownSnapshotMode', new settings.SettingsError('x', 'snapshotMode', { given: 'sometimes' })],
    ['SettingsError ageNotPositive', new settings.SettingsError('x', 'snapshotMaxAgeHours', { given: '-1' })],
    ['NotInSnapshotsError', new core.NotInSnapshotsError(['inductors'], 'en')],
    ['NotInSnapshotsError several', new core.NotInSnapshotsError(['ceramicCapacitorsSMD', 'inductors'], 'ja')],
    [
      'SnapshotStoreError quotaExceeded',
      new snapshots.SnapshotStoreError('save', {
        problem: 'quotaExceeded',
        category: 'inductors',
        lang: 'en',
        cause: Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' }),
      }),
    ],
    ['SnapshotStoreError unavailable', new snapshots.SnapshotStoreError('open', { problem: 'unavailable' })],
    [
      'SnapshotStoreError refused',
      new snapshots.SnapshotStoreError('delete', {
        category: 'ceramicCapacitorsLead',
        lang: 'zh',
        cause: new Error('The transaction was aborted.'),
      }),
    ],
    ['CellEditModeError read', new workbook.CellEditModeError('read', { cause: excelSaid })],
    ['CellEditModeError write', new workbook.CellEditModeError('write', { cause: excelSaid })],
    [
      'PartialWriteError cellEditMode',
      new workbook.PartialWriteError({
        rowsWritten: 1200,
        totalRows: 2345,
        headerWritten: true,
        range: RANGE,
        cause: new workbook.CellEditModeError('write', { cause: excelSaid }),
      }),
    ],
    [
      'PartialWriteError refused',
      new workbook.PartialWriteError({
        rowsWritten: 1200,
        totalRows: 2345,
        headerWritten: true,
        range: RANGE,
        cause: new Error('RichApi.Error: The request payload size has exceeded the limit.'),
      }),
    ],
    ['OccupiedRangeError', new workbook.OccupiedRangeError(RANGE)],
    ['OccupiedRangeError tables', new workbook.OccupiedRangeError(RANGE, { values: true, tables: ['Parts', 'Old'] })],
    ['SelectionError', new workbook.SelectionError()],
    ['SheetNotFoundError', new workbook.SheetNotFoundError('BOM')],
    ['RecordTooLargeError', new workbook.RecordTooLargeError('bom-history')],
    ['InvalidRangeError', new workbook.InvalidRangeError('A range needs at least one row.', { range: RANGE })],
    ['BomRefreshError', new bomRefresh.BomRefreshError({ kind: 'noColumns' })],
    [
      'BomRefreshError notABom',
      new bomRefresh.BomRefreshError({ kind: 'notABom', layout: { kind: 'notAHeader', text: 'Component' } }),
    ],
    ['BomRefreshError noBuilds', new bomRefresh.BomRefreshError({ kind: 'noBuilds' })],
    ['BomRefreshError noQuantityColumn', new bomRefresh.BomRefreshError({ kind: 'noQuantityColumn' })],
    ['BomRefreshError valueCellsNotSelected', new bomRefresh.BomRefreshError({ kind: 'valueCellsNotSelected' })],
    ['BomRefreshError noLines', new bomRefresh.BomRefreshError({ kind: 'noLines', header: 'Value' })],
    ['BomRefreshError noValues', new bomRefresh.BomRefreshError({ kind: 'noValues', header: 'Ref' })],
    [
      'BomRefreshError footprintNotFound',
      new bomRefresh.BomRefreshError({
        kind: 'footprintNotFound',
        footprint: 'FP',
        headers: ['Ref', 'Footprint'],
        firstColumn: 0,
        lastColumn: 3,
      }),
    ],
    ['SheetLeftError', new sheetLeft.SheetLeftError('Search (2)', new core.RateLimitError(3))],
    ['DownloadRefusedError expired', new core.DownloadRefusedError('expired', 403)],
    ['DownloadRefusedError refused', new core.DownloadRefusedError('refused', 403)],
    ['DownloadRefusedError gone', new core.DownloadRefusedError('gone', 404)],
    ['DownloadRefusedError failed', new core.DownloadRefusedError('failed', 503)],
    ['CannotPageError urlLimit', new core.CannotPageError('urlLimit', { partno: 'GRM188R61', maxUrlLength: 8000 })],
    ['CannotPageError noProducts', new core.CannotPageError('noProducts')],
    ['CannotPageError outOfOrder', new core.CannotPageError('outOfOrder', { partno: 'A', previous: 'B' })],
    ['UnexpectedStatusError', new core.UnexpectedStatusError(418, "I'm a teapot")],
    ['SnapshotsUnavailableError noWebCrypto', new core.SnapshotsUnavailableError('noWebCrypto')],
    ['SnapshotsUnavailableError off', new core.SnapshotsUnavailableError('off')],
    ['SnapshotDamagedError', new core.SnapshotDamagedError('inductors', 'ja', 'checksum')],
  ];
}

/** The error with its message replaced: the layers above must not notice. */
export function tampered<T extends Error>(error: T): T {
  Object.defineProperty(error, 'message', { value: 'TAMPERED: not what happened.' });
  return error;
}
