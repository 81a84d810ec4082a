import { listedSpelling, partnoProblem, readCondition } from '../../../../src/core/query';

// The one reader of (item, operator, value) behind the pane's rows, PART.BUILDFILTER and the part-number checks.
const read = (item: string, operator: string, value: string | string[], lang: 'en' | 'ja' | 'zh' = 'en') =>
  readCondition({ item, operator, value, lang });

describe('readCondition: what it reads', () => {
  test.each([
    ['Capacitance', 'ge', '100nF', { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 }],
    ['capacitance', '>=', ' 0.1 µF ', { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 }],
    ['RatedVoltage', '≤', '50', { kind: 'number', item: 'RatedVoltage', operator: 'le', value: 50 }],
    ['Capacitance', 'EQ', '1e-7', { kind: 'number', item: 'Capacitance', operator: 'eq', value: 1e-7 }],
    ['Rohs', '=', 'TRUE', { kind: 'boolean', item: 'Rohs', value: true }],
    [
      'SizecodeInch',
      '=',
      '0402|0603',
      { kind: 'string', item: 'SizecodeInch', operator: 'eq', values: ['0402', '0603'] },
    ],
    ['Partno', 'StartsWith', 'OCM', { kind: 'string', item: 'Partno', operator: 'startswith', values: ['OCM'] }],
    [
      'Status',
      'eq',
      'nrnd | discontinued',
      { kind: 'string', item: 'Status', operator: 'eq', values: ['NRND', 'Discontinued'] },
    ],
    ['Status', 'startswith', 'NRND', { kind: 'string', item: 'Status', operator: 'startswith', values: ['NRND'] }],
    ['Category', 'eq', 'INDUCTORS', { kind: 'string', item: 'Category', operator: 'eq', values: ['inductors'] }],
  ])('%s %s %j', (item, operator, value, condition) => {
    expect(read(item, operator, value)).toEqual({ condition });
  });

  test('listed values in any language come out spelled in the search language', () => {
    expect(read('Status', 'eq', ['In Production', '计划停产'], 'ja')).toEqual({
      condition: { kind: 'string', item: 'Status', operator: 'eq', values: ['生产中', '生产中止予定'] },
    });
    expect(listedSpelling('Status', ' in production ', 'zh')).toBe('目前生产');
    expect(listedSpelling('Status', '计划停产', 'ja', ['en'])).toBeUndefined();
  });

  test('text is split, trimmed and each value kept once; values given already separated are taken as they are', () => {
    expect(read('SizecodeMm', 'eq', '1608 | 1005|1608')).toEqual({
      condition: { kind: 'string', item: 'SizecodeMm', operator: 'eq', values: ['1608', '1005'] },
    });
    expect(read('SizecodeMm', 'eq', ['1608', ' 1005 ', '1608'])).toEqual({
      condition: { kind: 'string', item: 'SizecodeMm', operator: 'eq', values: ['1608', ' 1005 ', '1608'] },
    });
  });
});

describe('readCondition: every problem, as data', () => {
  test.each([
    [
      'Capacitence',
      'ge',
      '1',
      { kind: 'notSearchItem', item: 'Capacitence', suggestions: expect.arrayContaining(['Capacitance']) },
    ],
    [
      'Capacitance',
      'contains',
      '1',
      { kind: 'operator', item: 'Capacitance', value: 'contains', allowed: ['eq', 'ge', 'le', 'gt', 'lt'] },
    ],
    ['Rohs', 'ge', 'true', { kind: 'operator', item: 'Rohs' }],
    ['Capacitance', 'ge', '  ', { kind: 'empty', item: 'Capacitance' }],
    ['Partno', 'eq', 'A||B', { kind: 'empty', item: 'Partno' }],
    ['Capacitance', 'ge', '50V', { kind: 'notQuantity', item: 'Capacitance', value: '50V', example: '100nF' }],
    ['Capacitance', 'ge', '1,5nF', { kind: 'notQuantity', item: 'Capacitance' }],
    [
      'Status',
      'eq',
      'Obsolete',
      { kind: 'notListed', item: 'Status', value: 'Obsolete', allowed: expect.arrayContaining(['NRND']) },
    ],
    ['Category', 'eq', 'resistors', { kind: 'notCategory', item: 'Category', value: 'resistors' }],
    ['Rohs', 'eq', 'maybe', { kind: 'notYesNo', item: 'Rohs', allowed: ['true', 'false'] }],
    ['Partno', 'eq', "AB'C|XY", { kind: 'quote', item: 'Partno', value: "AB'C|XY", position: 2 }],
  ])('%s %s %j', (item, operator, value, problem) => {
    const reading = read(item, operator, value);
    expect(reading).toEqual({ problem: expect.objectContaining(problem) });
    if ('problem' in reading) {
      // A sentence for whoever has no words of their own, naming no screen of the pane.
      expect(reading.problem.message).not.toMatch(/settings|task pane|open /i);
    }
  });

  test("a ' is placed in the value the user typed: in the text, or in the one value holding it", () => {
    expect(read('PackageType', 'contains', "Tape|Reel's")).toEqual({
      problem: expect.objectContaining({ kind: 'quote', position: 9, value: "Tape|Reel's" }),
    });
    expect(read('PackageType', 'contains', ['Tape', "Reel's"])).toEqual({
      problem: expect.objectContaining({ kind: 'quote', position: 4, value: "Reel's" }),
    });
  });

  test('a | inside a value given already separated, and a broken character', () => {
    expect(read('Partno', 'eq', ['A|B'])).toEqual({
      problem: expect.objectContaining({ kind: 'separator', position: 1 }),
    });
    expect(read('Partno', 'eq', ['A\ud800'])).toEqual({
      problem: expect.objectContaining({ kind: 'brokenCharacter' }),
    });
  });
});

describe('partnoProblem: the part-number check of lookup and BOM refresh', () => {
  test.each([
    ['OCM188R61A104KA01D', undefined],
    ["AB'C", 'quote'],
    ['A|B', 'separator'],
    ['', 'empty'],
    ['X\udc00', 'brokenCharacter'],
    ['GRM\u0000188', 'character'],
    ['GRM\t188', 'character'],
    ['GRM188\u202eR61', 'character'],
    ['GRM\\188', 'character'],
  ])('%j', (partno, kind) => {
    expect(partnoProblem(partno)?.kind).toBe(kind);
  });
});
