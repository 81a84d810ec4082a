import { type BottomCategory, isPartSpecErrorNamed, type Language, PartSpecError } from '../../core';

/** What the snapshot store was doing when the browser's storage failed it. */
export type SnapshotStoreOperation = 'open' | 'list' | 'load' | 'save' | 'delete';

/** Why the browser's storage failed the snapshot store. */
export type SnapshotStoreProblem =
  /** No IndexedDB here, or the browser would not open it (storage turned off, some private windows). */
  | 'unavailable'
  /** The browser's storage for PartSpec is full. */
  | 'quotaExceeded'
  /** Another copy of PartSpec holds the database open at an older version, so it cannot be opened. */
  | 'blocked'
  /** The database was made by a newer version of PartSpec, which this one cannot open. */
  | 'newerVersion'
  /** The browser's storage did not answer within the store's deadline. */
  | 'timeout'
  /** Any other refusal; `cause` tells. */
  | 'refused';

/** What the store was doing, as the start of a sentence: `The snapshot of X in ja could not be saved`. */
function attempted(operation: SnapshotStoreOperation, category?: BottomCategory, lang?: Language): string {
  const snapshot = category && lang ? `The snapshot of ${category} in ${lang}` : 'The snapshot';
  switch (operation) {
    case 'open':
      return 'The kept snapshots could not be opened';
    case 'list':
      return 'The kept snapshots could not be listed';
    case 'load':
      return `${snapshot} could not be read`;
    case 'save':
      return `${snapshot} could not be saved`;
    case 'delete':
      return `${snapshot} could not be deleted`;
  }
}

/** Why, as the rest of the sentence (and, where there is one, what to do). */
function because(problem: SnapshotStoreProblem, said: string): string {
  switch (problem) {
    case 'unavailable':
      return `the browser offers no storage for them here (storage may be turned off, as in some private windows${said ? `; the browser said: ${said}` : ''}).`;
    case 'quotaExceeded':
      return "the browser's storage is full (quota exceeded). Delete snapshots that are no longer needed, or free space on the disk, then try again.";
    case 'blocked':
      return 'another copy of PartSpec (in another Excel window or browser tab) holds them open with an older version. Close it, then try again.';
    case 'newerVersion':
      return 'they were kept by a newer version of PartSpec, which this one cannot read.';
    case 'timeout':
      return "the browser's storage did not answer in time. Try again; if it keeps happening, restart Excel (or the browser).";
    case 'refused':
      return `the browser's storage refused${said ? ` (it said: ${said})` : ''}.`;
  }
}

/** The problem a failure of the browser's storage shows by its name (DOMException names, spec'd by IndexedDB). */
function problemOf(operation: SnapshotStoreOperation, cause: unknown): SnapshotStoreProblem {
  const name = cause instanceof Error || isNamed(cause) ? cause.name : '';
  if (name === 'QuotaExceededError' || /quota/i.test(name)) return 'quotaExceeded';
  if (operation === 'open') {
    if (name === 'VersionError') return 'newerVersion';
    // Firefox's private windows refused IndexedDB with InvalidStateError; a sandboxed frame gets SecurityError.
    if (name === 'InvalidStateError' || name === 'SecurityError') return 'unavailable';
  }
  return 'refused';
}

function isNamed(value: unknown): value is { name: string; message?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}

/** A thrown value's message without its final period, so that a sentence can go on after it. */
function messageOf(cause: unknown): string {
  if (cause === undefined) return '';
  const text =
    cause instanceof Error || isNamed(cause) ? `${cause.name}: ${String(cause.message ?? '')}` : String(cause);
  return text.replace(/[.\s:]+$/, '');
}

/**
 * The browser's storage (IndexedDB) failed the snapshot store: it could not be opened (`operation` `open`,
 * whichever method asked), or it refused a list, load, save or delete. Nothing was changed by a failed save
 * or delete: the snapshot kept before, if any, is still there whole. `cause` is the browser's error.
 */
export class SnapshotStoreError extends PartSpecError {
  override readonly name = 'SnapshotStoreError';
  readonly operation: SnapshotStoreOperation;
  readonly problem: SnapshotStoreProblem;
  /** The snapshot's category and language, for a load, save or delete. */
  readonly category?: BottomCategory;
  readonly lang?: Language;

  constructor(
    operation: SnapshotStoreOperation,
    details: { cause?: unknown; problem?: SnapshotStoreProblem; category?: BottomCategory; lang?: Language } = {},
  ) {
    const problem = details.problem ?? problemOf(operation, details.cause);
    super(`${attempted(operation, details.category, details.lang)}: ${because(problem, messageOf(details.cause))}`, {
      cause: details.cause,
    });
    this.operation = operation;
    this.problem = problem;
    this.category = details.category;
    this.lang = details.lang;
  }
}

/** Whether `value` is a SnapshotStoreError, also one made by another copy of PartSpec's code. */
export function isSnapshotStoreError(value: unknown): value is SnapshotStoreError {
  return isPartSpecErrorNamed<SnapshotStoreError>(value, 'SnapshotStoreError');
}
