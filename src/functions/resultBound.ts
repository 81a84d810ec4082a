import { jsonBytes } from '../office/workbook/payload';

/**
 * The most a function's result may weigh: 4,000,000 bytes of its JSON, as the runtime hands it to Excel.
 * Excel on the web refuses any message over 5 MB, and users report results of about that size stuck at
 * #BUSY! or refused on the desktop too; 4 MB leaves a fifth for what this measure does not see (the
 * envelope of the message, the call's id). Measured on the result itself, never estimated from a count.
 */
export const MAX_RESULT_BYTES = 4_000_000;

/** What a bound did: the rows to return, and how many of the body's rows they hold. */
export interface BoundedResult<T> {
  readonly rows: T[][];
  /** The body's rows kept, from the first: all of them unless `cut`. */
  readonly kept: number;
  readonly cut: boolean;
}

/**
 * `head` (a header, kept whole), then the first rows of `body`, so that the result weighs at most `maxBytes`
 * (the UTF-8 bytes of its JSON). When the body does not fit whole, as many of its rows as fit with
 * `lastRow(kept)` after them: a row saying what was left out and what to do, as wide as the others.
 */
export function boundRows<T>(
  head: readonly (readonly T[])[],
  body: readonly (readonly T[])[],
  lastRow: (kept: number) => T[],
  maxBytes = MAX_RESULT_BYTES,
): BoundedResult<T> {
  // `[` and `]`, then each row and the comma before every row but the first.
  const rowsBytes = (count: number, sizes: readonly number[]) =>
    sizes.slice(0, count).reduce((sum, size) => sum + size, 0) + Math.max(count - 1, 0);
  const headSizes = head.map((row) => jsonBytes(row));
  let total = 2 + rowsBytes(head.length, headSizes);
  const prefix: number[] = [];
  let kept = 0;
  for (const row of body) {
    // Each row measured once, and no further than the bound: a result of 70 MB is not measured whole.
    total += jsonBytes(row) + (head.length + kept > 0 ? 1 : 0);
    if (total > maxBytes) break;
    prefix.push(total);
    kept += 1;
  }
  if (kept === body.length) return { rows: [...head, ...body].map((row) => [...row]), kept, cut: false };
  const withLast = (count: number) => {
    const before = count > 0 ? prefix[count - 1] : 2 + rowsBytes(head.length, headSizes);
    return before + jsonBytes(lastRow(count)) + (head.length + count > 0 ? 1 : 0);
  };
  while (kept > 0 && withLast(kept) > maxBytes) kept -= 1;
  return {
    rows: [...head, ...body.slice(0, kept), lastRow(kept)].map((row) => [...row]),
    kept,
    cut: true,
  };
}
