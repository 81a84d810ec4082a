import {
  durationText,
  isPartSpecError,
  type InvalidPartnoError,
  type NetworkError,
  type NotInSnapshotsError,
  type PartSpecError,
  type RefusedCharacter,
  refusedCharacterName,
  shortList,
  type TimeoutError,
  type UnknownFieldError,
  type UnsafeValueError,
  type UrlTooLongError,
  visiblePartno,
} from '../../core';
import { asAddInFailure, type AddInFailure } from '../../office/OfficeFailure';
import type { SettingsError } from '../../office/settings';
import type { SnapshotStoreError } from '../../office/snapshots';
import {
  type CellEditModeError,
  isCellEditModeError,
  type OccupiedRangeError,
  type PartialWriteError,
  type RangeContents,
  rangeA1,
} from '../../office/workbook';
import { t } from '../i18n/i18n';
import { type BomRefreshError, isBomRefreshError } from '../jobs/errors/BomRefreshError';
import { isSheetLeftError, type SheetLeftError } from '../jobs/errors/SheetLeftError';
import { categoryInText } from './categoryChoices';

// The pane's words for every PartSpec error, chosen from the error's fields and never from its message:
// core's messages name no screen, and the pane is where "Open Settings" means something. Only an error
// that carries nothing but its sentence (a plain PartSpecError, a BomRefreshError, an InvalidRangeError)
// is shown as it was written. The words are the `errors` texts of the display language (i18n/en/errors.ts).

/** Longest value repeated in quotes: enough to recognise it, never a page. */
const MAX_SHOWN = 60;

/** Two sentences (or more), one after the other, as the display language writes them. */
export function sentences(first: string, ...next: string[]): string {
  return next.reduce((text, sentence) => t('errors.sentences', { first: text, next: sentence }), first);
}

/** Items as a list in the display language: `"A", "B" and "C"`. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t('errors.listLast', {
    items: items.slice(0, -1).join(t('errors.listSeparator')),
    last: items[items.length - 1],
  });
}

/** A value in the quotes of the display language, cut when long. */
function quoted(value: string): string {
  return t('errors.quoted', { value: shown(value) });
}

/**
 * Excel answers no add-in while a cell is being edited (CellEditModeError, or a PartialWriteError for that
 * reason): what was done, from the error's fields, and how to go on.
 */
function cellEditModeWords(error: CellEditModeError | PartialWriteError): string {
  return sentences(cellEditModeDone(error), t('errors.cellEdit.leave'));
}

function cellEditModeDone(error: CellEditModeError | PartialWriteError): string {
  if (isCellEditModeError(error)) {
    return error.access === 'read' ? t('errors.cellEdit.read') : t('errors.cellEdit.write');
  }
  const range = rangeA1(error.range);
  if (!error.headerWritten) return t('errors.cellEdit.nothingWritten');
  if (allWritten(error)) return t('errors.cellEdit.allWritten', { total: error.totalRows, range });
  return t('errors.cellEdit.stopped', { range, written: error.rowsWritten, total: error.totalRows });
}

function allWritten(error: PartialWriteError): boolean {
  return error.headerWritten && error.totalRows > 0 && error.rowsWritten === error.totalRows;
}

/** Excel refused a write for another reason than a cell being edited: what is in place, what Excel said. */
function refusedWriteWords(error: PartialWriteError): string {
  const range = rangeA1(error.range);
  const { excelSaid } = error;
  if (allWritten(error)) return t('errors.refusedWrite.allWritten', { total: error.totalRows, range, excelSaid });
  return error.headerWritten
    ? t('errors.refusedWrite.stopped', { range, written: error.rowsWritten, total: error.totalRows, excelSaid })
    : t('errors.refusedWrite.nothingWritten', { excelSaid });
}

/**
 * What `range` holds that keeps PartSpec from writing there, as a clause: `Sheet1!A1:C4 holds values and
 * overlaps the Excel table "Parts"`. For the pane's questions and summaries about occupied cells.
 */
export function occupiedText(range: string, contents: RangeContents): string {
  const { tables } = contents;
  if (tables.length === 0) return t('errors.contents.values', { range });
  const names = listed(tables.map((name) => t('errors.quoted', { value: name })));
  const values = { range, tables: names, count: tables.length };
  return contents.values ? t('errors.contents.valuesAndTables', values) : t('errors.contents.tables', values);
}

function occupiedWords(error: OccupiedRangeError): string {
  const range = rangeA1(error.range);
  if (error.tables.length === 0) return t('errors.occupied.values', { range });
  return t('errors.occupied.tables', {
    contents: occupiedText(range, { values: error.holdsValues, tables: error.tables }),
    count: error.tables.length,
  });
}

