import { recordError } from '../office/errorLog';
import { currentCellWords, toExcelError } from './excelErrors';

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
