import { type Filter, formatFilter, parseFilter, serializeFilter } from '../../../../src/core/query';

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
      "Capacitance ge 1e-7 and Status eq 'NRND|Discontinued' and startswith(Partno,'OCM') and " +
        "contains(PackageType,'Tape|Bulk') and Rohs eq true and MaxOperatingTemperature lt -55",
    );
  });

  test('writes false, plain decimals and large exponents', () => {
    expect(
      formatFilter({
        conditions: [
          { kind: 'boolean', item: 'NewProduct', value: false },
          { kind: 'number', item: 'Length', operator: 'le', value: 0.0016 },
          { kind: 'number', item: 'Srf', operator: 'gt', value: 1e21 },
        ],
      }),
    ).toBe('NewProduct eq false and Length le 0.0016 and Srf gt 1e+21');
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
