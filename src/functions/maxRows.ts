import { cellText, given } from './cells';
import { CellRefusal } from './excelErrors';

/** The maxRows argument of PART.FINDPARTS and PART.EQUIVALENTS: `otherwise` when not given; refused unless a whole number from 1. */
export function maxRowsOf(maxRows: unknown, otherwise: number): number {
  const limit = given(maxRows) ? Number(maxRows) : otherwise;
  if (!Number.isInteger(limit) || limit < 1)
    throw new CellRefusal('#VALUE!', (words) => words.maxRowsNotWhole(cellText(maxRows)));
  return limit;
}