export interface DescribeOptions {
  /** The words are shown in Settings itself: they say "above", not "Open Settings". */
  readonly inSettings?: boolean;
}

/**
 * Where the user fixes a setting, as the i18next context of the texts that name it: `inSettings` for the
 * words of Settings itself ("above"), none elsewhere ("Open Settings", "in Settings").
 */
type Place = { readonly context?: 'inSettings' };

const ELSEWHERE: Place = {};
const IN_SETTINGS: Place = { context: 'inSettings' };

/** `Could not reach the service at https://…` and, when there was more than one, how many attempts. */
function networkStart(error: NetworkError): string {
  return error.attempts > 1
    ? t('errors.network.startAfter', { origin: error.origin, attempts: error.attempts })
    : t('errors.network.start', { origin: error.origin });
}

/** The origin of the pane's page (the add-in's server, with its relay), where there is a page. */
function pageOrigin(): string | undefined {
  // This file is also compiled without the DOM library (the functions' and tests' tsconfig).
  return (globalThis as { location?: { readonly origin?: string } }).location?.origin;
}

function networkWords(error: NetworkError, where: Place): string {
  const start = networkStart(error);
  if (error.browserGaveNoReason) {
    // The page's own origin is the add-in's server and its relay: no CORS there, so it did not answer.
    if (error.origin === pageOrigin()) return t('errors.network.relayNoReason', { start });
    // The browser says "Failed to fetch" for a refused CORS request as for an address that does not
    // answer; a pane on another origin than the service meets the first, since the service sends no CORS headers.
    return t('errors.network.noReason', { start, ...where });
  }
  // The reason is core's (failureReason): a clause in English, with nothing else to word it from.
  return error.reason
    ? t('errors.network.failedBecause', { start, reason: error.reason, ...where })
    : t('errors.network.failed', { start, ...where });
}

function timeoutWords(error: TimeoutError, where: Place): string {
  const attempts = error.attempts === 1 ? '' : t('errors.timeout.attempts', { attempts: error.attempts });
  const values = { time: durationText(error.timeoutMs), attempts };
  switch (error.subject) {
    case 'fileIdle':
      return t('errors.timeout.fileIdle', values);
    case 'fileDeadline':
      return t('errors.timeout.fileDeadline', values);
    default:
      return t('errors.timeout.answer', { ...values, ...where });
  }
}

function urlTooLongWords(error: UrlTooLongError): string {
  const { length, limit } = error;
  if (error.sent) return t('errors.urlTooLong.sent', { length });
  return limit === undefined
    ? t('errors.urlTooLong.notSent', { length })
    : t('errors.urlTooLong.notSentLimit', { length, limit });
}

function settingsWords(error: SettingsError): string {
  const given = error.given === undefined ? undefined : shown(error.given);
  const problem = ((): string => {
    switch (error.problem) {
      case 'notWebAddress':
        return given === undefined
          ? t('errors.settings.notWebAddress')
          : t('errors.settings.notWebAddressGiven', { given });
      case 'credentialsInAddress':
        return error.given === undefined
          ? t('errors.settings.credentialsInAddress')
          : t('errors.settings.credentialsInAddressGiven', { given: error.given });
      case 'queryInAddress':
        return error.given === undefined
          ? t('errors.settings.queryInAddress')
          : t('errors.settings.queryInAddressGiven', { given: error.given });
      case 'unknownLanguage':
        return given === undefined
          ? t('errors.settings.unknownLanguage')
          : t('errors.settings.unknownLanguageGiven', { given });
      case 'rateNotPositive':
        return given === undefined
          ? t('errors.settings.rateNotPositive')
          : t('errors.settings.rateNotPositiveGiven', { given });
      case 'burstNotWhole':
        return given === undefined
          ? t('errors.settings.burstNotWhole')
          : t('errors.settings.burstNotWholeGiven', { given });
      case 'unknownSnapshotMode':
        return given === undefined
          ? t('errors.settings.unknownSnapshotMode')
          : t('errors.settings.unknownSnapshotModeGiven', { given });
      case 'ageNotPositive':
        return given === undefined
          ? t('errors.settings.ageNotPositive')
          : t('errors.settings.ageNotPositiveGiven', { given });
      default:
        return t('errors.settings.unusable', { setting: settingName(error.setting) });
    }
  })();
  return t('errors.settings.notSaved', { problem });
}

