import { addressA1, columnLetters, rangeA1, sheetReference } from '../../../../src/office/workbook';

test('column letters run A..Z, AA.., up to XFD', () => {
  expect([0, 25, 26, 51, 52, 701, 702, 16_383].map(columnLetters)).toEqual([
    'A',
    'Z',
    'AA',
    'AZ',
    'BA',
    'ZZ',
    'AAA',
    'XFD',
  ]);
});

test('ranges read the way Excel users read them, sheet names quoted where Excel needs it', () => {
  expect(rangeA1({ sheet: 'Sheet1', row: 0, column: 0, rowCount: 10, columnCount: 3 })).toBe('Sheet1!A1:C10');
  expect(rangeA1({ sheet: 'Sheet1', row: 6, column: 1, rowCount: 1, columnCount: 1 })).toBe('Sheet1!B7');
  expect(addressA1({ sheet: "O'Brien parts", row: 0, column: 27 })).toBe("'O''Brien parts'!AB1");
  expect(['Parts', 'Parts (2)', 'A1', 'R1C1', 'R', '2024', 'データ', 'my_sheet.v2'].map(sheetReference)).toEqual([
    'Parts',
    "'Parts (2)'",
    "'A1'",
    "'R1C1'",
    "'R'",
    "'2024'",
    "'データ'",
    'my_sheet.v2',
  ]);
});
