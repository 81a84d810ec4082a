import { fieldNamed, type FieldDefinition } from '../../../../src/core/catalog';
import { MAX_CELL_TEXT, toCellValue } from '../../../../src/core/table';

function field(name: string): FieldDefinition {
  const definition = fieldNamed(name);
  if (!definition) throw new Error(`no field ${name}`);
  return definition;
}

const apostrophe = { textProtection: 'apostrophe' } as const;
const none = { textProtection: 'none' } as const;

describe('toCellValue: values of the expected type', () => {
  test.each([
    ['Capacitance', 1e-7],
    ['Capacitance', 2.2e-12],
    ['Inductance', 0.000018],
    ['Length', 0.30000000000000004], // exactly as received: no rounding
    ['MaxOperatingTemperature', -55],
    ['RatedVoltage', 0],
    ['MinOrderQuantity', 15000],
    ['MinOrderQuantity', 2.5], // an integer field given a fraction still gets the number received
  ])('%s %p stays that number', (name, value) => {
    expect(toCellValue(value, field(name))).toBe(value);
    expect(toCellValue(value, field(name), none)).toBe(value);
  });

  test('booleans stay booleans', () => {
    expect(toCellValue(true, field('Rohs'))).toBe(true);
    expect(toCellValue(false, field('NewProduct'))).toBe(false);
    expect(toCellValue(false, field('AecQ200Support'), none)).toBe(false);
  });

  test('lists are joined with ", "; an empty list is an empty cell', () => {
    const soldering = field('Soldering');
    expect(toCellValue(['Lead-free solder', 'Sn-Pb solder'], soldering, none)).toBe('Lead-free solder, Sn-Pb solder');
    expect(toCellValue(['Lead-free solder', 'Sn-Pb solder'], soldering)).toBe("'Lead-free solder, Sn-Pb solder");
    expect(toCellValue(['OCA0335C1H100JA01D'], field('AlternativePartno'), none)).toBe('OCA0335C1H100JA01D');
    expect(toCellValue([], field('Benefits'))).toBe('');
    expect(toCellValue([], field('Benefits'), none)).toBe('');
  });

  test('a date field keeps its ISO text, without the quote prefix, so that it may become a date', () => {
    expect(toCellValue('2028-04-30', field('LastBuyDate'))).toBe('2028-04-30');
    expect(toCellValue('2028-04-30', field('LastBuyDate'), none)).toBe('2028-04-30');
  });

  test('anything else in a date field is text like any other', () => {
    const lastBuyDate = field('LastBuyDate');
    expect(toCellValue('2028-4-30', lastBuyDate)).toBe("'2028-4-30");
    expect(toCellValue('2028-13-01', lastBuyDate)).toBe("'2028-13-01");
    expect(toCellValue('2028-04-30T00:00:00Z', lastBuyDate)).toBe("'2028-04-30T00:00:00Z");
    expect(toCellValue('=NOW()', lastBuyDate)).toBe("'=NOW()");
    expect(toCellValue('=NOW()', lastBuyDate, none)).toBe('=NOW()');
  });

  test('ProductionEndDate is a String field (spec 2.3): its text as received, protected like all text', () => {
    expect(toCellValue('2028-11-30', field('ProductionEndDate'))).toBe("'2028-11-30");
    expect(toCellValue('2028-11-30', field('ProductionEndDate'), none)).toBe('2028-11-30');
  });

  test.each(['Partno', 'Capacitance', 'Rohs', 'LastBuyDate', 'Benefits', 'MinOrderQuantity'])(
    'null and undefined in %s are an empty cell',
    (name) => {
      expect(toCellValue(null, field(name))).toBe('');
      expect(toCellValue(undefined, field(name))).toBe('');
      expect(toCellValue(null, field(name), none)).toBe('');
    },
  );
});

describe('toCellValue: values of an unexpected type become their text', () => {
  test.each<[string, unknown, string]>([
    ['SizecodeInch', 603, '603'],
    ['Partno', true, 'true'],
    ['Capacitance', '0.1µF', '0.1µF'],
    ['Capacitance', '1e-7', '1e-7'], // text stays text: nothing is parsed
    ['Rohs', 'yes', 'yes'],
    ['Rohs', 1, '1'],
    ['MinOrderQuantity', '15000', '15000'],
    ['Notices', { en: 'Discontinued', code: 3 }, '{"en":"Discontinued","code":3}'],
    ['Notices', {}, '{}'],
    ['Benefits', [1, 2], '[1,2]'],
    ['Benefits', ['Low ESR', null], '["Low ESR",null]'],
    ['Benefits', [{ text: 'Low ESR' }], '[{"text":"Low ESR"}]'],
    ['Application', ['Automotive', 'Industrial Equipment'], 'Automotive, Industrial Equipment'],
    ['Benefits', 'Low ESR, High Q', 'Low ESR, High Q'],
    ['Capacitance', Number.NaN, 'NaN'],
    ['Capacitance', Number.POSITIVE_INFINITY, 'Infinity'],
    ['NewProduct', { value: true }, '{"value":true}'],
  ])('%s given %p', (name, value, text) => {
    const definition = field(name);
    expect(toCellValue(value, definition, none)).toBe(text);
    expect(toCellValue(value, definition)).toBe(`'${text}`);
  });

  test('never "[object Object]", even for objects JSON cannot write', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(toCellValue(cyclic, field('Notices'), none)).toBe('{"a":1,"self":"[Circular]"}');
    expect(toCellValue({ big: BigInt(1) }, field('Notices'), none)).toBe('{"big":"1"}');
    expect(toCellValue(BigInt(10), field('Capacitance'), none)).toBe('10');
    expect(toCellValue({ toString: () => 'x' }, field('Notices'), none)).toBe('{}');
  });
});

