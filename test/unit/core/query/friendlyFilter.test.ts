import { BRAND, type Language, listedValues } from '../../../../src/core/catalog';
import { type Condition, FilterError, parseFilter } from '../../../../src/core/query';

/** The engineer-friendly syntax: parseFilter's default (strict: false). */
function conditionsOf(source: string, lang?: Language): readonly Condition[] {
  return parseFilter(source, { lang }).conditions;
}

function numberOf(source: string): number {
  const [condition] = conditionsOf(source);
  if (condition?.kind !== 'number') {
    throw new Error(`expected one number condition from ${source}`);
  }
  return condition.value;
}

function errorOf(source: string, options: { lang?: Language; strict?: boolean } = {}): FilterError {
  try {
    parseFilter(source, options);
  } catch (error) {
    expect(error).toBeInstanceOf(FilterError);
    return error as FilterError;
  }
  throw new Error(`expected parseFilter to reject: ${source}`);
}

/** The error is at `position` (0-based), its message says so 1-based at the end, and it matches `pattern`. */
function expectError(
  source: string,
  position: number,
  pattern: RegExp,
  options: { lang?: Language; strict?: boolean } = {},
): FilterError {
  const error = errorOf(source, options);
  expect({ source, position: error.position }).toEqual({ source, position });
  expect(error.message).toMatch(pattern);
  expect(error.message.endsWith(`(at position ${position + 1})`)).toBe(true);
  expect(error.source).toBe(source);
  return error;
}

