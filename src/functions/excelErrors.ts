import { displayLanguageFor, isPartSpecError, type Language, refusedPartnoFacts, shortList } from '../core';
import { hostDisplayLanguage } from '../office/host';
import { asAddInFailure, type AddInFailure } from '../office/OfficeFailure';
import { loadSettings, type Settings } from '../office/settings';
import { en, ja, refusedPartnosPhrase, zh } from '../words';
import type { CellWords } from './words/CellWords';
import { cellWordsOf } from './words/cellWordsOf';
import { shown, visible } from './words/shown';

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
export const MAX_MESSAGE = 255;

/** A cell's words in each display language: the catalogue's templates of each, filled by one body of code. */
export const CELL_WORDS: Readonly<Record<Language, CellWords>> = {
  en: cellWordsOf(en),
  ja: cellWordsOf(ja),
  zh: cellWordsOf(zh),
};

/** Part numbers a cell's message names before the count of the rest: the tooltip is small. */
const PARTNOS_SHOWN = 2;

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
  return (
    value !== null &&
    typeof value === 'object' &&
    'code' in value &&
    !(value instanceof Error) &&
    !(value instanceof CellRefusal)
  );
}

/**
 * A function's refusal of its arguments, worded when it reaches the cell (settle), in the display language
 * of that moment: the code that finds the fault does not need to know the language.
 */
export class CellRefusal {
  constructor(
    readonly code: ExcelErrorCode,
    readonly word: (words: CellWords) => string,
  ) {}
}

/** The cell's words for these settings: their display language, or the host's when they say `auto`. */
export function cellWordsFor(settings: Pick<Settings, 'displayLanguage'>): CellWords {
  return CELL_WORDS[displayLanguageFor(settings.displayLanguage, hostDisplayLanguage())];
}

/** The cell's words for now, for a failure that may have come before the settings were read. */
export async function currentCellWords(): Promise<CellWords> {
  try {
    return cellWordsFor(await loadSettings());
  } catch {
    // Settings that cannot be read still leave the host's language to speak in.
    return cellWordsFor({ displayLanguage: 'auto' });
  }
}

/** Refused part numbers in the catalogue's sentence: one with its character and why, or the first few. */
function refusedPartnos(failure: Extract<AddInFailure, { name: 'InvalidPartnoError' }>, words: CellWords): string {
  const list = shortList(failure.refused, PARTNOS_SHOWN);
  return refusedPartnosPhrase(words.catalogue.partnos, list.shown.map(refusedPartnoFacts), {
    more: list.more,
    quoted: words.quoted,
    separator: words.listSeparator,
  });
}

/** The words of a description not understood, the first few in quotes, for the user to rewrite. */
function unreadWords(unread: readonly string[], words: CellWords): string {
  const list = shortList(unread, PARTNOS_SHOWN + 1);
  const named = list.shown.map((word) => words.quoted(shown(word))).join(words.listSeparator);
  return `${named}${list.more > 0 ? ` (+${list.more})` : ''}`;
}

/**
 * A cell's Excel error for a failure: #VALUE! when the input or a setting must change, #N/A when the data is
 * not there or the service cannot be reached. One case for each failure of core and office: the `never` at
 * the end makes a new error class fail to compile until it has its cell's words.
 */
