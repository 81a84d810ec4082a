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
  isNotInSnapshotsError,
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
  invalidPartnoText,
  visiblePartno,
  type PartSpecError,
  type SearchItemType,
  type ServiceUrlError,
  type TimeoutError,
  type UnknownFieldError,
  type UnsafeValueError,
  type ConditionProblem,
} from '../core';
import { isSettingsError, type SettingsError } from '../office/settings';
import { isSnapshotStoreError } from '../office/snapshots';

/** The two Excel errors that carry a custom message (the rest show only their code). */
export type ExcelErrorCode = '#VALUE!' | '#N/A';

/** The shape of CustomFunctions.Error, so that Node tests can run without Excel's runtime. */
export interface ExcelError {
  readonly code: string;
  readonly message?: string;
}

interface CustomFunctionsNamespace {
  Error: new (code: string, message?: string) => ExcelError;
  ErrorCode: { invalidValue: string; notAvailable: string };
}

/** Excel shows custom messages in a small tooltip; long ones are cut there anyway. */
const MAX_MESSAGE = 255;

/** Longest value a message repeats: a cell's tooltip is small. */
const MAX_SHOWN = 40;

/** Where a cell sends the user for the key, the service URL and the request rate. */
const SETTINGS = 'the PartSpec task pane, Settings';

/** An Excel error with a message: CustomFunctions.Error in Excel, a plain object of the same shape elsewhere. */
export function excelError(code: ExcelErrorCode, message: string): ExcelError {
  const text = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
  const runtime = (globalThis as { CustomFunctions?: CustomFunctionsNamespace }).CustomFunctions;
  if (runtime) {
    return new runtime.Error(
      code === '#VALUE!' ? runtime.ErrorCode.invalidValue : runtime.ErrorCode.notAvailable,
      text,
    );
  }
  return { code, message: text };
}

export function isExcelError(value: unknown): value is ExcelError {
  return value !== null && typeof value === 'object' && 'code' in value && !(value instanceof Error);
}

/** A value as a cell's message repeats it: text in quotes (cut when long), lists as their values. */
function shown(value: unknown): string {
  if (typeof value === 'string') return `"${value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 1)}…` : value}"`;
  if (Array.isArray(value)) return value.map(shown).join(', ');
  return String(value);
}

/** `2 attempts`, or `the request` for one. */
function tries(attempts: number): string {
  return attempts === 1 ? 'the request' : `${attempts} attempts`;
}

function timeoutWords(error: TimeoutError): string {
  const time = durationText(error.timeoutMs);
  const attempts = error.attempts === 1 ? '' : ` (${error.attempts} attempts)`;
  switch (error.subject) {
    case 'fileIdle':
      return `The category file stopped arriving: nothing came for ${time}${attempts}. Try again later.`;
    case 'fileDeadline':
      return `The category file did not arrive in full within ${time}${attempts}. Try again later.`;
    default:
      return `The service did not answer within ${time}${attempts}. Try again later, or narrow the request.`;
  }
}

const TAKES: Readonly<Record<SearchItemType, string>> = {
  string: 'text',
  double: 'a number',
  boolean: 'TRUE or FALSE',
};

function unsafeValueWords(error: UnsafeValueError): string {
  const { item, value } = error;
  switch (error.reason) {
    case 'notSearchItem':
      return `${shown(item)} is not a search item.`;
    case 'wrongType':
      return error.itemType
        ? `${item} takes ${TAKES[error.itemType]}, not ${shown(value)}.`
        : `${item} cannot take ${shown(value)}.`;
    case 'operator':
      return `${item} cannot be compared with ${shown(error.operator ?? '')}.`;
    case 'noValues':
      return `The condition on ${item} has no value: give at least one.`;
    case 'empty':
      return `A value of ${item} is empty: give the value, or leave the condition out.`;
    case 'quote':
      return `The value ${shown(value)} of ${item} contains ', which a query cannot carry: leave it out.`;
    case 'separator':
      return `The value ${shown(value)} of ${item} contains |, which the service reads as two values: leave it out.`;
    case 'brokenCharacter':
      return `The value ${shown(value)} of ${item} holds a broken character: type it again.`;
    case 'notFinite':
      return `A value of ${item} must be a finite number, not ${shown(value)}.`;
    case 'unknownKind':
      return `The condition on ${item} is of a kind PartSpec cannot send.`;
    default:
      return `The value ${shown(value)} of ${item} cannot be sent to the service as it stands.`;
  }
}

