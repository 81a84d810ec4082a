import { type CellValue, isPartSpecError } from '../../../../../../src/core';
import type { RangeAddress } from '../../../../../../src/office/workbook';
import { DISPLAY_RESOURCES } from '../../../../../../src/taskpane/i18n/i18n';
import {
  fillColumns,
  fillRows,
  footprintColumnOf,
  placeOf,
} from '../../../../../../src/taskpane/features/fill/logic/fillLayout';
import { FOOTPRINT_HEADERS } from '../../../../../../src/words';

// A sheet with a title, a blank row, then the BOM: Ref, Value, Footprint from row 3 (index 2) to row 7.
const COLUMN: CellValue[] = ['Board rev B', '', 'Value', '100nF', '4.7uH/2A', '', '1uF'];
const USED: RangeAddress = { sheet: 'BOM', row: 0, column: 0, rowCount: 7, columnCount: 4 };
const at = (row: number, rowCount = 1): RangeAddress => ({ sheet: 'BOM', row, column: 1, rowCount, columnCount: 1 });

describe('fillRows', () => {
  test.each([
    ['the header cell alone', at(2)],
    ['one value cell in the middle', at(4)],
    ['the whole column', at(0, 1_048_576)],
  ])('%s stands for the BOM: its header, and every line down to the last value', (_, selection) => {
    expect(fillRows({ selection, used: USED, column: COLUMN })).toEqual({
      sheet: 'BOM',
      valueColumn: 1,
      headerRow: 2,
      firstDataRow: 3,
      dataRowCount: 4,
    });
  });

  test('rows selected under the header: those rows only', () => {
    expect(fillRows({ selection: at(3, 2), used: USED, column: COLUMN })).toMatchObject({
      headerRow: 2,
      firstDataRow: 3,
      dataRowCount: 2,
    });
  });

  test('a selection outside the BOM, or a header without lines, is a problem', () => {
    expect(fillRows({ selection: at(20), used: USED, column: COLUMN })).toEqual({ problem: 'nothingSelected' });
    expect(fillRows({ selection: at(0), used: USED, column: ['Value'] })).toEqual({ problem: 'noLines' });
  });
});

describe('footprintColumnOf', () => {
  const header = ['Ref', 'Value', 'PCB Footprint', 'MPN'];
  test('a header PartSpec knows, the one named, or a column letter', () => {
    expect(footprintColumnOf(header, 1, undefined)).toEqual({ column: 2 });
    expect(footprintColumnOf(['Ref', 'Value', '封装'], 1, '')).toEqual({ column: 2 });
    expect(footprintColumnOf(['Ref', 'Value'], 1, undefined)).toEqual({});
    expect(footprintColumnOf(header, 1, ' mpn ')).toEqual({ column: 3 });
    expect(footprintColumnOf(header, 1, 'a')).toEqual({ column: 0 });
    expect(footprintColumnOf(header, 1, 'B')).toMatchObject({ problem: 'footprintNotFound' });
    expect(footprintColumnOf(header, 1, 'Land pattern')).toMatchObject({ problem: 'footprintNotFound' });
  });

  test('a header first, then a letter only within the header row; a name of no header is refused with what to type', () => {
    // Headers first, case and spaces aside: a column headed `D` is that column, not column D.
    expect(footprintColumnOf(['Ref', 'Value', 'D', 'Footprint'], 1, ' d ')).toEqual({ column: 2 });
    expect(footprintColumnOf(['Ref', 'Value', 'Z'], 1, 'z')).toEqual({ column: 2 });
    expect(footprintColumnOf(header, 1, 'c')).toEqual({ column: 2 });
    // `FP`, `Pkg`, `Z`: no header, and as letters columns far right of the BOM, which would be read empty.
    for (const named of ['FP', 'Pkg', 'Z', 'E', 'fp ']) {
      expect(footprintColumnOf(header, 1, named)).toEqual({
        problem: 'footprintNotFound',
        headers: ['Ref', 'PCB Footprint', 'MPN'],
        firstColumn: 0,
        lastColumn: 3,
      });
    }
    // A BOM that starts further right: letters left of it are no column of it.
    expect(footprintColumnOf(['', '', 'Value', 'Package'], 2, 'A')).toMatchObject({
      problem: 'footprintNotFound',
      firstColumn: 2,
    });
    expect(footprintColumnOf(['', '', 'Value', 'Package'], 2, 'D')).toEqual({ column: 3 });
  });
});

test('the Footprint box’s hint names every header footprintColumnOf knows, in every display language', () => {
  for (const strings of Object.values(DISPLAY_RESOURCES)) {
    const hint = strings.fill.view.footprintHint
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\s._:-]/g, '');
    // A plural is the same header to a reader.
    const missing = [...FOOTPRINT_HEADERS].filter((header) => header !== 'footprints' && !hint.includes(header));
    expect(missing).toEqual([]);
  }
});

describe('fillColumns', () => {
  test('a part-number column of the BOM is written into; Match and Why are appended after the last header', () => {
    expect(fillColumns(['Ref', 'Value', 'MPN', '', 'Notes'], 1)).toEqual([
      { column: 'partno', index: 2, existing: true },
      { column: 'match', index: 5, existing: false },
      { column: 'why', index: 6, existing: false },
    ]);
  });

  test('the columns of an earlier fill, in any display language, are written into again', () => {
    expect(fillColumns(['Value', '品番', '判定', '理由'], 0)).toEqual([
      { column: 'partno', index: 1, existing: true },
      { column: 'match', index: 2, existing: true },
      { column: 'why', index: 3, existing: true },
    ]);
    expect(fillColumns(['Value'], 0).map((place) => place.index)).toEqual([1, 2, 3]);
  });
});

describe('placeOf', () => {
  test('the place of each of the three columns; a layout without one is PartSpec’s own invariant broken', () => {
    const columns = fillColumns(['Ref', 'Value', 'MPN'], 1);
    expect(placeOf({ columns }, 'partno')).toEqual({ column: 'partno', index: 2, existing: true });
    expect(placeOf({ columns }, 'why')).toEqual({ column: 'why', index: 4, existing: false });
    const withoutPartno = { columns: columns.filter((place) => place.column !== 'partno') };
    let thrown: unknown;
    try {
      placeOf(withoutPartno, 'partno');
    } catch (error) {
      thrown = error;
    }
    expect(isPartSpecError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ name: 'PartSpecError', message: 'Fill’s layout has no partno column.' });
  });
});
