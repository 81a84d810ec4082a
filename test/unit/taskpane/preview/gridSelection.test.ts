import { EXCEL_COLUMNS, EXCEL_ROWS, InvalidRangeError, MemoryWorkbook } from '../../../../src/office/workbook';
import { type GridCell, moved, spanning } from '../../../../src/taskpane/preview/gridSelection';
import { parsePastedText } from '../../../../src/taskpane/preview/parsePastedText';

const EXCEL: GridCell = { row: EXCEL_ROWS, column: EXCEL_COLUMNS };
/** What the grid draws for a small sheet: its data and some spare rows and columns (SheetGrid's limits). */
const DRAWN: GridCell = { row: 30, column: 8 };

describe('spanning', () => {
  test('a click selects one cell', () => {
    expect(spanning('Sheet1', { row: 4, column: 2 }, { row: 4, column: 2 })).toEqual({
      sheet: 'Sheet1',
      row: 4,
      column: 2,
      rowCount: 1,
      columnCount: 1,
    });
  });

  test('a shift-click selects the rectangle between the two cells, whichever way it was drawn', () => {
    const expected = { sheet: 'BOM', row: 1, column: 1, rowCount: 7, columnCount: 3 };
    const topLeft = { row: 1, column: 1 };
    const bottomRight = { row: 7, column: 3 };
    const topRight = { row: 1, column: 3 };
    const bottomLeft = { row: 7, column: 1 };
    expect(spanning('BOM', topLeft, bottomRight)).toEqual(expected);
    expect(spanning('BOM', bottomRight, topLeft)).toEqual(expected);
    expect(spanning('BOM', topRight, bottomLeft)).toEqual(expected);
    expect(spanning('BOM', bottomLeft, topRight)).toEqual(expected);
  });

  test('a single row and a single column', () => {
    expect(spanning('S', { row: 3, column: 5 }, { row: 3, column: 0 })).toEqual({
      sheet: 'S',
      row: 3,
      column: 0,
      rowCount: 1,
      columnCount: 6,
    });
    expect(spanning('S', { row: 9, column: 1 }, { row: 0, column: 1 })).toEqual({
      sheet: 'S',
      row: 0,
      column: 1,
      rowCount: 10,
      columnCount: 1,
    });
  });

  test('from A1 to XFD1048576: the whole sheet, which the workbook accepts as a selection', () => {
    const whole = spanning('Sheet1', { row: 0, column: 0 }, { row: EXCEL_ROWS - 1, column: EXCEL_COLUMNS - 1 });
    expect(whole).toEqual({ sheet: 'Sheet1', row: 0, column: 0, rowCount: EXCEL_ROWS, columnCount: EXCEL_COLUMNS });
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    workbook.setSelection(whole);
    expect(workbook.selection()).toEqual(whole);
  });

  test('a selection extended beyond the used range is kept as selected, and leaves the used range as it was', () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    workbook.setCellText('Sheet1', 0, 0, 'Part number');
    workbook.setCellText('Sheet1', 2, 1, '10');
    expect(workbook.sheetSize('Sheet1')).toEqual({ rowCount: 3, columnCount: 2 });
    const range = spanning('Sheet1', { row: 1, column: 1 }, { row: 25, column: 6 });
    workbook.setSelection(range);
    expect(workbook.selection()).toEqual({ sheet: 'Sheet1', row: 1, column: 1, rowCount: 25, columnCount: 6 });
    expect(workbook.sheetSize('Sheet1')).toEqual({ rowCount: 3, columnCount: 2 });
  });

  test('the block a paste fills: from the active cell, as tall and as wide as its longest row', () => {
    const block = parsePastedText('a\tb\tc\r\nd\r\n');
    const anchor = { row: 10, column: 3 };
    const width = Math.max(...block.map((cells) => cells.length));
    expect(spanning('S', anchor, { row: anchor.row + block.length - 1, column: anchor.column + width - 1 })).toEqual({
      sheet: 'S',
      row: 10,
      column: 3,
      rowCount: 2,
      columnCount: 3,
    });
  });

  test('a paste that ends on the last row and column fits; one more row or column runs past the grid and is refused', () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    const fits = spanning(
      'Sheet1',
      { row: EXCEL_ROWS - 2, column: EXCEL_COLUMNS - 2 },
      { row: EXCEL_ROWS - 1, column: EXCEL_COLUMNS - 1 },
    );
    workbook.setSelection(fits);
    expect(workbook.selection()).toEqual(fits);
    // spanning knows nothing of the grid: a block pasted too close to the edge spans past it, and the
    // workbook refuses such a selection (and any cell past XFD1048576), so the caller must check first.
    const tooTall = spanning('Sheet1', { row: EXCEL_ROWS - 1, column: 0 }, { row: EXCEL_ROWS, column: 0 });
    const tooWide = spanning('Sheet1', { row: 0, column: EXCEL_COLUMNS - 1 }, { row: 0, column: EXCEL_COLUMNS });
    expect(tooTall).toMatchObject({ row: EXCEL_ROWS - 1, rowCount: 2 });
    expect(tooWide).toMatchObject({ column: EXCEL_COLUMNS - 1, columnCount: 2 });
    expect(() => workbook.setSelection(tooTall)).toThrow(InvalidRangeError);
    expect(() => workbook.setSelection(tooWide)).toThrow(InvalidRangeError);
    expect(() => workbook.setCellText('Sheet1', EXCEL_ROWS, 0, 'x')).toThrow(InvalidRangeError);
    expect(workbook.selection()).toEqual(fits);
  });
});

