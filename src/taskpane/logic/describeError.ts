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
  isNotFoundError,
  isPartSpecError,
  isRateLimitError,
  isResponseFormatError,
  isServiceError,
  isTimeoutError,
  isUnknownFieldError,
  isUnsafeValueError,
  isUrlTooLongError,
  listPartnos,
  type NetworkError,
  type PartSpecError,
  type SearchItemType,
  type TimeoutError,
  type UnknownFieldError,
  type UnsafeValueError,
  type UrlTooLongError,
} from '../../core';
import { isSettingsError, type SettingsError } from '../../office/settings';
import {
  type CellEditModeError,
  isCellEditModeError,
  isOccupiedRangeError,
  isPartialWriteError,
  isSelectionError,
  isSheetNotFoundError,
  occupiedBy,
  type OccupiedRangeError,
  type PartialWriteError,
  rangeA1,
} from '../../office/workbook';

// The pane's words for every PartSpec error, chosen from the error's fields and never from its message:
// core's messages name no screen, and the pane is where "Open Settings" means something. Only an error
// that carries nothing but its sentence (a plain PartSpecError, a BomRefreshError, an InvalidRangeError)
// is shown as it was written.

const COUNT = new Intl.NumberFormat('en-US');

/** What ends every message about a cell being edited: the one thing to do, which loses nothing. */
const LEAVE_THE_CELL = 'Press Enter or Esc, then try again.';

/** Longest value repeated in quotes: enough to recognise it, never a page. */
const MAX_SHOWN = 60;

/**
 * Excel answers no add-in while a cell is being edited (CellEditModeError, or a PartialWriteError for that
 * reason): what was done, from the error's fields, and how to go on.
 */
function cellEditModeWords(error: CellEditModeError | PartialWriteError): string {
  const busy = 'A cell is being edited in Excel';
  if (isCellEditModeError(error)) {
    return error.access === 'read'
      ? `${busy}, so PartSpec could not read the workbook. ${LEAVE_THE_CELL}`
      : `${busy}, so Excel refused the change PartSpec asked for; it was not made. ${LEAVE_THE_CELL}`;
  }
  const where = rangeA1(error.range);
  if (!error.headerWritten) return `${busy}, so nothing was written. ${LEAVE_THE_CELL}`;
  if (allWritten(error)) {
    return `All ${COUNT.format(error.totalRows)} rows were written to ${where}, each complete, but Excel refused to finish them (number formats, table) while a cell is being edited. ${LEAVE_THE_CELL}`;
  }
  return `${busy}, so the writing stopped: ${where} holds the header and the first ${COUNT.format(error.rowsWritten)} of ${COUNT.format(error.totalRows)} rows, each complete. ${LEAVE_THE_CELL}`;
}

function allWritten(error: PartialWriteError): boolean {
  return error.headerWritten && error.totalRows > 0 && error.rowsWritten === error.totalRows;
}

/** Excel refused a write for another reason than a cell being edited: what is in place, what Excel said. */
function refusedWriteWords(error: PartialWriteError): string {
  const where = rangeA1(error.range);
  if (allWritten(error)) {
    return `All ${COUNT.format(error.totalRows)} rows were written to ${where}, but Excel refused to format them or make them a table. Excel said: ${error.excelSaid}. The values are complete; use Insert > Table for filter buttons.`;
  }
  const written = error.headerWritten
    ? `${where} holds the header and the first ${COUNT.format(error.rowsWritten)} of ${COUNT.format(error.totalRows)} rows, each complete`
    : 'nothing was written';
  return `Excel stopped the writing of the table: ${written}. Excel said: ${error.excelSaid}. Write the table again (allowing PartSpec to replace what is there) to get every row.`;
}

function occupiedWords(error: OccupiedRangeError): string {
  const where = rangeA1(error.range);
  const contents = { values: error.holdsValues, tables: error.tables };
  if (error.tables.length === 0) {
    return `${where} already holds values, so nothing was written. Choose an empty place (or a new sheet), or allow PartSpec to replace those values.`;
  }
  const one = error.tables.length === 1;
  return `${where} ${occupiedBy(contents)}, so nothing was written. Choose an empty place outside ${one ? 'that table' : 'those tables'} (or a new sheet), or allow PartSpec to write there: ${one ? 'the table then becomes a plain range' : 'those tables then become plain ranges'}.`;
}

/** `after 4 attempts`, or nothing for one. */
function afterAttempts(attempts: number): string {
  return attempts > 1 ? ` after ${attempts} attempts` : '';
}

