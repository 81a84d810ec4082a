import {
  durationText,
  isApiKeyRefusedError,
  isBadRequestError,
  isFilterError,
  isIncompleteLookupError,
  isIncompleteSearchError,
  isInvalidApiKeyError,
  isInvalidPartnoError,
  isMissingApiKeyError,
  isNetworkError,
  isNotInSnapshotsError,
  isNotFoundError,
  isPartSpecError,
  isRateLimitError,
  isRedirectRefusedError,
  isResponseFormatError,
  isServiceError,
  isServiceUrlError,
  isTimeoutError,
  isUnknownFieldError,
  isUnsafeValueError,
  isUrlTooLongError,
  type InvalidPartnoError,
  type NetworkError,
  type NotInSnapshotsError,
  type PartSpecError,
  type RefusedCharacter,
  type TimeoutError,
  type UnknownFieldError,
  type UnsafeValueError,
  type UrlTooLongError,
  visiblePartno,
} from '../../core';
import { isSettingsError, type SettingsError } from '../../office/settings';
import { isSnapshotStoreError, type SnapshotStoreError } from '../../office/snapshots';
import {
  type CellEditModeError,
  isCellEditModeError,
  isOccupiedRangeError,
  isPartialWriteError,
  isSelectionError,
  isSheetNotFoundError,
  type OccupiedRangeError,
  type PartialWriteError,
  type RangeContents,
  rangeA1,
} from '../../office/workbook';
import { t } from '../i18n/i18n';
import { categoryInText } from './categoryChoices';

// The pane's words for every PartSpec error, chosen from the error's fields and never from its message:
// core's messages name no screen, and the pane is where "Open Settings" means something. Only an error
// that carries nothing but its sentence (a plain PartSpecError, a BomRefreshError, an InvalidRangeError)
// is shown as it was written. The words are the `errors` texts of the display language (i18n/en/errors.ts).

/** Longest value repeated in quotes: enough to recognise it, never a page. */
const MAX_SHOWN = 60;

/** Part numbers named in a message before "and 3 more". */
const PARTNOS_SHOWN = 5;

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
  switch (character.kind) {
    case 'control':
    case 'bidi':
      return `${character.code} ${character.name}`;
    case 'loneSurrogate':
      return character.code;
    default:
      return t('errors.quoted', { value: character.character });
  }
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
  const first = error.refused
    .slice(0, PARTNOS_SHOWN)
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
  const more = error.refused.length - PARTNOS_SHOWN;
  const partnos = more > 0 ? t('errors.morePartnos', { partnos: first, count: more }) : first;
  return t('errors.invalidPartno.several', { partnos });
}