/** A setting as the messages name it: `API key`, `request rate`. */
function settingName(setting: string): string {
  switch (setting) {
    case 'apiKey':
    case 'serviceUrl':
    case 'lang':
    case 'ratePerSecond':
    case 'burst':
    case 'snapshotMode':
    case 'snapshotMaxAgeHours':
      return t(`errors.settings.names.${setting}`);
    default:
      return t('errors.settings.names.other');
  }
}

/** A value as the pane repeats it: text cut when long, lists as their values in quotes, others as written. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 1)}…` : value;
  if (Array.isArray(value)) return value.map((one) => quoted(String(one))).join(t('errors.listSeparator'));
  return String(value);
}

/** Offline, no kept snapshot of the categories that may hold the answer: which, and how to get one. */
function notInSnapshotsWords(error: NotInSnapshotsError, where: Place): string {
  return t('errors.notInSnapshots', {
    categories: listed(error.missing.map((category) => categoryInText(category))),
    lang: error.lang,
    count: error.missing.length,
    ...where,
  });
}

/** What the snapshot store could not do (with the snapshot's name when it has one), then why. */
function snapshotStoreWords(error: SnapshotStoreError, where: Place): string {
  const { operation, category, lang } = error;
  const done =
    operation === 'open' || operation === 'list'
      ? t(`errors.snapshotStore.${operation}`)
      : category !== undefined && lang !== undefined
        ? t(`errors.snapshotStore.${operation}`, { category: categoryInText(category), lang })
        : t(`errors.snapshotStore.${operation}Any`);
  return sentences(done, t(`errors.snapshotStore.${error.problem}`, where));
}

function unsafeValueWords(error: UnsafeValueError): string {
  const { item } = error;
  const value = typeof error.value === 'string' ? quoted(error.value) : shown(error.value);
  switch (error.reason) {
    case 'notSearchItem':
      return t('errors.unsafeValue.notSearchItem', { item: shown(item) });
    case 'wrongType':
      return error.itemType
        ? t('errors.unsafeValue.wrongType', { item, value, takes: t(`errors.unsafeValue.takes.${error.itemType}`) })
        : t('errors.unsafeValue.wrongTypeUnknown', { item, value });
    case 'operator':
      return t('errors.unsafeValue.operator', { item, operator: shown(error.operator ?? '') });
    case 'noValues':
      return t('errors.unsafeValue.noValues', { item });
    case 'empty':
      return t('errors.unsafeValue.empty', { item });
    case 'quote':
      return t('errors.unsafeValue.quote', { item, value });
    case 'separator':
      return t('errors.unsafeValue.separator', { item, value });
    case 'brokenCharacter':
      return t('errors.unsafeValue.brokenCharacter', { item, value });
    case 'notFinite':
      return t('errors.unsafeValue.notFinite', { item, value });
    case 'unknownKind':
      return t('errors.unsafeValue.unknownKind', { item });
    default:
      return t('errors.unsafeValue.other', { item, value });
  }
}

function unknownFieldWords(error: UnknownFieldError): string {
  const name = error.given.trim();
  if (name === '') return t('errors.unknownField.empty');
  if (error.field !== undefined) return t('errors.unknownField.notUnder', { name: shown(name), field: error.field });
  return error.suggestions.length > 0
    ? t('errors.unknownField.didYouMean', {
        name: shown(name),
        suggestions: error.suggestions.join(t('errors.listSeparator')),
      })
    : t('errors.unknownField.none', { name: shown(name) });
}

/** A refused character as the pane names it: a visible one in quotes, an invisible one by code and name. */
function refusedCharacterText(character: RefusedCharacter): string {
  const name = refusedCharacterName(character);
  return name === character.character ? t('errors.quoted', { value: name }) : name;
}

/**
 * Part numbers a lookup refused, each with the character that keeps it from being sent: one named with
 * why, or the first few of several. Invisible characters show as � (visiblePartno), so that a part number
 * holding RIGHT-TO-LEFT OVERRIDE cannot turn the message around it.
 */
function invalidPartnoWords(error: InvalidPartnoError): string {
  const shownPartno = (partno: string): string => t('errors.quoted', { value: visiblePartno(partno) });
  const [only] = error.refused;
  if (error.refused.length === 1 && only.character) {
    const { character } = only;
    return t('errors.invalidPartno.one', {
      partno: shownPartno(only.partno),
      character: refusedCharacterText(character),
      position: character.position + 1,
      why: t(`errors.invalidPartno.why.${character.kind}`),
    });
  }
  const list = shortList(error.refused);
  const first = list.shown
    .map(({ partno, character }) =>
      character
        ? t('errors.invalidPartno.each', {
            partno: shownPartno(partno),
            character: refusedCharacterText(character),
            position: character.position + 1,
          })
        : shownPartno(partno),
    )
    .join(t('errors.listSeparator'));
  const partnos = list.more > 0 ? t('errors.morePartnos', { partnos: first, count: list.more }) : first;
  return t('errors.invalidPartno.several', { partnos });
}