describe('friendly syntax: numbers with SI prefixes and units', () => {
  test.each([
    ['Capacitance ge 100nF', 'Capacitance', 1e-7],
    ['Capacitance ge 100 nF', 'Capacitance', 1e-7],
    ['Capacitance ge 100n', 'Capacitance', 1e-7],
    ['Capacitance ge 100 n', 'Capacitance', 1e-7],
    ['Capacitance ge 1e-7F', 'Capacitance', 1e-7],
    ['Capacitance ge 1e-7', 'Capacitance', 1e-7],
    ['RatedVoltage ge 50V', 'RatedVoltage', 50],
    ['RatedVoltage ge 50 V', 'RatedVoltage', 50],
    ['RatedVoltage ge 1kV', 'RatedVoltage', 1000],
    ['Length le 1.6mm', 'Length', 0.0016],
    ['Length le 1.6 mm', 'Length', 0.0016],
    ['Length le 1m', 'Length', 1],
    ['Width le 500um', 'Width', 0.0005],
    ['ReferenceMass le 6mg', 'ReferenceMass', 0.006],
    ['ReferenceMass le 1g', 'ReferenceMass', 1],
    ['Inductance eq 4.7uH', 'Inductance', 4.7e-6],
    ['Inductance eq 4.7\u00b5H', 'Inductance', 4.7e-6],
    ['Inductance eq 4.7\u03bcH', 'Inductance', 4.7e-6],
    ['Inductance eq 4.7 µH', 'Inductance', 4.7e-6],
    ['Inductance eq 10nH', 'Inductance', 1e-8],
    ['Rdc le 60m\u03a9', 'Rdc', 0.06],
    ['Rdc le 60m\u2126', 'Rdc', 0.06],
    ['Rdc le 60mohm', 'Rdc', 0.06],
    ['Rdc le 60 mOhm', 'Rdc', 0.06],
    ['Rdc le 0.06 ohm', 'Rdc', 0.06],
    ['Rdc le 0.06ohms', 'Rdc', 0.06],
    ['Rdc le 0.06Ω', 'Rdc', 0.06],
    ['Rdc le 1kΩ', 'Rdc', 1000],
    ['Rdc le 60m', 'Rdc', 0.06],
    ['Srf ge 1GHz', 'Srf', 1e9],
    ['Srf ge 1 GHz', 'Srf', 1e9],
    ['Srf ge 100MHz', 'Srf', 1e8],
    ['Srf ge 10kHz', 'Srf', 1e4],
    ['Srf ge 1G', 'Srf', 1e9],
    ['MaxOperatingTemperature ge 125°C', 'MaxOperatingTemperature', 125],
    ['MaxOperatingTemperature ge 125 °C', 'MaxOperatingTemperature', 125],
    ['MaxOperatingTemperature ge 125C', 'MaxOperatingTemperature', 125],
    ['MaxOperatingTemperature ge 125degC', 'MaxOperatingTemperature', 125],
    ['MaxOperatingTemperature ge 125\u2103', 'MaxOperatingTemperature', 125],
    ['MaxOperatingTemperature ge -55°C', 'MaxOperatingTemperature', -55],
    ['RatedCurrentItemp ge 500mA', 'RatedCurrentItemp', 0.5],
    ['RatedCurrentItemp ge 2A', 'RatedCurrentItemp', 2],
  ])('%s', (source, item, value) => {
    const conditions = conditionsOf(source);
    expect(conditions).toEqual([{ kind: 'number', item, operator: expect.any(String), value }]);
  });

  test.each([
    ['p', 1e-12],
    ['n', 1e-9],
    ['u', 1e-6],
    ['\u00b5', 1e-6],
    ['\u03bc', 1e-6],
    ['m', 1e-3],
    ['k', 1e3],
    ['M', 1e6],
    ['G', 1e9],
  ])('the prefix %s is 10 to the power of its exponent, alone or before the unit', (prefix, factor) => {
    expect(numberOf(`Capacitance ge 1${prefix}F`)).toBe(factor);
    expect(numberOf(`Capacitance ge 1${prefix}`)).toBe(factor);
    expect(numberOf(`Capacitance ge 3 ${prefix}F`)).toBe(Number(`3e${Math.log10(factor)}`));
  });

  test('the result is the double nearest to the decimal value, not a product of doubles', () => {
    expect(100 * 1e-9).not.toBe(1e-7); // why the prefix shifts the decimal exponent instead
    expect(numberOf('Capacitance ge 100nF')).toBe(1e-7);
    expect(numberOf('Inductance ge 4.7uH')).toBe(4.7e-6);
    expect(numberOf('Length le 1.6mm')).toBe(0.0016);
    expect(numberOf('Rdc le 60mΩ')).toBe(0.06);
    expect(numberOf('Srf ge 1GHz')).toBe(1e9);
    expect(numberOf('Capacitance ge 0.1uF')).toBe(1e-7);
    expect(numberOf('Capacitance ge 2.2pF')).toBe(2.2e-12);
    expect(numberOf('RatedCurrentItemp ge 0.35A')).toBe(0.35);
    expect(numberOf('Capacitance ge 1.5e3pF')).toBe(1.5e-9);
    expect(numberOf('Capacitance ge .5uF')).toBe(5e-7);
    expect(numberOf('Capacitance ge 33.nF')).toBe(3.3e-8);
  });

  test('ambiguity: a suffix equal to the unit symbol is the unit, otherwise a leading prefix letter is a prefix', () => {
    expect(numberOf('Length le 1m')).toBe(1);
    expect(numberOf('Length le 1mm')).toBe(0.001);
    expect(numberOf('Length le 1Mm')).toBe(1e6);
    expect(numberOf('Capacitance ge 1m')).toBe(0.001);
    expect(numberOf('ReferenceMass le 1g')).toBe(1);
    expect(numberOf('ReferenceMass le 1G')).toBe(1e9);
  });

  test('a number with a unit in a range and among other conditions', () => {
    expect(conditionsOf('Capacitance ge 100 nF and Capacitance le 1 uF and Rohs eq true')).toEqual([
      { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 },
      { kind: 'number', item: 'Capacitance', operator: 'le', value: 1e-6 },
      { kind: 'boolean', item: 'Rohs', value: true },
    ]);
  });

  test('a unit that is not the item unit is an error naming the item unit', () => {
    const error = expectError('Capacitance ge 50V', 17, /^V is not a unit of Capacitance: give farads, e\.g\. 100nF/);
    expect(error.message).toBe('V is not a unit of Capacitance: give farads, e.g. 100nF (at position 18)');
    expectError('Capacitance ge 50 V', 18, /V is not a unit of Capacitance/);
    expectError('Length le 5F', 11, /F is not a unit of Length: give metres, e\.g\. 1\.6mm/);
    expectError('RatedVoltage ge 50mF', 18, /mF is not a unit of RatedVoltage: give volts/);
    expectError('Rdc le 60mA', 9, /mA is not a unit of Rdc: give ohms, e\.g\. 60mΩ/);
    expectError('Srf ge 1GH', 8, /GH is not a unit of Srf: give hertz/);
    expectError('Inductance ge 1xH', 15, /xH is not a unit of Inductance: give henries/);
    expectError('RatedCurrentItemp ge 1mV', 22, /give amperes, e\.g\. 500mA/);
    expectError('ReferenceMass le 1kF', 18, /give grams/);
  });

  test('unit symbols are case-sensitive, as in SI', () => {
    expectError('Capacitance ge 100nf', 18, /nf is not a unit of Capacitance: give farads, e\.g\. 100nF/);
    expectError('Srf ge 1Ghz', 8, /Ghz is not a unit of Srf/);
    expectError('RatedVoltage ge 50v', 18, /v is not a unit of RatedVoltage/);
  });

  test('temperatures take no prefix', () => {
    expectError(
      'MaxOperatingTemperature ge 1k',
      28,
      /k is not a unit of MaxOperatingTemperature: give degrees Celsius without a prefix, e\.g\. 125°C/,
    );
    expectError('MaxOperatingTemperature ge 1m°C', 28, /without a prefix/);
  });

  test('a number too large once its prefix is applied', () => {
    expectError('Srf ge 1e308G', 7, /1e308G is too large a number/);
    expectError('Srf ge 1e999', 7, /1e999 is too large a number/);
  });

  test('a word after a spaced number that starts the next condition is not a unit: a missing and is reported', () => {
    expectError('Capacitance ge 100 Rohs eq true', 19, /Expected "and" or the end of the filter, found "Rohs"/);
    expectError("Capacitance ge 100 startswith(Partno,'a')", 19, /Expected "and".*found "startswith"/);
    expectError('Capacitance ge 100 Rohs = true', 19, /Expected "and".*found "Rohs"/);
  });

  test('a text or a missing value for a number item says how to write it', () => {
    expectError(
      "Capacitance ge '100nF'",
      15,
      /Capacitance is a number item: give a number in farads, e\.g\. Capacitance ge 100nF/,
    );
    expectError('Capacitance ge', 14, /number item.*ends there/);
  });
});

