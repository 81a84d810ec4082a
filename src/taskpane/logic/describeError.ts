import {
  ApiKeyRefusedError,
  BadRequestError,
  FilterError,
  IncompleteLookupError,
  IncompleteSearchError,
  InvalidApiKeyError,
  MissingApiKeyError,
  NetworkError,
  PartSpecError,
  RateLimitError,
  TimeoutError,
  UnknownFieldError,
  UnsafeValueError,
  UrlTooLongError,
} from '../../core';
import { SettingsError } from '../../office/settings';
import { CellEditModeError, PartialWriteError, rangeA1 } from '../../office/workbook';

const COUNT = new Intl.NumberFormat('en-US');

/** What ends every message about a cell being edited: the one thing to do, which loses nothing. */
const LEAVE_THE_CELL = 'Press Enter or Esc, then try again.';

/**
 * Excel answers no add-in while a cell is being edited (CellEditModeError, or a PartialWriteError for that
 * reason): what was done, from the error's fields, and how to go on.
 */
function cellEditModeWords(error: CellEditModeError | PartialWriteError): string {
  const busy = 'A cell is being edited in Excel';
  if (error instanceof CellEditModeError) {
    return error.access === 'read'
      ? `${busy}, so PartSpec could not read the workbook. ${LEAVE_THE_CELL}`
      : `${busy}, so Excel refused the change PartSpec asked for; it was not made. ${LEAVE_THE_CELL}`;
  }
  const where = rangeA1(error.range);
  if (!error.headerWritten) return `${busy}, so nothing was written. ${LEAVE_THE_CELL}`;
  if (error.totalRows > 0 && error.rowsWritten === error.totalRows) {
    return `All ${COUNT.format(error.totalRows)} rows were written to ${where}, each complete, but Excel refused to finish them (number formats, table) while a cell is being edited. ${LEAVE_THE_CELL}`;
  }
  return `${busy}, so the writing stopped: ${where} holds the header and the first ${COUNT.format(error.rowsWritten)} of ${COUNT.format(error.totalRows)} rows, each complete. ${LEAVE_THE_CELL}`;
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
  if (error instanceof MissingApiKeyError) {
    return 'No API key is set. Open Settings and enter your API key.';
  }
  if (error instanceof InvalidApiKeyError) {
    return 'The API key in Settings holds spaces, line breaks or other characters a key cannot have. Open Settings and enter the key again.';
  }
  if (error instanceof ApiKeyRefusedError) {
    return 'The service refused the API key (403). Open Settings and check the API key, and that the Service URL points at a Product Information Service v2.2.';
  }
  if (error instanceof NetworkError) {
    // Its message names the service's origin and the reason, and already says to check the URL and the connection.
    return `${clause(error.message.replace('in PartSpec settings', 'in Settings'))}.`;
  }
  if (error instanceof TimeoutError) {
    return `${clause(error.message)}. If this keeps happening, check the Service URL in Settings and your network connection.`;
  }
  if (error instanceof IncompleteSearchError) {
    return `The search stopped after ${COUNT.format(error.products.length)} products had arrived. ${describeError(error.cause)}`;
  }
  if (error instanceof IncompleteLookupError) {
    return `${COUNT.format(error.failed.length)} of ${COUNT.format(error.failed.length + error.found.size)} part numbers could not be looked up. ${describeError(error.cause)}`;
  }
  if (error instanceof RateLimitError) {
    return "The service is limiting requests from this API key (429), and PartSpec's retries did not get through. Wait a minute and try again; if it keeps happening, lower the request rate in Settings.";
  }
  if (error instanceof BadRequestError) {
    return `The service refused the search: ${clause(error.serviceMessage)}. Check the conditions and try again.`;
  }
  if (error instanceof UrlTooLongError) {
    return error.message;
  }
  if (error instanceof SettingsError) {
    return `Settings were not saved: ${clause(error.message)}.`;
  }
  if (error instanceof FilterError) {
    return `${clause(error.message)}. Correct the condition and try again.`;
  }
  if (error instanceof UnsafeValueError) {
    return `${clause(error.message)}. Change that value and try again.`;
  }
  if (error instanceof UnknownFieldError) {
    return `${clause(error.message)}. Choose the columns again.`;
  }
  if (error instanceof CellEditModeError || (error instanceof PartialWriteError && error.reason === 'cellEditMode')) {
    return cellEditModeWords(error);
  }
  if (error instanceof PartSpecError) {
    // The others already say what happened and what to do: 404, 5xx, unexpected answers, bad part numbers,
    // and the workbook's own (OccupiedRangeError names the cells; PartialWriteError says how many complete
    // rows were written where, and why Excel stopped).
    return error.message;
  }
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
  // A job that stopped part-way: what to do is what its cause calls for, and trying again at the least.
  if (error instanceof IncompleteSearchError || error instanceof IncompleteLookupError) {
    return suggestedAction(error.cause) ?? 'retry';
  }
  if (
    error instanceof MissingApiKeyError ||
    error instanceof InvalidApiKeyError ||
    error instanceof ApiKeyRefusedError ||
    error instanceof NetworkError ||
    error instanceof SettingsError
  ) {
    return 'openSettings';
  }
  if (
    error instanceof TimeoutError ||
    error instanceof RateLimitError ||
    error instanceof PartialWriteError ||
    error instanceof CellEditModeError ||
    (error instanceof PartSpecError && error.status !== undefined && error.status >= 500)
  ) {
    return 'retry';
  }
  // A message wrapped around another failure (a BOM left unwritten, a sheet left behind): that failure's action.
  if (error instanceof PartSpecError && error.cause instanceof PartSpecError) return suggestedAction(error.cause);
  return undefined;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
