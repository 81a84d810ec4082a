import { columnLetters, EXCEL_COLUMNS } from '../../../../src/office/workbook';
import { columnName } from '../../../../src/taskpane/preview/columnName';

describe('columnName', () => {
  test.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
    [703, 'AAB'],
    [EXCEL_COLUMNS - 1, 'XFD'],
  ])('column %i is %s', (column, name) => {
    expect(columnName(column)).toBe(name);
  });

  test('XFD is the last column of Excel, 16,384', () => {
    expect(EXCEL_COLUMNS).toBe(16_384);
    expect(columnName(16_383)).toBe('XFD');
  });

  test('every column of the grid: the same letters as the workbook writes in addresses, each once', () => {
    const names = Array.from({ length: EXCEL_COLUMNS }, (_, column) => columnName(column));
    expect(names).toEqual(Array.from({ length: EXCEL_COLUMNS }, (_, column) => columnLetters(column)));
    expect(new Set(names).size).toBe(EXCEL_COLUMNS);
    expect(names.every((name) => /^[A-Z]{1,3}$/.test(name))).toBe(true);
  });

  test('in the order the grid draws them: by length, then alphabetically', () => {
    const names = Array.from({ length: EXCEL_COLUMNS }, (_, column) => columnName(column));
    const sorted = [...names].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    expect(names).toEqual(sorted);
  });
});
