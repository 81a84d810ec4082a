import { type Language, listedValues } from '../../../../src/core/catalog';
import { type Condition, FilterError, parseFilter } from '../../../../src/core/query';

// These tests are about the spec's own syntax (4.3), as the service reads it: strict mode. The
// engineer-friendly syntax, parseFilter's default, is tested in friendlyFilter.test.ts.
function conditionsOf(source: string, lang?: Language): readonly Condition[] {
  return parseFilter(source, { lang, strict: true }).conditions;
}

function errorOf(source: string, lang?: Language): FilterError {
  try {
    parseFilter(source, { lang, strict: true });
  } catch (error) {
    expect(error).toBeInstanceOf(FilterError);
    return error as FilterError;
  }
  throw new Error(`expected parseFilter to reject: ${source}`);
}

/** The error is at `position` (0-based), its message says so 1-based at the end, and it matches `pattern`. */
function expectError(source: string, position: number, pattern: RegExp, lang?: Language): FilterError {
  const error = errorOf(source, lang);
  expect({ source, position: error.position }).toEqual({ source, position });
  expect(error.message).toMatch(pattern);
  expect(error.message.endsWith(`(at position ${position + 1})`)).toBe(true);
  expect(error.source).toBe(source);
  return error;
}

describe('FilterError', () => {
  test('names the position 1-based in its message and keeps it 0-based', () => {
    const error = new FilterError('Something is wrong', 4, 'abcdefg');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FilterError');
    expect(error.message).toBe('Something is wrong (at position 5)');
    expect(error.position).toBe(4);
    expect(error.source).toBe('abcdefg');
  });

  test('a 1 MB filter gives a short message that quotes an excerpt, and keeps the whole text as source', () => {
    const item = `Capacitence${'x'.repeat(1_000_000)}`;
    for (const source of [`${item} ge 1`, `Status eq '${'N'.repeat(1_000_000)}'`, `'${'a'.repeat(1_000_000)}`]) {
      const error = errorOf(source);
      expect(error.message.length).toBeLessThan(500);
      expect(error.source).toBe(source);
      expect(error.message).toMatch(/\(at position \d+\)$/);
    }
    const unknown = errorOf(`${item} ge 1`);
    expect(unknown.message).toContain(`"Capacitencexxx`);
    expect(unknown.message).toContain('…"');
  });

  test.each([380, 400, 5_000])('a number of %i digits: its start and length, then the whole explanation', (digits) => {
    const error = errorOf(`Capacitance ge ${'9'.repeat(digits)}`);
    expect(error.message).toBe(`99999999999999999999… (${digits} characters) is too large a number (at position 16)`);
    expect(error.problem).toContain('is too large a number');
  });

  test('short quotes are repeated whole', () => {
    expect(new FilterError('Unknown search item "Capacitence"', 0, 'x').message).toBe(
      'Unknown search item "Capacitence" (at position 1)',
    );
  });
});

