import { readFormula, referenceOf } from '../../../../../src/taskpane/preview/formulas/readFormula';

describe('readFormula', () => {
  test('a PART function with literals, references and arguments left out', () => {
    expect(readFormula('=PART.FINDPARTS("Capacitance ge 100nF", B1:F1, , "ja", 12)')).toEqual({
      kind: 'part',
      id: 'FINDPARTS',
      args: [
        { kind: 'value', value: 'Capacitance ge 100nF' },
        { kind: 'reference', reference: { row: 0, column: 1, rowCount: 1, columnCount: 5 } },
        { kind: 'omitted' },
        { kind: 'value', value: 'ja' },
        { kind: 'value', value: 12 },
      ],
    });
  });

  test('names in any case; TRUE and negative numbers', () => {
    expect(readFormula('=part.status(a2, TRUE, -3)')).toEqual({
      kind: 'part',
      id: 'STATUS',
      args: [
        { kind: 'reference', reference: { row: 1, column: 0, rowCount: 1, columnCount: 1 } },
        { kind: 'value', value: true },
        { kind: 'value', value: -3 },
      ],
    });
  });

  test('other formulas are not PART functions, even with one inside', () => {
    expect(readFormula('=SUM(A1:A3)')).toEqual({ kind: 'notPart' });
    expect(readFormula('=PART.SPEC(A2, "Capacitance")&" F"')).toEqual({ kind: 'notPart' });
    expect(readFormula('=PARTS(A1)')).toEqual({ kind: 'notPart' });
  });

  test('an argument that is no value or reference is named as typed', () => {
    expect(readFormula('=PART.STATUS(UPPER(A2))')).toEqual({
      kind: 'unsupported',
      problem: 'argument',
      argument: 'UPPER(A2)',
    });
    expect(readFormula('=PART.STATUS({"A","B"})')).toMatchObject({ kind: 'unsupported', problem: 'argument' });
    expect(readFormula('=PART.STATUS(#N/A)')).toMatchObject({ kind: 'unsupported', argument: '#N/A' });
  });

  test('a formula Excel would not take', () => {
    expect(readFormula('=PART.STATUS(')).toEqual({ kind: 'unsupported', problem: 'syntax' });
  });
});

describe('referenceOf', () => {
  test('absolute and relative cells, ranges either way round, another sheet, a whole column', () => {
    expect(referenceOf('$A$2')).toEqual({ row: 1, column: 0, rowCount: 1, columnCount: 1 });
    expect(referenceOf('A2:A900')).toEqual({ row: 1, column: 0, rowCount: 899, columnCount: 1 });
    expect(referenceOf('B1:F1')).toEqual({ row: 0, column: 1, rowCount: 1, columnCount: 5 });
    expect(referenceOf('D9:B2')).toEqual({ row: 1, column: 1, rowCount: 8, columnCount: 3 });
    expect(referenceOf('Sheet2!A2:A9')).toEqual({ sheet: 'Sheet2', row: 1, column: 0, rowCount: 8, columnCount: 1 });
    expect(referenceOf("'My parts'!$B$3")).toEqual({
      sheet: 'My parts',
      row: 2,
      column: 1,
      rowCount: 1,
      columnCount: 1,
    });
    expect(referenceOf('C:C')).toEqual({ row: 0, column: 2, columnCount: 1 });
  });

  test('a whole row, a name or another workbook is none', () => {
    expect(referenceOf('2:2')).toBeUndefined();
    expect(referenceOf('Parts')).toBeUndefined();
    expect(referenceOf('[Book2]Sheet1!A1')).toBeUndefined();
  });
});