describe('moved', () => {
  test('arrow keys move one cell', () => {
    const at = { row: 5, column: 3 };
    expect(moved(at, -1, 0, DRAWN)).toEqual({ row: 4, column: 3 });
    expect(moved(at, 1, 0, DRAWN)).toEqual({ row: 6, column: 3 });
    expect(moved(at, 0, -1, DRAWN)).toEqual({ row: 5, column: 2 });
    expect(moved(at, 0, 1, DRAWN)).toEqual({ row: 5, column: 4 });
    expect(moved(at, 0, 0, DRAWN)).toEqual(at);
  });

  test('never above row 1 or left of column A', () => {
    expect(moved({ row: 0, column: 0 }, -1, 0, DRAWN)).toEqual({ row: 0, column: 0 });
    expect(moved({ row: 0, column: 0 }, 0, -1, DRAWN)).toEqual({ row: 0, column: 0 });
    expect(moved({ row: 40, column: 2 }, -100, -5, DRAWN)).toEqual({ row: 0, column: 0 });
  });

  test('never past the last row or column the grid draws (the limits are exclusive)', () => {
    expect(moved({ row: 29, column: 7 }, 1, 1, DRAWN)).toEqual({ row: 29, column: 7 });
    expect(moved({ row: 5, column: 3 }, 100, 0, DRAWN)).toEqual({ row: 29, column: 3 });
    expect(moved({ row: 5, column: 6 }, 0, 3, DRAWN)).toEqual({ row: 5, column: 7 });
  });

  test("at Excel's edges: the last row (1,048,576) and the last column (XFD) stay where they are", () => {
    const corner = { row: EXCEL_ROWS - 1, column: EXCEL_COLUMNS - 1 };
    expect(moved(corner, 1, 0, EXCEL)).toEqual(corner);
    expect(moved(corner, 0, 1, EXCEL)).toEqual(corner);
    expect(moved(corner, 100, 100, EXCEL)).toEqual(corner);
    expect(moved({ row: EXCEL_ROWS - 50, column: 0 }, 100, 0, EXCEL)).toEqual({ row: EXCEL_ROWS - 1, column: 0 });
  });

  test('a cell outside the limits (the sheet shrank under the selection) is brought back inside', () => {
    expect(moved({ row: 500, column: 40 }, 0, 0, DRAWN)).toEqual({ row: 29, column: 7 });
  });

  test('shift+arrows past the used range: the selection grows from the anchor up to the grid limits', () => {
    const anchor = { row: 1, column: 1 };
    let corner = anchor;
    for (let step = 0; step < 40; step += 1) corner = moved(corner, 1, 1, DRAWN);
    expect(spanning('S', anchor, corner)).toEqual({ sheet: 'S', row: 1, column: 1, rowCount: 29, columnCount: 7 });
  });
});