describe('parseFilter: the condition forms of spec 4.3', () => {
  test('a blank filter is a search without conditions', () => {
    for (const strict of [true, false]) {
      expect(parseFilter('', { strict })).toEqual({ conditions: [] });
      expect(parseFilter('   \t ', { strict })).toEqual({ conditions: [] });
    }
  });

  test('startswith, contains and eq on a text item', () => {
    expect(conditionsOf("startswith(Partno,'OCM')")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'startswith', values: ['OCM'] },
    ]);
    expect(conditionsOf("contains(PackageType,'Tape')")).toEqual([
      { kind: 'string', item: 'PackageType', operator: 'contains', values: ['Tape'] },
    ]);
    expect(conditionsOf("Partno eq 'OCM188R71H104KA01D'")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'eq', values: ['OCM188R71H104KA01D'] },
    ]);
  });

  test('spaces around the parts of a function condition are allowed', () => {
    expect(conditionsOf(" startswith ( Partno , 'OCM' ) ")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'startswith', values: ['OCM'] },
    ]);
  });

  test('a literal keeps its spaces and its case', () => {
    expect(conditionsOf("SizecodeMm eq ' 1608 M '")).toEqual([
      { kind: 'string', item: 'SizecodeMm', operator: 'eq', values: [' 1608 M '] },
    ]);
  });

  test.each(['ge', 'le', 'eq', 'gt', 'lt'] as const)('%s on a number item', (operator) => {
    expect(conditionsOf(`Capacitance ${operator} 1e-7`)).toEqual([
      { kind: 'number', item: 'Capacitance', operator, value: 1e-7 },
    ]);
  });

  test.each([
    ['1e-7', 1e-7],
    ['.5', 0.5],
    ['+3', 3],
    ['-55', -55],
    ['1E3', 1000],
    ['0', 0],
    ['50', 50],
    ['0.0016', 0.0016],
    ['2.5e+6', 2.5e6],
    ['1.', 1],
    ['-1.5E-3', -0.0015],
  ])('reads the number %s as %d', (text, value) => {
    expect(conditionsOf(`MaxOperatingTemperature ge ${text}`)).toEqual([
      { kind: 'number', item: 'MaxOperatingTemperature', operator: 'ge', value },
    ]);
  });

  test('eq true and eq false on a yes/no item', () => {
    expect(conditionsOf('NewProduct eq true')).toEqual([{ kind: 'boolean', item: 'NewProduct', value: true }]);
    expect(conditionsOf('AecQ200Support eq false')).toEqual([
      { kind: 'boolean', item: 'AecQ200Support', value: false },
    ]);
  });

  test('conditions joined with and, including a range', () => {
    expect(
      conditionsOf("Capacitance ge 1e-7 and Capacitance le 1e-6 and Rohs eq true and contains(Partno,'71H')"),
    ).toEqual([
      { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 },
      { kind: 'number', item: 'Capacitance', operator: 'le', value: 1e-6 },
      { kind: 'boolean', item: 'Rohs', value: true },
      { kind: 'string', item: 'Partno', operator: 'contains', values: ['71H'] },
    ]);
  });

  test('Rdc and Srf are number items', () => {
    expect(conditionsOf('Rdc le 0.1 and Srf ge 1e8')).toEqual([
      { kind: 'number', item: 'Rdc', operator: 'le', value: 0.1 },
      { kind: 'number', item: 'Srf', operator: 'ge', value: 1e8 },
    ]);
  });
});

describe('parseFilter: literals (spec 4.3 rules 1 and 2)', () => {
  test('several values in one literal, separated by a raw | or by %7C', () => {
    expect(conditionsOf("Partno eq 'A|B%7CC%7cD'")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'eq', values: ['A', 'B', 'C', 'D'] },
    ]);
    expect(conditionsOf("startswith(Partno,'OCM%7CORV')")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'startswith', values: ['OCM', 'ORV'] },
    ]);
    expect(conditionsOf("contains(Partno,'71H|R61')")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'contains', values: ['71H', 'R61'] },
    ]);
  });

  test('%C2%B1 and %25 are decoded inside a literal', () => {
    expect(conditionsOf("ToleranceCapacitance eq '%C2%B110%25'")).toEqual([
      { kind: 'string', item: 'ToleranceCapacitance', operator: 'eq', values: ['±10%'] },
    ]);
    expect(conditionsOf("ToleranceCapacitance eq '±10%|±20%'")).toEqual([
      { kind: 'string', item: 'ToleranceCapacitance', operator: 'eq', values: ['±10%', '±20%'] },
    ]);
  });

  test('%257C is decoded only once and stays %7C, one value', () => {
    expect(conditionsOf("Partno eq 'A%257CB'")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'eq', values: ['A%7CB'] },
    ]);
  });

  test('a literal may hold what would be syntax outside quotes', () => {
    expect(conditionsOf("Partno eq 'a and b' and contains(Partno,'(x,y)')")).toEqual([
      { kind: 'string', item: 'Partno', operator: 'eq', values: ['a and b'] },
      { kind: 'string', item: 'Partno', operator: 'contains', values: ['(x,y)'] },
    ]);
  });
});

