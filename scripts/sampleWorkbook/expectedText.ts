/**
 * How an expected result is written in one line, beside the formula that should give it: values as Excel
 * shows them in a General cell (1.5E-07, TRUE), an empty cell as (empty), and a spilled block row by row.
 */

/** A number as Excel's General format shows it in a wide column: plain from 0.0001 on, scientific below. */
export function generalNumber(value: number): string {
  if (value === 0 || !Number.isFinite(value)) return String(value);
  const size = Math.abs(value);
  if (size >= 1e-4 && size < 1e11) return String(Number(value.toPrecision(10)));
  const [mantissa, exponent] = Number(value.toPrecision(10)).toExponential().split('e');
  const power = Number(exponent);
  return `${mantissa.toUpperCase()}E${power < 0 ? '-' : '+'}${String(Math.abs(power)).padStart(2, '0')}`;
}

/** One cell's value as the tester will see it. */
export function cellText(value: unknown): string {
  if (value === '' || value === null || value === undefined) return '(empty)';
  if (typeof value === 'number') return generalNumber(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/** A spilled block in one line: `3 rows × 2 columns: [a | b] [c | d] [e | f]`. */
export function blockText(rows: readonly (readonly unknown[])[]): string {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const shape = `${rows.length} ${rows.length === 1 ? 'row' : 'rows'} × ${columns} ${columns === 1 ? 'column' : 'columns'}`;
  return `${shape}: ${rows.map((row) => `[${row.map(cellText).join(' | ')}]`).join(' ')}`;
}

/** A count as the pane writes it: 12,000. */
export function countText(count: number): string {
  return count.toLocaleString('en-US');
}