describe('friendly syntax: operators, names and keywords', () => {
  test.each([
    ['>=', 'ge'],
    ['<=', 'le'],
    ['=', 'eq'],
    ['==', 'eq'],
    ['>', 'gt'],
    ['<', 'lt'],
    ['\u2265', 'ge'],
    ['\u2264', 'le'],
  ])('%s is %s, with or without spaces', (symbol, operator) => {
    const expected = [{ kind: 'number', item: 'Capacitance', operator, value: 1e-7 }];
    expect(conditionsOf(`Capacitance ${symbol} 1e-7`)).toEqual(expected);
    expect(conditionsOf(`Capacitance${symbol}100nF`)).toEqual(expected);
  });

  test('operator words in any case', () => {
    expect(conditionsOf('Capacitance GE 1e-7 and Rdc Lt 1')).toEqual([
      { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 },
      { kind: 'number', item: 'Rdc', operator: 'lt', value: 1 },
    ]);
  });

  test('= and == on text and yes/no items', () => {
    expect(conditionsOf("Partno = 'OCM1' and Rohs == true and NewProduct = FALSE")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'eq', values: ['OCM1'] },
      { kind: 'boolean', item: 'Rohs', value: true },
      { kind: 'boolean', item: 'NewProduct', value: false },
    ]);
  });

  test('a comparison symbol that does not fit the item type', () => {
    expectError("Partno >= 'a'", 7, /Partno is a text item: use eq, startswith/);
    expectError('Rohs > true', 5, /Rohs is a yes\/no item/);
  });

  test('there is no not-equal comparison', () => {
    expectError('Capacitance != 1e-7', 12, /The service has no "not equal" comparison/);
    expectError("Status <> 'NRND'", 7, /no "not equal" comparison/);
  });

  test('a missing operator names the symbols too', () => {
    expectError(
      'Capacitance 5',
      12,
      /Expected an operator after Capacitance: eq, ge, le, gt or lt \(or =, >=, <=, >, <\)/,
    );
  });

  test('AND, And and and join conditions', () => {
    expect(conditionsOf('Rohs eq true AND Reach eq true And NewProduct eq true')).toEqual([
      { kind: 'boolean', item: 'Rohs', value: true },
      { kind: 'boolean', item: 'Reach', value: true },
      { kind: 'boolean', item: 'NewProduct', value: true },
    ]);
    expect(conditionsOf('Rohs eq true and Reach eq true')).toHaveLength(2);
  });

  test('OR is still not part of the language', () => {
    expectError("Status eq 'NRND' OR Status eq 'Discontinued'", 17, /Only "and" joins conditions.*no "or"/);
  });

  test('item names in any case, giving the spec name', () => {
    expect(conditionsOf('capacitance ge 100nF and RATEDVOLTAGE ge 50V and sizecodeinch eq "0402"')).toEqual([
      { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 },
      { kind: 'number', item: 'RatedVoltage', operator: 'ge', value: 50 },
      { kind: 'string', item: 'SizecodeInch', operator: 'eq', values: ['0402'] },
    ]);
  });

  test('the record fields RdcMax and SrfMin stand for the items Rdc and Srf', () => {
    expect(conditionsOf('RdcMax le 60mΩ and srfmin ge 1GHz')).toEqual([
      { kind: 'number', item: 'Rdc', operator: 'le', value: 0.06 },
      { kind: 'number', item: 'Srf', operator: 'ge', value: 1e9 },
    ]);
  });

  test('an unknown item is still an error with a suggestion', () => {
    expectError('capacitence ge 100nF', 0, /Unknown search item "capacitence"; did you mean Capacitance/);
  });

  test('function names in any case', () => {
    expect(conditionsOf("StartsWith(partno,'OCM') and CONTAINS(PackageType,'Tape')")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'startswith', values: ['OCM'] },
      { kind: 'string', item: 'PackageType', operator: 'contains', values: ['Tape'] },
    ]);
  });

  test('true and false in any case, nothing else', () => {
    expect(conditionsOf('Rohs eq TRUE and Reach eq False')).toEqual([
      { kind: 'boolean', item: 'Rohs', value: true },
      { kind: 'boolean', item: 'Reach', value: false },
    ]);
    for (const other of ['yes', 'no', '1', "'true'", '"true"']) {
      expectError(`Rohs eq ${other}`, 8, /Rohs is a yes\/no item: compare it with true or false/);
    }
  });
});

