import type {
  AccessTokenProblem,
  BadRequestError,
  CannotPageError,
  ConditionProblem,
  DescriptionError,
  DownloadRefusedError,
  FilterError,
  NotInCatalogue,
  OutOfScope,
  NetworkError,
  NotFoundError,
  NotInSnapshotsError,
  RateLimitError,
  RedirectRefusedError,
  ResponseFormatError,
  ServiceError,
  ServiceUrlError,
  SnapshotDamagedError,
  SnapshotsUnavailableError,
  TimeoutError,
  UnexpectedStatusError,
  UnknownFieldError,
  UnsafeValueError,
  UrlTooLongError,
} from '../../core';
import type { SettingsError } from '../../office/settings';
import type { Words } from '../../words';
import type { SnapshotStoreError } from '../../office/snapshots';

/**
 * What a cut result held: the products of a search, the cards of a column, the drop-ins of a part, the lines
 * of a BOM (a column of them) or the parts of one line.
 */
export type ResultCutKind = 'products' | 'cards' | 'dropIns' | 'lines' | 'parts';

/**
 * What a cell says, in one display language: every failure the functions can meet, and the functions' own
 * refusals of their arguments. One body of code (cellWordsOf) fills the language's templates of the word
 * catalogue (src/words/{en,ja,zh}/cells.ts, where each language must hold every template: the compiler
 * checks), and each message fits Excel's 255-character tooltip with the values it repeats cut short (`shown`).
 */
export interface CellWords extends CellFailureWords, CellRefusalWords, CellRowWords {
  /**
   * The vocabulary shared with the pane and the SDK in this language (the matching's verdicts, requirements
   * and reasons, the refused characters, the cells' own texts): src/words, where each term is written once.
   */
  readonly catalogue: Words;
  /** A value repeated in a message, in this language's quotes; `shown` has already cut it short. */
  readonly quoted: (value: string) => string;
  /** Between the items of a list. */
  readonly listSeparator: string;
  /** Between the reasons of one part. */
  readonly reasonSeparator: string;
}

/**
 * The failures of core and office, and any other, in a cell's words. A message says what happened and what
 * to do; where the fix is a setting, it sends the user to the task pane's Settings, since a cell has no button.
 */
export interface CellFailureWords {
  // core's failures
  readonly missingApiKey: () => string;
  readonly invalidApiKey: () => string;
  readonly apiKeyRefused: () => string;
  readonly accessToken: (problem: AccessTokenProblem) => string;
  readonly badRequest: (error: BadRequestError) => string;
  readonly cannotPage: (error: CannotPageError) => string;
  /**
   * A BOM line (PART.MATCHLINE) that states no value that can be read; `unread`: the words not understood, each
   * already quoted and the list cut short ('' when every word was read and none was a value).
   */
  readonly description: (error: DescriptionError, unread: string) => string;
  readonly downloadRefused: (error: DownloadRefusedError) => string;
  readonly filter: (error: FilterError) => string;
  /** `cause` is the cell's words for the failure behind it. */
  readonly incompleteLookup: (failed: number, total: number, cause: string) => string;
  readonly incompleteSearch: (arrived: number, cause: string) => string;
  readonly network: (error: NetworkError) => string;
  readonly notFound: (error: NotFoundError) => string;
  readonly notInSnapshots: (error: NotInSnapshotsError) => string;
  readonly rateLimit: (error: RateLimitError) => string;
  readonly redirectRefused: (error: RedirectRefusedError) => string;
  readonly responseFormat: (error: ResponseFormatError) => string;
  readonly service: (error: ServiceError) => string;
  readonly serviceUrl: (error: ServiceUrlError) => string;
  readonly snapshotDamaged: (error: SnapshotDamagedError) => string;
  readonly snapshotsUnavailable: (error: SnapshotsUnavailableError) => string;
  readonly timeout: (error: TimeoutError) => string;
  readonly unexpectedStatus: (error: UnexpectedStatusError) => string;
  readonly unknownField: (error: UnknownFieldError) => string;
  readonly unsafeValue: (error: UnsafeValueError) => string;
  readonly urlTooLong: (error: UrlTooLongError) => string;

  // office's failures
  readonly settings: (error: SettingsError) => string;
  readonly snapshotStore: (error: SnapshotStoreError) => string;
  /**
   * The workbook's failures (a cell being edited, a range, a sheet): the functions write no workbook, so
   * these reach a cell only through a bug; `message` is the error's own sentence.
   */
  readonly workbook: (message: string) => string;

  // anything else
  readonly cancelled: () => string;
  /** A failure PartSpec has no words for (a bug, or another copy of the code); `message` is all it says. */
  readonly unexpected: (message: string) => string;
}

/** The functions' own refusals of their arguments. */
export interface CellRefusalWords {
  readonly languageNotKnown: (given: string) => string;
  readonly noFieldNames: () => string;
  readonly tooManyFields: (count: number, max: number) => string;
  readonly partNotFound: (partno: string) => string;
  readonly maxRowsNotWhole: (given: string) => string;
  readonly unknownCategory: (given: string, categories: string) => string;
  readonly notBottomCategory: (given: string, categories: string) => string;
  readonly conditionCounts: (items: number, operators: number, values: number) => string;
  readonly noPartno: () => string;
  /** A data type given where a part number is asked for that has no Partno (`name`: its text, or its kind). */
  readonly entityWithoutPartno: (name: string) => string;
  /** A data type given where text or a number is asked for (a field name, a filter, a line of a BOM). */
  readonly dataTypeNotText: (name: string) => string;
  /** PART.BUILDFILTER's condition `row` (1-based) could not be read. */
  readonly conditionProblem: (problem: ConditionProblem, row: number) => string;
  /** PART.MATCHLINE's count: a whole number from 1 to `max`. */
  readonly countNotWhole: (given: string, max: number) => string;
  /** A range of footprints that is neither one cell nor as many cells as the descriptions. */
  readonly footprintCount: (descriptions: number, footprints: number) => string;
}

/** The last row of a list that is not whole, and PART.MATCHLINE's lines without a part. */
export interface CellRowWords {
  /** PART.FINDPARTS with maxRows: more products match than the `limit` shown. */
  readonly moreThanMaxRows: (limit: number) => string;
  /** PART.FINDPARTS without maxRows: more than one request's `max` products match. */
  readonly moreThanOneRequest: (max: number) => string;
  /**
   * The last row of a result cut so that it stays under the 4 MB Excel takes from one call (resultBound.ts):
   * the first `kept` of `total` `what` are shown; says what to do to see the rest.
   */
  readonly resultCut: (what: ResultCutKind, kept: number, total: number) => string;
  /** PART.EQUIVALENTS: `count` more drop-ins than maxRows shows. */
  readonly moreEquivalents: (count: number) => string;
  /** PART.EQUIVALENTS: no drop-in for `partno`; `toCheck` parts the pane's Find equivalents would list. */
  readonly noDropIn: (partno: string, toCheck: number) => string;

  // PART.MATCHLINE: its terms are the catalogue's
  /** A line that is no ceramic capacitor or inductor (`not a ceramic capacitor or inductor: a resistor (10k)`). */
  readonly outOfScope: (outOfScope: OutOfScope) => string;
  /** A line of a kind the catalogue has no part of (a leaded inductor). */
  readonly notInCatalogue: (reason: NotInCatalogue) => string;
  /** No part at all for the line `text`; `stated`: what was read of it, listed ('' when nothing). */
  readonly noMatch: (text: string, stated: string) => string;
}
