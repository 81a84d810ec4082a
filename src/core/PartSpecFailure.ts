import { type PartSpecError } from './errors';
import type { UnknownFieldError } from './catalog';
import type {
  AccessTokenError,
  ApiKeyRefusedError,
  BadRequestError,
  DownloadRefusedError,
  InvalidApiKeyError,
  InvalidPartnoError,
  MissingApiKeyError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  RedirectRefusedError,
  ResponseFormatError,
  ServiceError,
  ServiceUrlError,
  TimeoutError,
  UnexpectedStatusError,
  UrlTooLongError,
} from './client';
import type { IncompleteLookupError } from './lookup';
import type { DescriptionError } from './matching';
import type { CannotPageError, IncompleteSearchError } from './paging';
import type { FilterError, UnsafeValueError } from './query';
import type { NotInSnapshotsError, SnapshotDamagedError, SnapshotsUnavailableError } from './snapshots';

/**
 * Every error core throws, as one closed set: the layers above word a failure by one `switch` on its `name`,
 * and the compiler proves the switch complete (a `never` in its default), so a new error class fails to
 * compile until each place that shows failures has words for it.
 */
export type PartSpecFailure =
  | AccessTokenError
  | ApiKeyRefusedError
  | BadRequestError
  | CannotPageError
  | DescriptionError
  | DownloadRefusedError
  | FilterError
  | IncompleteLookupError
  | IncompleteSearchError
  | InvalidApiKeyError
  | InvalidPartnoError
  | MissingApiKeyError
  | NetworkError
  | NotFoundError
  | NotInSnapshotsError
  | RateLimitError
  | RedirectRefusedError
  | ResponseFormatError
  | ServiceError
  | ServiceUrlError
  | SnapshotDamagedError
  | SnapshotsUnavailableError
  | TimeoutError
  | UnexpectedStatusError
  | UnknownFieldError
  | UnsafeValueError
  | UrlTooLongError;

/** The names of the closed set; `satisfies` keeps the list and the union the same, name for name. */
export const PART_SPEC_FAILURE_NAMES = new Set<string>(
  Object.keys({
    AccessTokenError: true,
    ApiKeyRefusedError: true,
    BadRequestError: true,
    CannotPageError: true,
    DescriptionError: true,
    DownloadRefusedError: true,
    FilterError: true,
    IncompleteLookupError: true,
    IncompleteSearchError: true,
    InvalidApiKeyError: true,
    InvalidPartnoError: true,
    MissingApiKeyError: true,
    NetworkError: true,
    NotFoundError: true,
    NotInSnapshotsError: true,
    RateLimitError: true,
    RedirectRefusedError: true,
    ResponseFormatError: true,
    ServiceError: true,
    ServiceUrlError: true,
    SnapshotDamagedError: true,
    SnapshotsUnavailableError: true,
    TimeoutError: true,
    UnexpectedStatusError: true,
    UnknownFieldError: true,
    UnsafeValueError: true,
    UrlTooLongError: true,
  } satisfies Record<PartSpecFailure['name'], true>),
);

/**
 * The error as a member of the closed set, or undefined: a bare PartSpecError (an invariant of PartSpec's own
 * broken), or one of a class this copy of the code does not know (another bundle's, newer).
 */
export function asPartSpecFailure(error: PartSpecError): PartSpecFailure | undefined {
  return PART_SPEC_FAILURE_NAMES.has(error.name) ? (error as PartSpecFailure) : undefined;
}
