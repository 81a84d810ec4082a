import { boundRows, MAX_RESULT_BYTES } from '../../../src/functions/resultBound';
import { jsonBytes } from '../../../src/office/workbook';

// A result is measured as the runtime hands it to Excel: the UTF-8 bytes of its JSON, to the byte.
const note = (kept: number): string[] => [`first ${kept} shown`, ''];
const rows = (count: number, text: string): string[][] =>
  Array.from({ length: count }, (_, index) => [`${text}${index}`, text]);

test('a result under the bound is returned whole, uncut', () => {
  const body = rows(10, 'x');
  const bounded = boundRows([['Partno', 'Text']], body, note, 10_000);
  expect(bounded).toEqual({ rows: [['Partno', 'Text'], ...body], kept: 10, cut: false });
});

test.each([
  ['ASCII', 'abcdefghij'],
  ['Japanese (3 bytes a character)', '積層セラミックコンデンサ'],
  ['quotes and backslashes, escaped in JSON', '"\\"\\'],
  ['characters outside the BMP', '🔌🔋'],
])('over the bound (%s): as many rows as fit with the last row, measured to the byte', (_, text) => {
  const head = [['Partno', 'Text']];
  const body = rows(500, text);
  const max = 3_000;
  const bounded = boundRows(head, body, note, max);
  expect(bounded.cut).toBe(true);
  expect(bounded.rows).toEqual([...head, ...body.slice(0, bounded.kept), note(bounded.kept)]);
  expect(jsonBytes(bounded.rows)).toBeLessThanOrEqual(max);
  // One more row would not have fitted.
  expect(jsonBytes([...head, ...body.slice(0, bounded.kept + 1), note(bounded.kept + 1)])).toBeGreaterThan(max);
});

test('exactly at the bound is not over it', () => {
  const body = rows(3, 'y');
  const exact = jsonBytes(body);
  expect(boundRows([], body, note, exact).cut).toBe(false);
  expect(boundRows([], body, note, exact - 1).cut).toBe(true);
});

test('a first row heavier than the bound alone: the head and the last row only', () => {
  const bounded = boundRows([['Partno']], [['x'.repeat(500)]], (kept) => [`${kept} shown`], 100);
  expect(bounded).toEqual({ rows: [['Partno'], ['0 shown']], kept: 0, cut: true });
});

test('the bound is 4 MB: a fifth under Excel on the web’s 5 MB', () => {
  expect(MAX_RESULT_BYTES).toBe(4_000_000);
});
