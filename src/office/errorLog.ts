import { isPartSpecError } from '../core';

/** Where an error reached the user: a cell (a PART function) or the task pane (a job). */
export type ErrorSource = 'cell' | 'pane';

/**
 * One error as diagnostics show it: its type and facts, never its message (a message may quote a filter's
 * values or a part number; the key is never in one, but nothing the user typed needs to leave the machine).
 */
export interface LoggedError {
  /** When it last happened (ms since 1970). */
  readonly time: number;
  readonly source: ErrorSource;
  /**
   * The error's class (`NetworkError`, `FilterError`); for a cell error a function made itself, its Excel
   * code (`#VALUE!`); `Error` for anything else.
   */
  readonly type: string;
  /** The failure behind it, for an error that wraps one (`IncompleteLookupError` <- `NetworkError`). */
  readonly causeType?: string;
  /** The service's HTTP status, when there was an answer. */
  readonly status?: number;
  /** How many times in a row it happened (a column of cells failing at once is one entry). */
  readonly count: number;
}

/** How many errors diagnostics keep: the newest. */
export const ERROR_LOG_SIZE = 10;

/** The same error again within this long of the last is counted on that entry. */
const REPEAT_WINDOW_MS = 60_000;

const entries: LoggedError[] = [];

function typeOf(error: unknown): string | undefined {
  if (isPartSpecError(error)) return error.name;
  // A cell error a function made itself (a field name it does not know): its Excel code, `#VALUE!`, whether
  // CustomFunctions.Error (in Excel, where it may be an Error) or the plain object made elsewhere.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('#')) return code;
  if (error instanceof Error) return error.name === 'AbortError' ? 'AbortError' : 'Error';
  return undefined;
}

function statusOf(error: unknown): number | undefined {
  return isPartSpecError(error) ? error.status : undefined;
}

/** Notes an error that reached the user, for Settings > Diagnostics. Never throws. */
export function recordError(error: unknown, source: ErrorSource, now: number = Date.now()): void {
  const type = typeOf(error) ?? 'Error';
  const cause = error instanceof Error ? error.cause : undefined;
  // Only a cause of PartSpec's own says something (a runtime's TypeError under a NetworkError does not).
  const causeType = isPartSpecError(cause) ? cause.name : undefined;
  const entry = { source, type, causeType, status: statusOf(error) ?? statusOf(cause) };
  const last = entries[0];
  if (
    last &&
    now - last.time <= REPEAT_WINDOW_MS &&
    last.source === entry.source &&
    last.type === entry.type &&
    last.causeType === entry.causeType &&
    last.status === entry.status
  ) {
    entries[0] = { ...last, time: now, count: last.count + 1 };
    return;
  }
  entries.unshift({ ...entry, time: now, count: 1 });
  entries.length = Math.min(entries.length, ERROR_LOG_SIZE);
}

/** The last errors, newest first. */
export function recentErrors(): readonly LoggedError[] {
  return [...entries];
}

/** Forgets every logged error (tests). */
export function clearErrorLog(): void {
  entries.length = 0;
}
