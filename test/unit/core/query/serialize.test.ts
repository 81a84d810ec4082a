import {
  type Filter,
  UnsafeValueError,
  checkLiteral,
  formatFilter,
  parseFilter,
  serializeFilter,
} from '../../../../src/core/query';

const filter: Filter = {
  conditions: [
    { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 },
    { kind: 'string', item: 'Status', operator: 'eq', values: ['NRND', 'Discontinued'] },
    { kind: 'string', item: 'Partno', operator: 'startswith', values: ['OCM'] },
    { kind: 'string', item: 'PackageType', operator: 'contains', values: ['Tape', 'Bulk'] },
    { kind: 'boolean', item: 'Rohs', value: true },
    { kind: 'number', item: 'MaxOperatingTemperature', operator: 'lt', value: -55 },
  ],
};

describe('formatFilter', () => {
  test('writes each condition in the syntax of spec 4.3, joined with and', () => {
    expect(formatFilter(filter)).toBe(
      "Capacitance ge 0.0000001 and Status eq 'NRND|Discontinued' and startswith(Partno,'OCM') and " +
        "contains(PackageType,'Tape|Bulk') and Rohs eq true and MaxOperatingTemperature lt -55",
    );
  });

  test('writes false, and every number in plain decimals, however large', () => {
    expect(
      formatFilter({
        conditions: [
          { kind: 'boolean', item: 'NewProduct', value: false },
          { kind: 'number', item: 'Length', operator: 'le', value: 0.0016 },
          { kind: 'number', item: 'Srf', operator: 'gt', value: 1e21 },
        ],
      }),
    ).toBe('NewProduct eq false and Length le 0.0016 and Srf gt 1000000000000000000000.0');
  });

  test('an empty filter is empty text', () => {
    expect(formatFilter({ conditions: [] })).toBe('');
    expect(serializeFilter({ conditions: [] })).toBe('');
  });

  test('-0 is written as 0, which compares the same', () => {
    const text = formatFilter({ conditions: [{ kind: 'number', item: 'Length', operator: 'ge', value: -0 }] });
    expect(text).toBe('Length ge 0');
    const [condition] = parseFilter(text).conditions;
    expect(condition.kind === 'number' && condition.value === 0).toBe(true);
  });

  test('what it writes parses back to the same filter', () => {
    expect(parseFilter(formatFilter(filter))).toEqual(filter);
  });
});

describe('serializeFilter (spec 4.3 rule 2)', () => {
  const tolerance: Filter = {
    conditions: [{ kind: 'string', item: 'ToleranceCapacitance', operator: 'eq', values: ['±10%', '±20%'] }],
  };

  test('encodes | as %7C, ± as %C2%B1 and % as %25', () => {
    const encoded = serializeFilter(tolerance);
    expect(encoded).toBe("ToleranceCapacitance%20eq%20'%C2%B110%25%7C%C2%B120%25'");
    expect(encoded).not.toMatch(/[|±\s]/);
  });

  test('decoded once, it is the formatted filter, and parses back to the same filter', () => {
    for (const value of [filter, tolerance]) {
      expect(decodeURIComponent(serializeFilter(value))).toBe(formatFilter(value));
      expect(parseFilter(decodeURIComponent(serializeFilter(value)))).toEqual(value);
    }
  });

  test('the literal of the spec example decodes to the same values as the encoded form', () => {
    expect(parseFilter("ToleranceCapacitance eq '%C2%B110%25%7C%C2%B120%25'")).toEqual(tolerance);
  });
});

describe('UnsafeValueError', () => {
  test('is an Error with the item and the value', () => {
    const error = new UnsafeValueError('Cannot send it', 'Partno', "a'b");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('UnsafeValueError');
    expect(error.message).toBe('Cannot send it');
    expect(error.item).toBe('Partno');
    expect(error.value).toBe("a'b");
  });
});

