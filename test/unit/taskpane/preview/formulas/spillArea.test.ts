import { EXCEL_COLUMNS, EXCEL_ROWS } from '../../../../../src/office/workbook';
import { spillBlocker } from '../../../../../src/taskpane/preview/formulas/spillArea';

test('an answer spills when every cell right and below is empty; its own cell never counts', () => {
  const taken = new Set(['1,1']);
  expect(spillBlocker({ row: 1, column: 1 }, 3, 2, (row, column) => taken.has(`${row},${column}`))).toBeUndefined();
});

test('the first filled cell in the way, row by row', () => {
  const taken = new Set(['3,2', '2,3']);
  expect(spillBlocker({ row: 1, column: 1 }, 3, 3, (row, column) => taken.has(`${row},${column}`))).toEqual({
    row: 2,
    column: 3,
  });
  // Its last row and column count too.
  expect(spillBlocker({ row: 1, column: 1 }, 3, 2, (row, column) => row === 3 && column === 2)).toEqual({
    row: 3,
    column: 2,
  });
  expect(spillBlocker({ row: 1, column: 1 }, 2, 2, (row, column) => row === 3 && column === 2)).toBeUndefined();
});

test('past the last row or column of a sheet', () => {
  expect(spillBlocker({ row: EXCEL_ROWS - 2, column: 0 }, 2, 1, () => false)).toBeUndefined();
  expect(spillBlocker({ row: EXCEL_ROWS - 2, column: 0 }, 3, 1, () => false)).toBe('edge');
  expect(spillBlocker({ row: 0, column: EXCEL_COLUMNS - 1 }, 1, 2, () => false)).toBe('edge');
});