function unknownFieldWords(error: UnknownFieldError): string {
  const name = error.given.trim();
  if (name === '') return 'A field name is empty; PART.FIELDS() lists them.';
  if (error.field !== undefined)
    return `Unknown field ${shown(name)}: ${error.field} is not under that object; write ${error.field}.`;
  const near =
    error.suggestions.length > 0 ? `did you mean ${error.suggestions.join(', ')}?` : 'PART.FIELDS() lists them.';
  return `Unknown field ${shown(name)}; ${near}`;
}

const SETTING_WORDS: Readonly<Record<string, string>> = {
  apiKey: 'API key',
  serviceUrl: 'service URL',
  lang: 'language',
  ratePerSecond: 'request rate',
  burst: 'burst',
};

function settingsWords(error: SettingsError): string {
  const setting = SETTING_WORDS[error.setting] ?? 'setting';
  // A service URL with a password in it is never repeated; `given` then holds the address without it.
  const given = error.given === undefined || error.problem === 'credentialsInAddress' ? '' : ` (${shown(error.given)})`;
  return `The ${setting} in PartSpec's settings cannot be used${given}: open ${SETTINGS}, and correct it.`;
}

/** What to enter instead of a service URL that cannot be used; never the address itself (a key may be in it). */
function serviceUrlWords(error: ServiceUrlError): string {
  const instead = {
    notWebAddress: 'enter an address that begins with https://, or a path such as /api',
    credentialsInAddress: 'enter the address without the user name and password (the part before "@")',
    queryInAddress: 'enter the address without its "?" or "#" and what follows',
  }[error.problem];
  return `The service URL in PartSpec's settings cannot be used: open ${SETTINGS}, and ${instead}.`;
}

/** A cell's words for a PartSpec error, from its fields, and whether the input must change (#VALUE!) or not (#N/A). */
function partSpecCellError(error: PartSpecError): ExcelError {
  if (isMissingApiKeyError(error)) {
    return excelError('#VALUE!', `No API key is set: open ${SETTINGS}, and enter your key.`);
  }
  if (isInvalidApiKeyError(error)) {
    return excelError(
      '#VALUE!',
      `The API key holds spaces, line breaks or other characters a key cannot have: open ${SETTINGS}, and enter it again.`,
    );
  }
  if (isApiKeyRefusedError(error)) {
    return excelError(
      '#VALUE!',
      `The API key was refused (403): open ${SETTINGS}, and check the key and the service URL.`,
    );
  }
  if (isBadRequestError(error)) return excelError('#VALUE!', `The service refused the query: ${error.serviceMessage}`);
  if (isFilterError(error)) return excelError('#VALUE!', `${error.problem} (at position ${error.position + 1})`);
  if (isUnknownFieldError(error)) return excelError('#VALUE!', unknownFieldWords(error));
  if (isUnsafeValueError(error)) return excelError('#VALUE!', unsafeValueWords(error));
  // Two part numbers at most, each with its character named: the tooltip is small.
  if (isInvalidPartnoError(error)) {
    return excelError('#VALUE!', `${invalidPartnoText(error.refused, 2)} Nothing was sent.`);
  }
  if (isSettingsError(error)) return excelError('#VALUE!', settingsWords(error));
  if (isServiceUrlError(error)) return excelError('#VALUE!', serviceUrlWords(error));
  if (isRedirectRefusedError(error)) {
    const where = error.location ? ` to ${error.location}` : '';
    return excelError(
      '#N/A',
      `The service URL answered with a redirect${where}, which PartSpec does not follow with your key. If that is the service's address, enter it in ${SETTINGS}.`,
    );
  }
  if (isNetworkError(error)) {
    const after = error.attempts > 1 ? ` after ${error.attempts} attempts` : '';
    const reason = error.reason ? `: ${error.reason}` : '';
    return excelError(
      '#N/A',
      `Could not reach the service at ${error.origin}${after}${reason}. Check the service URL (${SETTINGS}) and the network connection.`,
    );
  }
  if (isTimeoutError(error)) return excelError('#N/A', timeoutWords(error));
  if (isRateLimitError(error)) {
    return excelError(
      '#N/A',
      `The service's request limit was reached and ${tries(error.attempts)} did not get through (429). Wait a minute and recalculate, or lower the request rate in ${SETTINGS}.`,
    );
  }
  if (isServiceError(error)) {
    return excelError(
      '#N/A',
      `The service had a problem (${error.status}) and ${tries(error.attempts)} did not get an answer. Try again later.`,
    );
  }
  if (isNotFoundError(error)) {
    return excelError(
      '#N/A',
      `${error.what} does not exist on the service (404): check the service URL in ${SETTINGS}.`,
    );
  }
  if (isResponseFormatError(error)) {
    const next = error.truncated ? 'Try again later.' : `Check the service URL in ${SETTINGS}.`;
    return excelError('#N/A', `The service answered in an unexpected form (${error.problem}). ${next}`);
  }
  if (isUrlTooLongError(error)) {
    return excelError(
      '#N/A',
      error.sent
        ? `The request was too long for the service (414, ${error.length} characters). Use fewer values in one condition.`
        : `The request would be ${error.length} characters, over this service's limit${error.limit === undefined ? '' : ` of ${error.limit}`}. Use fewer values in one condition.`,
    );
  }
  if (isNotInSnapshotsError(error)) {
    const categories = error.missing.join(', ');
    return excelError(
      '#N/A',
      `Offline, and no snapshot of ${categories} (${error.lang}) is kept. Set Snapshots to Auto in PartSpec's Settings, or download the category while online.`,
    );
  }
  if (isSnapshotStoreError(error)) {
    return excelError(
      '#N/A',
      error.problem === 'quotaExceeded'
        ? "The snapshot could not be kept: storage is full. Delete snapshots in PartSpec's Settings."
        : 'Snapshots cannot be kept here: this browser or Excel refuses PartSpec the storage. Answers come from the service.',
    );
  }
  if (isIncompleteLookupError(error)) {
    const total = error.failed.length + error.found.size;
    return excelError(
      '#N/A',
      `${error.failed.length} of ${total} part numbers could not be looked up. ${toExcelError(error.cause).message ?? ''}`.trim(),
    );
  }
  if (isIncompleteSearchError(error)) {
    return excelError(
      '#N/A',
      `Only ${error.products.length} of the matching products arrived. ${toExcelError(error.cause).message ?? ''}`.trim(),
    );
  }
  // Its sentence is all it carries, written to be read as it is (a download address refused, a search that
  // cannot be paged). The workbook's errors land here too, and never in a cell: the functions write no workbook.
  return excelError('#N/A', error.message);
}