describe("toCellValue: textProtection 'apostrophe' (the default) prefixes every non-empty text", () => {
  const samples: [string, string][] = [
    // formulas: = + - @, also after a leading tab or line break (CSV-injection forms)
    ['OperatingTemperatureRange', '-55°C to 125°C'],
    ['Notices', '=HYPERLINK("https://evil.example","Click")'],
    ['Notices', "=cmd|' /C calc'!A0"],
    ['Notices', '+1'],
    ['Notices', '@SUM(A1:A9)'],
    ['Notices', '\t=1+1'],
    ['Notices', '\r\n=1+1'],
    // what Excel would turn into a number, date, time, percentage or boolean
    ['SizecodeInch', '0603'],
    ['SizecodeMm', '1608'],
    ['QMin', '1E3'],
    ['MSL', '1'],
    ['Notices', ' 42 '],
    ['ToleranceCapacitance', '10%'],
    ['Notices', '1-2'],
    ['Notices', '12:30'],
    ['Notices', '2024年3月'],
    ['Notices', 'TRUE'],
    ['Notices', 'false'],
    // a leading apostrophe of the text itself, which Excel would otherwise eat
    ['Notices', "'quoted'"],
    // plain text too: the rule is "every text", so that no locale's parser can surprise
    ['SmdType', 'Two-terminal'],
    ['ToleranceCapacitance', '±10%'],
  ];

  test.each(samples)('%s %p gets a leading apostrophe', (name, text) => {
    expect(toCellValue(text, field(name))).toBe(`'${text}`);
    expect(toCellValue(text, field(name), apostrophe)).toBe(`'${text}`);
  });

  test.each(samples)("%s %p is unchanged under 'none'", (name, text) => {
    expect(toCellValue(text, field(name), none)).toBe(text);
  });

  test('an empty string is an empty cell, not a lone apostrophe', () => {
    expect(toCellValue('', field('Notices'))).toBe('');
    expect(toCellValue('', field('Notices'), none)).toBe('');
  });

  test('numbers and booleans are never prefixed', () => {
    expect(toCellValue(-55, field('MaxOperatingTemperature'))).toBe(-55);
    expect(toCellValue(true, field('LeadFree'))).toBe(true);
  });
});

describe('toCellValue: at most MAX_CELL_TEXT UTF-16 code units', () => {
  const notices = field('Notices');

  test("is Excel's 32,767", () => {
    expect(MAX_CELL_TEXT).toBe(32_767);
  });

  test("text of exactly the limit is kept whole under 'none'", () => {
    const text = 'a'.repeat(MAX_CELL_TEXT);
    expect(toCellValue(text, notices, none)).toBe(text);
  });

  test('one more code unit and the text is cut to the limit, ending in "…"', () => {
    const text = 'b'.repeat(MAX_CELL_TEXT + 1);
    const cell = toCellValue(text, notices, none) as string;
    expect(cell).toHaveLength(MAX_CELL_TEXT);
    expect(cell).toBe('b'.repeat(MAX_CELL_TEXT - 1) + '…');
  });

  test('the quote prefix counts, so the string handed to Excel never exceeds the limit', () => {
    const fits = 'c'.repeat(MAX_CELL_TEXT - 1);
    expect(toCellValue(fits, notices)).toBe(`'${fits}`);
    const cell = toCellValue('c'.repeat(MAX_CELL_TEXT), notices) as string;
    expect(cell).toHaveLength(MAX_CELL_TEXT);
    expect(cell).toBe(`'${'c'.repeat(MAX_CELL_TEXT - 2)}…`);
  });

  /** 40,000 code units with an emoji (a surrogate pair) starting at `at`. */
  function longTextWithEmojiAt(at: number): string {
    const text = 'x'.repeat(at) + '😀' + 'y'.repeat(40_000 - at - 2);
    expect(text).toHaveLength(40_000);
    return text;
  }

  function expectNoLoneSurrogate(text: string): void {
    expect(text).toMatch(/^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/);
  }

  test("an emoji across the cut is dropped whole, never split ('none')", () => {
    // The kept part is MAX - 1 units (indices 0..32765); the emoji occupies 32765 and 32766.
    const cell = toCellValue(longTextWithEmojiAt(MAX_CELL_TEXT - 2), notices, none) as string;
    expect(cell).toBe('x'.repeat(MAX_CELL_TEXT - 2) + '…');
    expect(cell).toHaveLength(MAX_CELL_TEXT - 1);
    expectNoLoneSurrogate(cell);
  });

  test("an emoji across the cut is dropped whole, never split ('apostrophe')", () => {
    const cell = toCellValue(longTextWithEmojiAt(MAX_CELL_TEXT - 3), notices) as string;
    expect(cell).toBe(`'${'x'.repeat(MAX_CELL_TEXT - 3)}…`);
    expect(cell).toHaveLength(MAX_CELL_TEXT - 1);
    expectNoLoneSurrogate(cell);
  });

  test('an emoji that ends right at the cut is kept', () => {
    const cell = toCellValue(longTextWithEmojiAt(MAX_CELL_TEXT - 3), notices, none) as string;
    expect(cell).toBe('x'.repeat(MAX_CELL_TEXT - 3) + '😀…');
    expect(cell).toHaveLength(MAX_CELL_TEXT);
    expectNoLoneSurrogate(cell);
  });

  test('joined lists are capped too', () => {
    const cell = toCellValue(Array(10_000).fill('Low ESR'), field('Benefits'), none) as string;
    expect(cell).toHaveLength(MAX_CELL_TEXT);
    expect(cell.startsWith('Low ESR, Low ESR')).toBe(true);
    expect(cell.endsWith('…')).toBe(true);
  });
});