describe('friendly syntax: literals', () => {
  test('double quotes as well as single quotes', () => {
    expect(conditionsOf('Partno eq "OCM188R71H104KA01D" and startswith(Partno,"OCM")')).toEqual([
      { kind: 'string', item: 'Partno', operator: 'eq', values: ['OCM188R71H104KA01D'] },
      { kind: 'string', item: 'Partno', operator: 'startswith', values: ['OCM'] },
    ]);
  });

  test('a double-quoted literal may not hold a single quote, which cannot be sent', () => {
    expectError(
      'Partno eq "a\'b"',
      10,
      /A value of Partno cannot contain ': the service's filter language has no escape/,
    );
  });

  test('an unclosed double quote, at the opening quote', () => {
    expectError('Partno eq "abc', 10, /This quoted value is never closed: add the closing "/);
  });

  test('a single quote inside double quotes does not close, nor a double quote inside single quotes', () => {
    expect(conditionsOf("Partno eq 'a\"b'")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'eq', values: ['a"b'] },
    ]);
  });

  test('raw |, ± and %, and the named encodings, as in the spec syntax', () => {
    expect(conditionsOf('ToleranceCapacitance eq "±10%|%C2%B120%25" and Partno eq \'A%7CB\'')).toEqual([
      { kind: 'string', item: 'ToleranceCapacitance', operator: 'eq', values: ['±10%', '±20%'] },
      { kind: 'string', item: 'Partno', operator: 'eq', values: ['A', 'B'] },
    ]);
  });

  test('free-text values keep their spaces and case', () => {
    expect(conditionsOf("SizecodeMm eq ' 1608 M '")).toEqual([
      { kind: 'string', item: 'SizecodeMm', operator: 'eq', values: [' 1608 M '] },
    ]);
  });

  test('an empty value is still an error', () => {
    expectError('Partno eq "a||b"', 10, /A value of Partno is empty/);
    expectError('Partno eq ""', 10, /empty/);
  });

  test('a bare word for a text item is still an error', () => {
    expectError('Partno eq OCM', 10, /Partno is a text item: put the value in single quotes, e\.g\. 'OCM'/);
  });
});