/** Every failure the pane words: core's and office's, and the pane's jobs' own. */
type PaneFailure = AddInFailure | BomRefreshError | SheetLeftError;

/**
 * The error as a member of the pane's closed set, or undefined: a bare PartSpecError (an invariant of
 * PartSpec's own broken), or one of a class this copy of the code does not know.
 */
function asPaneFailure(error: PartSpecError): PaneFailure | undefined {
  if (isBomRefreshError(error) || isSheetLeftError(error)) return error;
  return asAddInFailure(error);
}

/**
 * The pane's words for a failure, from its fields: one case for each failure of core, office and the jobs.
 * The `never` at the end makes a new error class fail to compile until it has the pane's words.
 */
function failureWords(failure: PaneFailure, where: Place): string {
  switch (failure.name) {
    case 'MissingApiKeyError':
      return t('errors.apiKey.missing', where);
    case 'InvalidApiKeyError':
      return t('errors.apiKey.invalid', where);
    case 'ApiKeyRefusedError':
      return t('errors.apiKey.refused', where);
    case 'NetworkError':
      return networkWords(failure, where);
    case 'TimeoutError':
      return timeoutWords(failure, where);
    case 'IncompleteSearchError':
      return sentences(t('errors.incompleteSearch', { count: failure.products.length }), describeError(failure.cause));
    case 'IncompleteLookupError': {
      const failed = failure.failed.length;
      return sentences(
        t('errors.incompleteLookup', { failed, total: failed + failure.found.size }),
        describeError(failure.cause),
      );
    }
    case 'RateLimitError':
      return t('errors.rateLimit', where);
    case 'ServiceError':
      return failure.attempts === 1
        ? t('errors.service', { status: failure.status })
        : t('errors.serviceAttempts', { status: failure.status, attempts: failure.attempts });
    case 'UnexpectedStatusError':
      return t('errors.unexpectedStatus', { status: failure.status, ...where });
    case 'BadRequestError':
      // The service's own words: data, shown in the language the service wrote them in.
      return t('errors.badRequest', { message: clause(failure.serviceMessage) });
    case 'NotFoundError':
      return t('errors.notFound', { what: failure.what, ...where });
    case 'ResponseFormatError':
      // `problem` is core's clause (in English): nothing else says what was wrong with the answer.
      return failure.truncated
        ? t('errors.responseFormat.truncated', { problem: failure.problem })
        : t('errors.responseFormat.other', { problem: failure.problem, ...where });
    case 'UrlTooLongError':
      return urlTooLongWords(failure);
    case 'CannotPageError':
      return failure.reason === 'urlLimit' ? t('errors.cannotPage.urlLimit') : t('errors.cannotPage.other');
    case 'DownloadRefusedError':
      return t(`errors.downloadRefused.${failure.reason}`, { status: failure.status });
    case 'InvalidPartnoError':
      return invalidPartnoWords(failure);
    case 'SettingsError':
      return settingsWords(failure);
    case 'ServiceUrlError':
      // What to enter instead; the address itself is never repeated, a pasted key may be in it.
      return failure.problem === 'notWebAddress'
        ? t('errors.serviceUrl', where)
        : t(`errors.serviceUrlProblem.${failure.problem}`, where);
    case 'RedirectRefusedError':
      return failure.location === undefined
        ? t('errors.redirect.unknown', where)
        : t('errors.redirect.to', { location: failure.location, ...where });
    case 'NotInSnapshotsError':
      return notInSnapshotsWords(failure, where);
    case 'SnapshotDamagedError':
      return t('errors.snapshotDamaged', { category: categoryInText(failure.category), lang: failure.lang });
    case 'SnapshotsUnavailableError':
      return t(`errors.snapshotsUnavailable.${failure.reason}`);
    case 'SnapshotStoreError':
      return snapshotStoreWords(failure, where);
    case 'FilterError':
      // `problem` is the parser's clause (in English), with no fields to word it from: shown as written.
      return t('errors.filter', { problem: failure.problem, position: failure.position + 1 });
    case 'UnsafeValueError':
      return unsafeValueWords(failure);
    case 'UnknownFieldError':
      return unknownFieldWords(failure);
    case 'CellEditModeError':
      return cellEditModeWords(failure);
    case 'PartialWriteError':
      return failure.reason === 'cellEditMode' ? cellEditModeWords(failure) : refusedWriteWords(failure);
    case 'OccupiedRangeError':
      return occupiedWords(failure);
    case 'SelectionError':
      return t('errors.selection');
    case 'SheetNotFoundError':
      return t('errors.sheetNotFound', { sheet: failure.sheet });
    case 'SheetLeftError':
      return sentences(describeError(failure.cause), t('jobs.write.sheetLeft', { sheet: failure.sheet }));
    case 'InvalidRangeError':
    case 'BomRefreshError':
      // Their sentence is all they carry, written by the pane or the workbook to be read as it is.
      return failure.message;
    default:
      return unworded(failure);
  }
}