describe('parseFilter: restricted items and Category (spec 4.3 rules 3-5)', () => {
  test('a restricted item accepts its listed values in the request language', () => {
    expect(conditionsOf("Status eq '生产中'", 'ja')).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['生产中'] },
    ]);
    expect(conditionsOf("Status eq '目前生产|已经停产'", 'zh')).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['目前生产', '已经停产'] },
    ]);
    expect(conditionsOf("Status eq 'In Production|NRND'")).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['In Production', 'NRND'] },
    ]);
    expect(conditionsOf("Mounting eq 'リフローはんだ'", 'ja')).toHaveLength(1);
    expect(conditionsOf("TargetCircuitCategory eq '高频回路'", 'zh')).toHaveLength(1);
  });

  test('English is the default language', () => {
    expect(conditionsOf("Status eq 'Discontinued'")).toHaveLength(1);
    expect(errorOf("Status eq '生产中'").message).toMatch(/lang=en/);
  });

  test('a value listed in the same form in every language is accepted in every language', () => {
    for (const lang of ['en', 'ja', 'zh'] as const) {
      expect(conditionsOf("Status eq 'NRND' and RatedVoltageClass eq 'DC'", lang)).toHaveLength(2);
    }
  });

  test('a listed value of another language is rejected, and the message lists the allowed ones', () => {
    const source = "Status eq 'In Production'";
    const error = expectError(source, 10, /"In Production" is not a listed value of Status/, 'ja');
    for (const value of listedValues('Status', 'ja')) {
      expect(error.message).toContain(value);
    }
    expect(error.message).not.toContain('Under Development');
  });

  test('one unlisted value among several rejects the condition', () => {
    expectError("Status eq 'NRND|Obsolete'", 10, /"Obsolete" is not a listed value of Status/);
    expectError("startswith(Status,'NR')", 18, /"NR" is not a listed value of Status/);
  });

  test('every restricted item checks its values; free-text items do not', () => {
    expectError("SmdType eq 'Round'", 11, /SmdType/);
    expectError("Application eq 'Toys'", 15, /Application/);
    expectError("Construction eq 'Paper'", 16, /Construction/);
    expect(conditionsOf("Brand eq 'Anything'")).toHaveLength(1);
    expect(conditionsOf("TemperatureCharacteristics eq 'X7R'")).toHaveLength(1);
  });

  test('Category takes the four category IDs, ignoring case', () => {
    expect(
      conditionsOf("Category eq 'ceramicCapacitors|ceramicCapacitorsSMD|ceramicCapacitorsLead|inductors'"),
    ).toEqual([
      {
        kind: 'string',
        item: 'Category',
        operator: 'eq',
        values: ['ceramicCapacitors', 'ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors'],
      },
    ]);
    expect(conditionsOf("Category eq 'INDUCTORS'")).toEqual([
      { kind: 'string', item: 'Category', operator: 'eq', values: ['INDUCTORS'] },
    ]);
    expect(conditionsOf("Category eq 'CeramicCapacitorsSmd'", 'ja')).toHaveLength(1);
  });

  test('Category rejects anything else', () => {
    const error = expectError("Category eq 'resistors'", 12, /Unknown Category "resistors"/);
    expect(error.message).toContain('ceramicCapacitorsLead');
    expectError("Category eq 'inductors|CeramicCapacitorsSMD|capacitors'", 12, /"capacitors"/);
  });
});

