/// <reference types="custom-functions-runtime" />
import { recordError } from '../office/errorLog';
import { currentCellWords, toExcelError } from './excelErrors';
import type { ResultCell } from './fieldCells';
import { cancelSignal, inValuePreview, PREVIEW_PLACEHOLDER } from './invocation';

/** Runs a function's body so that every call settles with a value or an Excel error, never a stack trace. */
export function settle<T>(work: () => Promise<T>): Promise<T> {
  // Not an async function: a recalculation has tens of thousands of calls waiting here at once, and each
  // suspended async function keeps its whole frame.
  let pending: Promise<T>;
  try {
    pending = work();
  } catch (error) {
    pending = Promise.reject(error);
  }
  return pending.catch(async (error: unknown) => {
    recordError(error, 'cell');
    throw toExcelError(error, await currentCellWords());
  });
}

/**
 * Runs the body of a function that answers a table (PART.FINDPARTS, PART.EQUIVALENTS, PART.MATCHLINE) as settle
 * does: in value preview it answers the placeholder and sends nothing; otherwise the body runs with the signal
 * that Excel's cancelling of the call aborts.
 */
export function settleTable(
  invocation: CustomFunctions.CancelableInvocation | undefined,
  body: (signal: AbortSignal | undefined) => Promise<ResultCell[][]>,
): Promise<ResultCell[][]> {
  return settle(() =>
    inValuePreview(invocation) ? Promise.resolve([[PREVIEW_PLACEHOLDER]]) : body(cancelSignal(invocation)),
  );
}
