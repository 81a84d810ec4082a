import { isPartSpecError, type PartSpecError } from '../../core';
import { asAddInFailure, type AddInFailure } from '../../office/OfficeFailure';
import { t } from '../i18n/i18n';
import { type BomRefreshError, isBomRefreshError } from '../errors/BomRefreshError';
import { isSheetLeftError, type SheetLeftError } from '../errors/SheetLeftError';
import { categoryInText } from './categoryNames';
import { bomProblemText } from './failureWords/bomProblemText';
import { descriptionWords, invalidPartnoWords, unknownFieldWords, unsafeValueWords } from './failureWords/queryWords';
import { networkWords, timeoutWords, urlTooLongWords } from './failureWords/serviceWords';
import { settingsWords } from './failureWords/settingsWords';
import { notInSnapshotsWords, snapshotStoreWords } from './failureWords/snapshotWords';
import { clause, ELSEWHERE, IN_SETTINGS, type Place, sentences } from './failureWords/text';
import { cellEditModeWords, occupiedWords, refusedWriteWords } from './failureWords/workbookWords';

// The pane's words for every PartSpec error, chosen from the error's fields and never from its message:
// core's messages name no screen, and the pane is where "Open Settings" means something. Only an error
// that carries nothing but its sentence (a plain PartSpecError, an InvalidRangeError)
// is shown as it was written. The words are the `errors` texts of the display language (src/words/en/pane/errors.ts).

export interface DescribeOptions {
  /** The words are shown in Settings itself: they say "above", not "Open Settings". */
  readonly inSettings?: boolean;
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
    case 'AccessTokenError':
      return t(`errors.accessToken.${failure.problem}`, where);
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
    case 'DescriptionError':
      return descriptionWords(failure);
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
    case 'RecordTooLargeError':
      return t('errors.recordTooLarge', { record: failure.record });
    case 'SheetLeftError':
      return sentences(describeError(failure.cause), t('jobs.write.sheetLeft', { sheet: failure.sheet }));
    case 'BomRefreshError':
      return bomProblemText(failure.problem);
    case 'InvalidRangeError':
      // Its sentence is all it carries, written by the workbook to be read as it is.
      return failure.message;
    default:
      return unworded(failure);
  }
}

/** Reached only when a failure of the closed set has no case above: tsc refuses to compile that. */
function unworded(failure: never): never {
  throw new Error(`No words for ${(failure as { name: string }).name}`);
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
    case 'AccessTokenError':
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
    case 'DescriptionError':
    case 'FilterError':
    case 'InvalidPartnoError':
    case 'InvalidRangeError':
    case 'NotFoundError':
    case 'OccupiedRangeError':
    case 'RecordTooLargeError':
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