/** The pane's words for a PartSpec error, from its fields. */
function partSpecWords(error: PartSpecError, where: Place): string {
  if (isMissingApiKeyError(error)) return t('errors.apiKey.missing', where);
  if (isInvalidApiKeyError(error)) return t('errors.apiKey.invalid', where);
  if (isApiKeyRefusedError(error)) return t('errors.apiKey.refused', where);
  if (isNetworkError(error)) return networkWords(error, where);
  if (isTimeoutError(error)) return timeoutWords(error, where);
  if (isIncompleteSearchError(error)) {
    return sentences(t('errors.incompleteSearch', { count: error.products.length }), describeError(error.cause));
  }
  if (isIncompleteLookupError(error)) {
    const failed = error.failed.length;
    return sentences(
      t('errors.incompleteLookup', { failed, total: failed + error.found.size }),
      describeError(error.cause),
    );
  }
  if (isRateLimitError(error)) return t('errors.rateLimit', where);
  if (isServiceError(error)) {
    return error.attempts === 1
      ? t('errors.service', { status: error.status })
      : t('errors.serviceAttempts', { status: error.status, attempts: error.attempts });
  }
  if (isBadRequestError(error)) {
    // The service's own words: data, shown in the language the service wrote them in.
    return t('errors.badRequest', { message: clause(error.serviceMessage) });
  }
  if (isNotFoundError(error)) return t('errors.notFound', { what: error.what, ...where });
  if (isResponseFormatError(error)) {
    // `problem` is core's clause (in English): nothing else says what was wrong with the answer.
    return error.truncated
      ? t('errors.responseFormat.truncated', { problem: error.problem })
      : t('errors.responseFormat.other', { problem: error.problem, ...where });
  }
  if (isUrlTooLongError(error)) return urlTooLongWords(error);
  if (isInvalidPartnoError(error)) return invalidPartnoWords(error);
  if (isSettingsError(error)) return settingsWords(error);
  if (isServiceUrlError(error)) {
    // What to enter instead; the address itself is never repeated, a pasted key may be in it.
    return error.problem === 'notWebAddress'
      ? t('errors.serviceUrl', where)
      : t(`errors.serviceUrlProblem.${error.problem}`, where);
  }
  if (isRedirectRefusedError(error)) {
    return error.location === undefined
      ? t('errors.redirect.unknown', where)
      : t('errors.redirect.to', { location: error.location, ...where });
  }
  if (isNotInSnapshotsError(error)) return notInSnapshotsWords(error, where);
  if (isSnapshotStoreError(error)) return snapshotStoreWords(error, where);
  if (isFilterError(error)) {
    // `problem` is the parser's clause (in English), with no fields to word it from: shown as written.
    return t('errors.filter', { problem: error.problem, position: error.position + 1 });
  }
  if (isUnsafeValueError(error)) return unsafeValueWords(error);
  if (isUnknownFieldError(error)) return unknownFieldWords(error);
  if (isCellEditModeError(error)) return cellEditModeWords(error);
  if (isPartialWriteError(error)) {
    return error.reason === 'cellEditMode' ? cellEditModeWords(error) : refusedWriteWords(error);
  }
  if (isOccupiedRangeError(error)) return occupiedWords(error);
  if (isSelectionError(error)) return t('errors.selection');
  if (isSheetNotFoundError(error)) return t('errors.sheetNotFound', { sheet: error.sheet });
  // Its sentence is all it carries, and it was written to be read as it is: a plain PartSpecError (a download
  // address refused or expired, a search that cannot be paged), a BomRefreshError, an InvalidRangeError.
  return error.message;
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
  if (isPartSpecError(error)) return partSpecWords(error, options.inSettings ? IN_SETTINGS : ELSEWHERE);
  if (isAbort(error)) return t('errors.cancelled');
  const text = error instanceof Error ? clause(error.message) : clause(String(error));
  return text === '' ? t('errors.unexpected') : t('errors.unexpectedWith', { message: text });
}

/** What the pane can offer beside the message: a button to Settings, or to try again. */
export function suggestedAction(error: unknown): 'openSettings' | 'retry' | undefined {
  if (!isPartSpecError(error)) return undefined;
  // A job that stopped part-way: what to do is what its cause calls for, and trying again at the least.
  if (isIncompleteSearchError(error) || isIncompleteLookupError(error)) {
    return suggestedAction(error.cause) ?? 'retry';
  }
  if (
    isMissingApiKeyError(error) ||
    isInvalidApiKeyError(error) ||
    isApiKeyRefusedError(error) ||
    isNetworkError(error) ||
    isSettingsError(error) ||
    isServiceUrlError(error) ||
    isRedirectRefusedError(error) ||
    // Offline by choice: Settings is where Snapshots go back to Auto. A full storage: where snapshots are deleted.
    isNotInSnapshotsError(error) ||
    (isSnapshotStoreError(error) && error.problem === 'quotaExceeded')
  ) {
    return 'openSettings';
  }
  if (isSnapshotStoreError(error)) {
    return error.problem === 'blocked' || error.problem === 'refused' ? 'retry' : undefined;
  }
  if (
    isTimeoutError(error) ||
    isRateLimitError(error) ||
    isPartialWriteError(error) ||
    isCellEditModeError(error) ||
    (error.status !== undefined && error.status >= 500)
  ) {
    return 'retry';
  }
  // A message wrapped around another failure (a BOM left unwritten, a sheet left behind): that failure's action.
  return isPartSpecError(error.cause) ? suggestedAction(error.cause) : undefined;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