describe('friendly syntax: listed values (spec 4.3 rules 4 and 5)', () => {
  test('an English value is given in the request language', () => {
    expect(conditionsOf("Status eq 'In Production'", 'ja')).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['生产中'] },
    ]);
    expect(conditionsOf("Status eq 'In Production|Discontinued'", 'zh')).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['目前生产', '已经停产'] },
    ]);
    expect(conditionsOf("Mounting eq 'Reflow soldering'", 'ja')).toEqual([
      { kind: 'string', item: 'Mounting', operator: 'eq', values: ['リフローはんだ'] },
    ]);
    expect(conditionsOf("TargetCircuitCategory eq 'High frequency circuits'", 'zh')).toEqual([
      { kind: 'string', item: 'TargetCircuitCategory', operator: 'eq', values: ['高频回路'] },
    ]);
    expect(conditionsOf("Standard eq 'Certified by safety standard'", 'zh')).toEqual([
      { kind: 'string', item: 'Standard', operator: 'eq', values: ['安全规格认证品'] },
    ]);
  });

  test('a value already in the request language is kept, and may be mixed with English ones', () => {
    expect(conditionsOf("Status eq '生产中|Discontinued|NRND'", 'ja')).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['生产中', '生产中止', 'NRND'] },
    ]);
  });

  test('English values of items without a localized form stay English', () => {
    expect(conditionsOf("Mounting eq 'Conductive adhesive'", 'ja')).toEqual([
      { kind: 'string', item: 'Mounting', operator: 'eq', values: ['Conductive adhesive'] },
    ]);
    expect(conditionsOf(`Application eq 'hdd|automotive [ask ${BRAND.toLowerCase()}]'`, 'zh')).toEqual([
      { kind: 'string', item: 'Application', operator: 'eq', values: ['HDD', `Automotive [Ask ${BRAND}]`] },
    ]);
    expect(conditionsOf("RatedVoltageClass eq 'dc'", 'ja')).toEqual([
      { kind: 'string', item: 'RatedVoltageClass', operator: 'eq', values: ['DC'] },
    ]);
  });

  test('case and surrounding spaces are ignored, giving the listed spelling', () => {
    expect(conditionsOf("Status eq ' in production | nrnd '")).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['In Production', 'NRND'] },
    ]);
    expect(conditionsOf("startswith(SmdType,'two-TERMINAL')")).toEqual([
      { kind: 'string', item: 'SmdType', operator: 'startswith', values: ['Two-terminal'] },
    ]);
  });

  test('Category IDs in any case and with spaces give the ID', () => {
    expect(conditionsOf("Category eq ' INDUCTORS |ceramiccapacitorssmd'")).toEqual([
      { kind: 'string', item: 'Category', operator: 'eq', values: ['inductors', 'ceramicCapacitorsSMD'] },
    ]);
    expectError("Category eq 'resistors'", 12, /Unknown Category "resistors"/);
  });

  test('Brand is listed but not restricted: any value, kept as given', () => {
    expect(conditionsOf("Brand eq 'anything'")).toEqual([
      { kind: 'string', item: 'Brand', operator: 'eq', values: ['anything'] },
    ]);
  });

  test('a value that is not listed lists the allowed values in the request language, and says English works', () => {
    const error = expectError("Status eq 'Obsolete'", 10, /"Obsolete" is not a listed value of Status \(lang=ja\)/, {
      lang: 'ja',
    });
    for (const value of listedValues('Status', 'ja')) {
      expect(error.message).toContain(value);
    }
    expect(error.message).toMatch(/the English forms work too/);
    const english = expectError("Status eq 'Obsolete'", 10, /lang=en/);
    expect(english.message).not.toMatch(/English forms/);
  });

  test('a value of another non-English language is not translated', () => {
    expectError("Status eq '目前生产'", 10, /"目前生产" is not a listed value of Status \(lang=ja\)/, { lang: 'ja' });
    expectError("Status eq '生产中'", 10, /lang=en/);
  });
});

