import { MAX_SHEET_NAME, sheetNameProblem, uniqueSheetName } from '../../../../src/office/workbook';

describe('uniqueSheetName', () => {
  test('numbers a taken name, comparing without regard to case', () => {
    expect(uniqueSheetName('Parts', ['Sheet1'])).toBe('Parts');
    expect(uniqueSheetName('parts', ['PARTS', 'Parts (2)'])).toBe('parts (3)');
  });

  test('repairs what Excel refuses: forbidden characters, apostrophes at the ends, blank, too long, History', () => {
    expect(uniqueSheetName('Status eq [NRND]: a/b\\c*?', [])).toBe('Status eq _NRND__ a_b_c__');
    expect(uniqueSheetName("'quoted'", [])).toBe('quoted');
    expect(uniqueSheetName('   ', [])).toBe('PartSpec');
    expect(uniqueSheetName('history', [])).toBe('history (2)');
    const long = 'Capacitance ge 100nF and RatedVoltage ge 50';
    const first = uniqueSheetName(long, []);
    expect(first).toHaveLength(MAX_SHEET_NAME);
    const second = uniqueSheetName(long, [first]);
    expect(second.length).toBeLessThanOrEqual(MAX_SHEET_NAME);
    expect(second.endsWith(' (2)')).toBe(true);
    for (const name of [first, second]) expect(sheetNameProblem(name)).toBeUndefined();
  });

  test('never cuts a surrogate pair in half', () => {
    const name = uniqueSheetName('a'.repeat(30) + '😀', []);
    expect(name).toBe('a'.repeat(30));
  });

  test('sheetNameProblem says why Excel would refuse a name', () => {
    expect(sheetNameProblem('a:b')).toMatch(/cannot contain :/);
    expect(sheetNameProblem("'a")).toMatch(/apostrophe/);
    expect(sheetNameProblem('x'.repeat(32))).toMatch(/31/);
    expect(sheetNameProblem('Parts')).toBeUndefined();
  });
});