function failureCell(failure: AddInFailure, words: CellWords): ExcelError {
  switch (failure.name) {
    case 'MissingApiKeyError':
      return excelError('#VALUE!', words.missingApiKey());
    case 'InvalidApiKeyError':
      return excelError('#VALUE!', words.invalidApiKey());
    case 'ApiKeyRefusedError':
      return excelError('#VALUE!', words.apiKeyRefused());
    case 'AccessTokenError':
      return excelError('#VALUE!', words.accessToken(failure.problem));
    case 'BadRequestError':
      return excelError('#VALUE!', words.badRequest(failure));
    case 'FilterError':
      return excelError('#VALUE!', words.filter(failure));
    case 'UnknownFieldError':
      return excelError('#VALUE!', words.unknownField(failure));
    case 'UnsafeValueError':
      return excelError('#VALUE!', words.unsafeValue(failure));
    case 'InvalidPartnoError':
      return excelError('#VALUE!', refusedPartnos(failure, words));
    case 'DescriptionError':
      return excelError('#VALUE!', words.description(failure, unreadWords(failure.unread, words)));
    case 'SettingsError':
      return excelError('#VALUE!', words.settings(failure));
    case 'ServiceUrlError':
      return excelError('#VALUE!', words.serviceUrl(failure));
    case 'RedirectRefusedError':
      return excelError('#N/A', words.redirectRefused(failure));
    case 'NetworkError':
      return excelError('#N/A', words.network(failure));
    case 'TimeoutError':
      return excelError('#N/A', words.timeout(failure));
    case 'RateLimitError':
      return excelError('#N/A', words.rateLimit(failure));
    case 'ServiceError':
      return excelError('#N/A', words.service(failure));
    case 'UnexpectedStatusError':
      return excelError('#N/A', words.unexpectedStatus(failure));
    case 'NotFoundError':
      return excelError('#N/A', words.notFound(failure));
    case 'ResponseFormatError':
      return excelError('#N/A', words.responseFormat(failure));
    case 'UrlTooLongError':
      return excelError('#N/A', words.urlTooLong(failure));
    case 'CannotPageError':
      return excelError('#N/A', words.cannotPage(failure));
    case 'DownloadRefusedError':
      return excelError('#N/A', words.downloadRefused(failure));
    case 'NotInSnapshotsError':
      return excelError('#N/A', words.notInSnapshots(failure));
    case 'SnapshotDamagedError':
      return excelError('#N/A', words.snapshotDamaged(failure));
    case 'SnapshotsUnavailableError':
      return excelError('#N/A', words.snapshotsUnavailable(failure));
    case 'SnapshotStoreError':
      return excelError('#N/A', words.snapshotStore(failure));
    case 'IncompleteLookupError': {
      const failed = failure.failed.length;
      const cause = toExcelError(failure.cause, words).message ?? '';
      return excelError('#N/A', words.incompleteLookup(failed, failed + failure.found.size, cause).trim());
    }
    case 'IncompleteSearchError': {
      const cause = toExcelError(failure.cause, words).message ?? '';
      return excelError('#N/A', words.incompleteSearch(failure.products.length, cause).trim());
    }
    case 'CellEditModeError':
    case 'InvalidRangeError':
    case 'OccupiedRangeError':
    case 'PartialWriteError':
    case 'RecordTooLargeError':
    case 'SelectionError':
    case 'SheetNotFoundError':
      return excelError('#N/A', words.workbook(failure.message));
    default:
      return unworded(failure);
  }
}

/** Reached only when a failure of the closed set has no case above: tsc refuses to compile that. */
function unworded(failure: never): never {
  throw new Error(`No cell words for ${(failure as { name: string }).name}`);
}

/**
 * What a cell shows for a failure, in `words`' language. Never a stack trace, and never core's message where
 * the failure has fields to word it from: core's messages name no screen, a cell's say where to go.
 */
export function toExcelError(error: unknown, words: CellWords): ExcelError {
  if (error instanceof CellRefusal) return excelError(error.code, error.word(words));
  if (isExcelError(error)) return error;
  if (isPartSpecError(error)) {
    const failure = asAddInFailure(error);
    return failure ? failureCell(failure, words) : excelError('#N/A', words.unexpected(error.message));
  }
  // Core refuses options it cannot use (a negative maxRows, a rate of 0) with a RangeError that says which.
  if (error instanceof RangeError) return excelError('#VALUE!', visible(error.message));
  if (error instanceof Error && error.name === 'AbortError') return excelError('#N/A', words.cancelled());
  return excelError('#N/A', words.unexpected(error instanceof Error ? error.message : String(error)));
}