function networkWords(error: NetworkError): string {
  const reason = error.reason ? `: ${error.reason}` : '';
  return `Could not reach the service at ${error.origin}${afterAttempts(error.attempts)}${reason}. Check the service URL in Settings and the network connection.`;
}

function timeoutWords(error: TimeoutError): string {
  const tries = error.attempts === 1 ? '' : ` (${error.attempts} attempts)`;
  const time = durationText(error.timeoutMs);
  switch (error.subject) {
    case 'fileIdle':
      return `The category file stopped arriving: nothing came for ${time}${tries}. Try again later; if this keeps happening, check your network connection.`;
    case 'fileDeadline':
      return `The category file did not arrive in full within ${time}${tries}, far slower than a download should be. Try again later; if this keeps happening, check your network connection.`;
    default:
      return `The service did not answer within ${time}${tries}. Try again later, or narrow the request. If this keeps happening, check the Service URL in Settings and your network connection.`;
  }
}

function urlTooLongWords(error: UrlTooLongError): string {
  const fewer = 'Use fewer values in one condition, or fewer conditions.';
  return error.sent
    ? `The request was too long for the service (414, ${error.length} characters). ${fewer}`
    : `The request would be ${error.length} characters, over the limit${error.limit === undefined ? '' : ` of ${error.limit}`} set for this service. ${fewer}`;
}

function settingsWords(error: SettingsError): string {
  const not = error.given === undefined ? '' : `, not "${shown(error.given)}"`;
  const problem = ((): string => {
    switch (error.problem) {
      case 'notWebAddress':
        return `The service URL${error.given === undefined ? '' : ` "${shown(error.given)}"`} is not a web address; enter one such as https://example.com or /api`;
      case 'credentialsInAddress':
        return `The service URL must not hold a user name or password (the part before "@"); enter the address alone${error.given === undefined ? '' : `, such as ${error.given}`}, and the key in the API key box`;
      case 'unknownLanguage':
        return `The language must be en, ja or zh${not}`;
      case 'rateNotPositive':
        return `The request rate must be a number of requests per second above 0${not}`;
      case 'burstNotWhole':
        return `The burst must be a whole number of requests, at least 1${not}`;
      default:
        return `The ${SETTING_WORDS[error.setting] ?? 'setting'} is not one PartSpec can use; correct it`;
    }
  })();
  return `Settings were not saved: ${problem}.`;
}

const SETTING_WORDS: Readonly<Record<string, string>> = {
  apiKey: 'API key',
  serviceUrl: 'service URL',
  lang: 'language',
  ratePerSecond: 'request rate',
  burst: 'burst',
};

/** A value as the pane repeats it: text in quotes (cut when long), lists as their values, others as written. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 1)}…` : value;
  if (Array.isArray(value)) return value.map((one) => `"${shown(one)}"`).join(', ');
  return String(value);
}

/** What a search item of each type takes. */
const TAKES: Readonly<Record<SearchItemType, string>> = {
  string: 'text',
  double: 'a number',
  boolean: 'true or false',
};

function unsafeValueWords(error: UnsafeValueError): string {
  const { item, value } = error;
  const quoted = typeof value === 'string' ? `"${shown(value)}"` : shown(value);
  const changeValue = 'Change that value and try again.';
  const changeCondition = 'Change that condition and try again.';
  switch (error.reason) {
    case 'notSearchItem':
      return `There is no search item "${shown(item)}". ${changeCondition}`;
    case 'wrongType':
      return error.itemType
        ? `${item} takes ${TAKES[error.itemType]}, not ${quoted}. ${changeValue}`
        : `${item} cannot take ${quoted}. ${changeValue}`;
    case 'operator':
      return `${item} cannot be compared with "${shown(error.operator ?? '')}". ${changeCondition}`;
    case 'noValues':
      return `The condition on ${item} has no value. Give at least one, or remove the condition, and try again.`;
    case 'empty':
      return `A value of ${item} is empty. ${changeValue}`;
    case 'quote':
      return `The value ${quoted} of ${item} contains ', which the service's filter language cannot carry. ${changeValue}`;
    case 'separator':
      return `The value ${quoted} of ${item} contains |, which the service reads as a separator between two values. ${changeValue}`;
    case 'brokenCharacter':
      return `The value ${quoted} of ${item} holds a broken character. ${changeValue}`;
    case 'notFinite':
      return `A value of ${item} must be a finite number, not ${quoted}. ${changeValue}`;
    case 'unknownKind':
      return `The condition on ${item} is of a kind PartSpec cannot send. ${changeCondition}`;
    default:
      return `The value ${quoted} of ${item} cannot be sent to the service as it stands. ${changeValue}`;
  }
}