describe('strict mode: exactly the spec syntax, as the service reads it', () => {
  test.each([
    ['Capacitance ge 100nF', 18, /^Unexpected "nF" right after 100: numbers take no unit or prefix here/],
    ['Capacitance ge 100n', 18, /Unexpected "n" right after 100/],
    ['Capacitance ge 100 nF', 19, /^Unexpected "nF" after 100: numbers take no unit or prefix here/],
    ['RatedVoltage ge 50V', 18, /Unexpected "V" right after 50/],
    ['Length le 1.6mm', 13, /Unexpected "mm"/],
    ['Inductance eq 4.7uH', 17, /Unexpected "uH"/],
    ['Inductance eq 4.7\u00b5H', 17, /^Unexpected character "\u00b5"/],
    ['Inductance eq 4.7\u03bcH', 17, /^Unexpected character "\u03bc"/],
    ['Rdc le 60m\u03a9', 10, /^Unexpected character "\u03a9"/],
    ['Rdc le 60mohm', 9, /Unexpected "mohm"/],
    ['Srf ge 1GHz', 8, /Unexpected "GHz"/],
    ['MaxOperatingTemperature ge 125°C', 30, /^Unexpected character "°"/],
    ['MaxOperatingTemperature ge 125C', 30, /Unexpected "C"/],
    ['RatedCurrentItemp ge 500mA', 24, /Unexpected "mA"/],
    ['Capacitance >= 1e-7', 12, /^Unexpected character ">"/],
    ['Capacitance <= 1e-7', 12, /^Unexpected character "<"/],
    ['Capacitance = 1e-7', 12, /^Unexpected character "="/],
    ['Capacitance == 1e-7', 12, /^Unexpected character "="/],
    ['Capacitance > 1e-7', 12, /^Unexpected character ">"/],
    ['Capacitance < 1e-7', 12, /^Unexpected character "<"/],
    ['Capacitance GE 1e-7', 12, /^Expected an operator after Capacitance: eq, ge, le, gt or lt/],
    ['capacitance ge 1e-7', 0, /^Unknown search item "capacitance"/],
    ['RdcMax le 1', 0, /^Unknown search item "RdcMax"/],
    ["StartsWith(Partno,'OCM')", 0, /^Unknown search item "StartsWith"/],
    ["startswith(partno,'OCM')", 11, /^Unknown search item "partno"/],
    ['Rohs eq true AND Reach eq true', 13, /^Expected "and" or the end of the filter, found "AND"/],
    ['Rohs eq TRUE', 8, /compare it with true or false/],
    ['Partno eq "OCM"', 10, /^Unexpected character """/],
  ])('%s is refused', (source, position, pattern) => {
    expectError(source, position, pattern, { strict: true });
    // ... and the friendly syntax reads it.
    expect(() => parseFilter(source)).not.toThrow();
  });

  test('an English listed value is refused where the request language has its own form', () => {
    expectError(
      "Status eq 'In Production'",
      10,
      /"In Production" is not a listed value of Status \(lang=ja\); use one of: [^;]*\(at/,
      {
        lang: 'ja',
        strict: true,
      },
    );
  });

  test('a listed value keeps its spelling as given, where the friendly syntax gives the listed spelling', () => {
    expect(parseFilter("Status eq 'in production' and Category eq 'INDUCTORS'", { strict: true }).conditions).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['in production'] },
      { kind: 'string', item: 'Category', operator: 'eq', values: ['INDUCTORS'] },
    ]);
    expect(parseFilter("Status eq 'in production' and Category eq 'INDUCTORS'").conditions).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['In Production'] },
      { kind: 'string', item: 'Category', operator: 'eq', values: ['inductors'] },
    ]);
  });

  test('the spec syntax reads the same in both modes', () => {
    const source =
      "Capacitance ge 1e-7 and Capacitance le 1e-6 and Status eq 'NRND|Discontinued' and startswith(Partno,'OCM') and Rohs eq true and ToleranceCapacitance eq '%C2%B110%25'";
    expect(parseFilter(source)).toEqual(parseFilter(source, { strict: true }));
  });

  test('strict error messages for the spec syntax are the same as before the friendly syntax existed', () => {
    expect(errorOf('Capacitance ge 100nF', { strict: true }).message).toBe(
      'Unexpected "nF" right after 100: numbers take no unit or prefix here; give Capacitance in farads, e.g. Capacitance ge 1e-7 for 100 nF (at position 19)',
    );
    expect(errorOf("Capacitance ge '1'", { strict: true }).message).toBe(
      'Capacitance is a number item: give a plain number in farads, e.g. Capacitance ge 1e-7 for 100 nF (at position 16)',
    );
    expect(errorOf('Capacitance 5', { strict: true }).message).toBe(
      'Expected an operator after Capacitance: eq, ge, le, gt or lt (at position 13)',
    );
    expect(errorOf("Status eq 'x'", { lang: 'zh', strict: true }).message).toBe(
      '"x" is not a listed value of Status (lang=zh); use one of: 开发中, 目前生产, NRND, 计划停产, 已经停产 (at position 11)',
    );
  });
});