describe('parseFilter: errors with their positions', () => {
  test('an unknown item, with a suggestion', () => {
    expectError('Capacitence ge 1e-7', 0, /Unknown search item "Capacitence"; did you mean Capacitance/);
    expectError('Rohs eq true and capacitance ge 1', 17, /Unknown search item "capacitance".*Capacitance/);
    expectError("contains(Partnum,'a')", 9, /Unknown search item "Partnum".*Partno/);
  });

  test('an unknown item with no close name says where to look', () => {
    const error = expectError('Zzzzzz eq 1', 0, /Unknown search item "Zzzzzz"/);
    expect(error.message).not.toMatch(/did you mean/);
  });

  test('a record field that is not a search item is unknown', () => {
    expectError('RdcMax le 1', 0, /Unknown search item "RdcMax".*Rdc/);
  });

  test('a missing operator', () => {
    expectError("Partno 'a'", 7, /Expected an operator after Partno/);
    expectError('Capacitance 5', 12, /Expected an operator after Capacitance/);
    expectError('Capacitance', 11, /Expected an operator after Capacitance.*ends there/);
  });

  test('an operator that does not fit the item type', () => {
    expectError("Partno ge 'a'", 7, /Partno is a text item: use eq, startswith/);
    expectError('NewProduct ge true', 11, /NewProduct is a yes\/no item/);
    expectError('NewProduct lt 1', 11, /NewProduct is a yes\/no item/);
    expectError("startswith(Capacitance,'1')", 11, /startswith works on text items; Capacitance is a number item/);
    expectError('contains(Rohs,true)', 9, /contains works on text items; Rohs is a yes\/no item/);
    expectError("Partno startswith 'a'", 7, /Expected an operator after Partno/);
  });

  test('a quoted literal on a number item', () => {
    expectError("Capacitance ge '1e-7'", 15, /Capacitance is a number item: give a plain number in farads/);
    expectError("RatedVoltage eq '50'", 16, /number item.*volts/);
  });

  test('a number or a bare word on a text item', () => {
    expectError('Partno eq 5', 10, /Partno is a text item: put the value in single quotes/);
    expectError('SizecodeMm eq 1608', 14, /text item/);
    expectError('Partno eq ABC', 10, /text item: put the value in single quotes, e.g. 'ABC'/);
    expectError('contains(Partno,5)', 16, /text item/);
  });

  test('a yes/no item compared with something else than true or false', () => {
    expectError("Rohs eq 'true'", 8, /compare it with true or false/);
    expectError('Rohs eq 1', 8, /compare it with true or false/);
    expectError('Rohs eq yes', 8, /compare it with true or false/);
    expectError('Rohs eq TRUE', 8, /compare it with true or false/);
  });

  test('a unit or prefix after a number, telling to give SI base units', () => {
    const error = expectError('Capacitance ge 100nF', 18, /Unexpected "nF" right after 100/);
    expect(error.message).toMatch(/no unit or prefix/);
    expect(error.message).toMatch(/farads/);
    expectError('Length le 1.6mm', 13, /no unit or prefix.*metres/);
    expectError('Rohs eq true and RatedVoltage ge 50V', 35, /no unit or prefix.*volts/);
  });

  test('or is not part of the language', () => {
    expectError("Status eq 'NRND' or Status eq 'Discontinued'", 17, /Only "and" joins conditions.*no "or"/);
  });

  test('an unclosed quote, at the opening quote', () => {
    expectError("Partno eq 'OCM", 10, /never closed/);
    expectError("Rohs eq true and startswith(Partno,'OCM)", 35, /never closed/);
  });

  test('an empty value in a multi-value literal, or an empty literal', () => {
    expectError("Partno eq 'a||b'", 10, /A value of Partno is empty/);
    expectError("Partno eq 'a|'", 10, /empty/);
    expectError("Partno eq '%7Ca'", 10, /empty/);
    expectError("Partno eq ''", 10, /empty/);
  });

  test('a trailing and', () => {
    expectError("Partno eq 'a' and", 17, /Expected a condition.*ends there/);
    expectError("Partno eq 'a' and ", 18, /Expected a condition.*ends there/);
  });

  test('two conditions without and', () => {
    expectError("Partno eq 'a' Rohs eq true", 14, /Expected "and" or the end of the filter, found "Rohs"/);
  });

  test('garbage characters', () => {
    expectError("Partno eq 'a' & Rohs eq true", 14, /Unexpected character "&"/);
    expectError('Capacitance >= 1', 12, /Unexpected character ">"/);
    expectError('Partno eq "a"', 10, /Unexpected character/);
  });

  test('a filter that starts with something else than a condition', () => {
    expectError("(Partno eq 'a')", 0, /Expected a condition/);
    expectError("'a' eq Partno", 0, /Expected a condition/);
  });

  test('a broken function condition', () => {
    expectError("startswith(Partno 'a')", 18, /Expected a comma/);
    expectError("startswith(Partno,'a'", 21, /Expected a closing \).*ends there/);
    expectError("startswith(,'a')", 11, /Expected a search item name/);
  });

  test('a number too large for a double', () => {
    expectError('Capacitance ge 1e999', 15, /1e999 is too large/);
    expectError('Capacitance ge -1e400', 15, /too large/);
  });

  test('the position is counted on the text as given, after leading spaces', () => {
    expectError('   Capacitence ge 1', 3, /Unknown search item/);
  });
});