/**
 * What a cell shows for a failure: #VALUE! when the input must change (a filter, a field, the key),
 * #N/A when the data is not there or the service cannot be reached. Never a stack trace. The words come
 * from the error's fields, never from its message: core's messages name no screen, a cell's say where to go.
 */
export function toExcelError(error: unknown): ExcelError {
  if (isExcelError(error)) return error;
  if (isPartSpecError(error)) return partSpecCellError(error);
  if (error instanceof RangeError) return excelError('#VALUE!', error.message);
  if (error instanceof Error && error.name === 'AbortError') {
    return excelError('#N/A', 'Cancelled.');
  }
  return excelError('#N/A', error instanceof Error ? error.message : 'The service could not be reached.');
}

/**
 * Why PART.FILTER could not build condition `row` (1-based, counting the rows given), in the cell's words:
 * from the problem's fields, told in terms of the cells the user filled (a place is a character of the
 * value cell, never of a filter text the user did not write).
 */
export function conditionProblemText(problem: ConditionProblem, row: number): string {
  const { item, value } = problem;
  const at = `Condition ${row}`;
  switch (problem.kind) {
    case 'notSearchItem': {
      const near = problem.suggestions ?? [];
      return `${at}: "${item}" is not a search item${near.length > 0 ? `; did you mean ${near.join(', ')}?` : '.'}`;
    }
    case 'operator':
      return `${at}: ${item} cannot be compared with "${value ?? ''}"; use ${(problem.allowed ?? []).join(', ')}.`;
    case 'empty':
      return `${at}: give a value of ${item}.`;
    case 'notQuantity':
      return `${at}: "${value ?? ''}" is not a value of ${item}; write it like ${problem.example ?? 'a plain number'}.`;
    case 'notListed':
    case 'notCategory':
      return `${at}: "${value ?? ''}" is not one of the values of ${item}: ${(problem.allowed ?? []).join(', ')}.`;
    case 'notYesNo':
      return `${at}: ${item} is yes or no; give TRUE or FALSE.`;
    case 'quote':
      return `${at}: the value of ${item} holds ' (character ${(problem.position ?? 0) + 1}), which the service cannot search for; search for the text before or after it with contains.`;
    case 'separator':
    case 'brokenCharacter':
    case 'character':
      return `${at}: the value "${visiblePartno(value ?? '')}" of ${item} cannot be sent; retype it.`;
  }
}