function unknownFieldWords(error: UnknownFieldError): string {
  const name = error.given.trim();
  if (name === '') return 'A field name is empty. Choose the columns again.';
  if (error.field !== undefined) {
    return `There is no field "${shown(name)}": ${error.field} is not under that object; write ${error.field}. Choose the columns again.`;
  }
  const near = error.suggestions.length > 0 ? `; did you mean ${error.suggestions.join(', ')}?` : '.';
  return `There is no field "${shown(name)}"${near} Choose the columns again.`;
}

/** The pane's words for a PartSpec error, from its fields. */
function partSpecWords(error: PartSpecError): string {
  if (isMissingApiKeyError(error)) {
    return 'No API key is set. Open Settings and enter your API key.';
  }
  if (isInvalidApiKeyError(error)) {
    return 'The API key in Settings holds spaces, line breaks or other characters a key cannot have. Open Settings and enter the key again.';
  }
  if (isApiKeyRefusedError(error)) {
    return 'The service refused the API key (403). Open Settings and check the API key, and that the Service URL points at a Product Information Service v2.2.';
  }
  if (isNetworkError(error)) return networkWords(error);
  if (isTimeoutError(error)) return timeoutWords(error);
  if (isIncompleteSearchError(error)) {
    return `The search stopped after ${COUNT.format(error.products.length)} products had arrived. ${describeError(error.cause)}`;
  }
  if (isIncompleteLookupError(error)) {
    return `${COUNT.format(error.failed.length)} of ${COUNT.format(error.failed.length + error.found.size)} part numbers could not be looked up. ${describeError(error.cause)}`;
  }
  if (isRateLimitError(error)) {
    return "The service is limiting requests from this API key (429), and PartSpec's retries did not get through. Wait a minute and try again; if it keeps happening, lower the request rate in Settings.";
  }
  if (isServiceError(error)) {
    return `The service had a problem (${error.status}) and ${error.attempts === 1 ? 'the request' : `${error.attempts} attempts`} did not get an answer. Try again later.`;
  }
  if (isBadRequestError(error)) {
    return `The service refused the search: ${clause(error.serviceMessage)}. Check the conditions and try again.`;
  }
  if (isNotFoundError(error)) {
    return `${error.what} does not exist on the service (404). Check the service URL in Settings.`;
  }
  if (isResponseFormatError(error)) {
    return `The service answered in an unexpected form (${error.problem}). ${
      error.truncated
        ? 'Try again; if it keeps happening, check your network connection.'
        : 'Check in Settings that the Service URL points at a Product Information Service v2.2.'
    }`;
  }
  if (isUrlTooLongError(error)) return urlTooLongWords(error);
  if (isInvalidPartnoError(error)) {
    return `Part numbers cannot contain ' or |: ${listPartnos(error.partnos)}. Correct them; nothing was sent.`;
  }
  if (isSettingsError(error)) return settingsWords(error);
  if (isFilterError(error)) {
    return `${error.problem} (at position ${error.position + 1}). Correct the condition and try again.`;
  }
  if (isUnsafeValueError(error)) return unsafeValueWords(error);
  if (isUnknownFieldError(error)) return unknownFieldWords(error);
  if (isCellEditModeError(error)) return cellEditModeWords(error);
  if (isPartialWriteError(error)) {
    return error.reason === 'cellEditMode' ? cellEditModeWords(error) : refusedWriteWords(error);
  }
  if (isOccupiedRangeError(error)) return occupiedWords(error);
  if (isSelectionError(error)) {
    return 'PartSpec could not read the selection. Click one block of cells (not a chart or a picture, and not several blocks at once) and try again.';
  }
  if (isSheetNotFoundError(error)) {
    return `There is no sheet named "${error.sheet}" in this workbook any more. It may have been renamed or deleted; choose a sheet and try again.`;
  }
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
export function describeError(error: unknown): string {
  if (isPartSpecError(error)) return partSpecWords(error);
  if (isAbort(error)) {
    return 'Cancelled before it finished.';
  }
  const text = error instanceof Error ? clause(error.message) : clause(String(error));
  return text === ''
    ? 'Something went wrong, with no explanation. Try again; if it happens again, restart the add-in.'
    : `Something went wrong: ${text}. Try again; if it happens again, restart the add-in and note this message for support.`;
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
    isSettingsError(error)
  ) {
    return 'openSettings';
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