describe('formatFilter and serializeFilter refuse a filter they cannot send faithfully', () => {
  /** The error both throw for a filter of this one condition. */
  function unsafe(condition: unknown): UnsafeValueError {
    const filter = { conditions: [{ kind: 'boolean', item: 'Rohs', value: true }, condition] } as unknown as Filter;
    expect(() => serializeFilter(filter)).toThrow(UnsafeValueError);
    try {
      formatFilter(filter);
    } catch (error) {
      expect(error).toBeInstanceOf(UnsafeValueError);
      return error as UnsafeValueError;
    }
    throw new Error('expected formatFilter to throw');
  }

  test("a value containing ', which no literal can hold", () => {
    const error = unsafe({ kind: 'string', item: 'Partno', operator: 'eq', values: ['OK', "O'Brien"] });
    expect(error.message).toBe(
      `Cannot send the value "O'Brien" of Partno: it contains ', which the service's filter language has no escape for`,
    );
    expect(error.item).toBe('Partno');
    expect(error.value).toBe("O'Brien");
  });

  test('a value containing |, which would split into two values', () => {
    const error = unsafe({ kind: 'string', item: 'Partno', operator: 'startswith', values: ['a|b'] });
    expect(error.message).toMatch(/"a\|b" of Partno: it contains \|, which the service reads as a separator/);
    expect(error.value).toBe('a|b');
  });

  test('an empty value, or no value at all', () => {
    expect(unsafe({ kind: 'string', item: 'Partno', operator: 'eq', values: ['a', ''] }).message).toBe(
      'Cannot send an empty value of Partno',
    );
    const none = unsafe({ kind: 'string', item: 'Status', operator: 'eq', values: [] });
    expect(none.message).toBe('Cannot send a condition on Status with no values: give at least one');
    expect(none.value).toEqual([]);
  });

  test('a value that is not text, or a lone surrogate', () => {
    expect(unsafe({ kind: 'string', item: 'Partno', operator: 'eq', values: [5] }).message).toMatch(/give text/);
    expect(unsafe({ kind: 'string', item: 'Partno', operator: 'eq', values: ['a\ud800'] }).message).toMatch(
      /lone UTF-16 surrogate/,
    );
  });

  test.each([NaN, Infinity, -Infinity])('the number %d', (value) => {
    const error = unsafe({ kind: 'number', item: 'Capacitance', operator: 'ge', value });
    expect(error.message).toBe(`Cannot send Capacitance ge ${value}: give a finite number`);
    expect(error.value).toBe(value);
  });

  test('an unknown item, including a record field that is not a search item', () => {
    expect(unsafe({ kind: 'number', item: 'Capacitence', operator: 'ge', value: 1 }).message).toBe(
      'Cannot send a condition on "Capacitence": it is not a search item',
    );
    expect(unsafe({ kind: 'number', item: 'RdcMax', operator: 'le', value: 1 }).item).toBe('RdcMax');
    expect(unsafe({ kind: 'string', item: 'capacitance', operator: 'eq', values: ['x'] })).toBeInstanceOf(
      UnsafeValueError,
    );
  });

  test('a value of the wrong type for the item', () => {
    expect(unsafe({ kind: 'number', item: 'Partno', operator: 'eq', value: 1 }).message).toBe(
      'Cannot send the number 1 as a value of Partno: Partno is a text item',
    );
    expect(unsafe({ kind: 'string', item: 'Capacitance', operator: 'eq', values: ['100nF'] }).message).toMatch(
      /Capacitance is a number item/,
    );
    expect(unsafe({ kind: 'boolean', item: 'Capacitance', value: true }).message).toMatch(/number item/);
    expect(unsafe({ kind: 'number', item: 'Rohs', operator: 'eq', value: 1 }).message).toMatch(/yes\/no item/);
    expect(unsafe({ kind: 'number', item: 'Capacitance', operator: 'ge', value: '1e-7' }).message).toMatch(
      /finite number/,
    );
    expect(unsafe({ kind: 'boolean', item: 'Rohs', value: 'true' }).message).toMatch(/give true or false/);
  });

  test('an operator that does not fit the item, or an unknown kind of condition', () => {
    expect(unsafe({ kind: 'string', item: 'Partno', operator: 'ge', values: ['a'] }).message).toMatch(
      /operator "ge": text items take startswith, contains, eq/,
    );
    expect(unsafe({ kind: 'number', item: 'Capacitance', operator: 'startswith', value: 1 }).message).toMatch(
      /number items take eq, ge, le, gt, lt/,
    );
    expect(unsafe({ kind: 'or', item: 'Partno', value: 1 }).message).toMatch(/kind "or"/);
  });
});

describe('a % that starts a named encoding is sent as %25, so that the value comes back unchanged', () => {
  test.each([
    ['a%7Cb', "'a%257Cb'"],
    ['a%7cb', "'a%257cb'"],
    ['%C2%B15', "'%25C2%B15'"],
    ['100%25', "'100%2525'"],
    ['5%', "'5%'"],
    ['%41', "'%41'"],
    ['±10%', "'±10%'"],
  ])('%s is written %s', (value, literal) => {
    const written: Filter = { conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values: [value] }] };
    expect(formatFilter(written)).toBe(`Partno eq ${literal}`);
    for (const strict of [true, false]) {
      expect(parseFilter(formatFilter(written), { strict })).toEqual(written);
      expect(parseFilter(decodeURIComponent(serializeFilter(written)), { strict })).toEqual(written);
    }
  });
});

describe('checkLiteral', () => {
  test('accepts a value that can be sent as one value of a text item', () => {
    for (const value of ['OCM188R71H104KA01D', ' spaced ', '±10%', 'a%7Cb', 'a"b', '生产中']) {
      expect(() => checkLiteral('Partno', value)).not.toThrow();
    }
    expect(() => checkLiteral('Status', 'NRND')).not.toThrow();
  });

  test.each([
    ['Partno', "OCM'1", /contains '/],
    ['Partno', 'OCM|1', /contains \|/],
    ['Partno', '', /empty value/],
    ['Partno', '\udc00', /surrogate/],
    ['Partnumber', 'OCM1', /not a search item/],
    ['Capacitance', '1e-7', /Capacitance is a number item/],
  ])('refuses %s %j', (item, value, pattern) => {
    let caught: unknown;
    try {
      checkLiteral(item, value);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnsafeValueError);
    expect((caught as UnsafeValueError).message).toMatch(pattern);
    expect((caught as UnsafeValueError).item).toBe(item);
    expect((caught as UnsafeValueError).value).toBe(value);
  });
});