/** Reached only when a failure of the closed set has no case above: tsc refuses to compile that. */
function unworded(failure: never): never {
  throw new Error(`No words for ${(failure as { name: string }).name}`);
}

/** A sentence without its final period, so that another can follow it. */
function clause(text: string): string {
  return text.trim().replace(/[.\s]+$/, '');
}

/**
 * Any thrown value as a message for the pane that says what happened and what to do next. The client's
 * errors never carry the API key, and nothing here adds it: a message may be copied into a support ticket.
 */
export function describeError(error: unknown, options: DescribeOptions = {}): string {
  if (isPartSpecError(error)) {
    const failure = asPaneFailure(error);
    // A bare PartSpecError, or another copy's class this one does not know: its sentence is all it has.
    return failure ? failureWords(failure, options.inSettings ? IN_SETTINGS : ELSEWHERE) : error.message;
  }
  if (isAbort(error)) return t('errors.cancelled');
  const text = error instanceof Error ? clause(error.message) : clause(String(error));
  return text === '' ? t('errors.unexpected') : t('errors.unexpectedWith', { message: text });
}

/** What the pane can offer beside the message: a button to Settings, or to try again. */
export function suggestedAction(error: unknown): 'openSettings' | 'retry' | undefined {
  if (!isPartSpecError(error)) return undefined;
  const failure = asPaneFailure(error);
  if (failure) return failureAction(failure);
  // A bare PartSpecError, or another copy's class this one does not know: what its cause calls for, if any.
  return isPartSpecError(error.cause) ? suggestedAction(error.cause) : undefined;
}

/** One case for each failure, as failureWords: a new error class fails to compile until it has its action. */
function failureAction(failure: PaneFailure): 'openSettings' | 'retry' | undefined {
  switch (failure.name) {
    // The key, the service URL, or Snapshots set to Offline (Settings is where they go back to Auto).
    case 'MissingApiKeyError':
    case 'InvalidApiKeyError':
    case 'ApiKeyRefusedError':
    case 'NetworkError':
    case 'SettingsError':
    case 'ServiceUrlError':
    case 'RedirectRefusedError':
    case 'UnexpectedStatusError':
    case 'NotInSnapshotsError':
      return 'openSettings';
    case 'SnapshotStoreError':
      // A full storage: Settings is where snapshots are deleted.
      if (failure.problem === 'quotaExceeded') return 'openSettings';
      return failure.problem === 'blocked' || failure.problem === 'refused' ? 'retry' : undefined;
    // A job that stopped part-way: what its cause calls for, and trying again at the least.
    case 'IncompleteSearchError':
    case 'IncompleteLookupError':
      return suggestedAction(failure.cause) ?? 'retry';
    case 'TimeoutError':
    case 'RateLimitError':
    case 'ServiceError':
    case 'PartialWriteError':
    case 'CellEditModeError':
      return 'retry';
    case 'DownloadRefusedError':
      return failure.reason === 'failed' && failure.status >= 500 ? 'retry' : undefined;
    case 'ResponseFormatError':
      // A cut-off answer may arrive whole next time; one of another form will not.
      return failure.truncated ? 'retry' : undefined;
    // A message wrapped around another failure (a BOM left unwritten, a sheet left behind): that failure's action.
    case 'BomRefreshError':
    case 'SheetLeftError':
      return suggestedAction(failure.cause);
    case 'BadRequestError':
    case 'CannotPageError':
    case 'FilterError':
    case 'InvalidPartnoError':
    case 'InvalidRangeError':
    case 'NotFoundError':
    case 'OccupiedRangeError':
    case 'SelectionError':
    case 'SheetNotFoundError':
    case 'SnapshotDamagedError':
    case 'SnapshotsUnavailableError':
    case 'UnknownFieldError':
    case 'UnsafeValueError':
    case 'UrlTooLongError':
      return undefined;
    default:
      return unworded(failure);
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
