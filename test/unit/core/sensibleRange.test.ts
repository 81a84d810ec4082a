import { FIELDS, rangeProblemOf, SEARCH_ITEMS, SPAN_MARGIN, VALUE_SPANS, valueSpanOf } from '../../../src/core/catalog';
import { generateDataset } from '../../../src/service/dataset';

describe('VALUE_SPANS: the catalogue’s span of each numeric field', () => {
  test('every numeric field with a unit has one, every search item’s field among them, and nothing else has one', () => {
    const numeric = FIELDS.filter((field) => field.type === 'double' && field.unit).map((field) => field.name);
    expect(Object.keys(VALUE_SPANS).sort()).toEqual([...numeric].sort());
    for (const item of SEARCH_ITEMS.filter((searchItem) => searchItem.type === 'double')) {
      expect(valueSpanOf(item.field)).toBeDefined();
    }
    expect(valueSpanOf('Partno')).toBeUndefined();
    expect(valueSpanOf('CapacitanceText')).toBeUndefined();
    expect(valueSpanOf('toString')).toBeUndefined();
  });

  test('each span is least < most, both above 0', () => {
    for (const [field, span] of Object.entries(VALUE_SPANS)) {
      expect([field, span.least > 0 && span.least < span.most]).toEqual([field, true]);
    }
  });

  test('every product of the reference service lies within the spans: no real value is ever refused', () => {
    const outside: string[] = [];
    let checked = 0;
    const places = new Map(FIELDS.map((definition) => [definition.name, definition.place]));
    for (const { record } of generateDataset()) {
      for (const [field, span] of Object.entries(VALUE_SPANS)) {
        const place = places.get(field);
        const holder = place === 'product' || place === undefined ? record : record[place];
        const value = (holder as Readonly<Record<string, unknown>>)[field];
        if (typeof value !== 'number') continue;
        checked += 1;
        if (value < span.least || value > span.most) outside.push(`${record.Partno as string} ${field} ${value}`);
      }
    }
    expect(outside.slice(0, 5)).toEqual([]);
    // Hundreds of thousands of values, not none found in the wrong place.
    expect(checked).toBeGreaterThan(100_000);
  });
});

describe('rangeProblemOf', () => {
  test.each([
    ['Capacitance', 1e-7],
    ['Capacitance', 0],
    ['Capacitance', -0],
    // The edges themselves: a thousandth of the least, a thousand times the most.
    ['Capacitance', 1e-16],
    ['Capacitance', 0.1],
    ['Inductance', 1e-12],
    ['Inductance', 1],
    ['Length', 1e-7],
    ['Length', 100],
    ['RatedVoltage', 1e8],
    ['RdcMax', 1e-6],
    ['SrfMin', 1e14],
    ['MaxOperatingTemperature', -55],
    ['MaxOperatingTemperature', 0],
    ['MaxOperatingTemperature', 0.001],
    ['MaxOperatingTemperature', -273.15],
    ['MaxOperatingTemperature', 1e6],
  ])('%s %p: a sensible value', (field, value) => {
    expect(rangeProblemOf(field, value)).toBeUndefined();
  });

  test.each([
    ['Capacitance', -5e-6],
    ['Capacitance', -1e-300],
    ['Length', -0.0016],
    ['RatedVoltage', -50],
    ['SrfMin', -1],
  ])('%s %p: negative, which the quantity cannot be', (field, value) => {
    expect(rangeProblemOf(field, value)).toEqual({ kind: 'negative' });
  });

  test.each([
    ['Capacitance', 1e93, 1e-4],
    ['Capacitance', 0.1000001, 1e-4],
    ['Inductance', 1.5, 1e-3],
    ['Length', 101, 0.1],
    ['RatedVoltage', 1e8 + 1, 1e5],
    ['MaxOperatingTemperature', 1e6 + 1, 1000],
  ])('%s %p: too large, beyond a thousand times the catalogue’s most (%p)', (field, value, most) => {
    expect(rangeProblemOf(field, value)).toEqual({ kind: 'tooLarge', most });
  });

  test.each([
    ['Capacitance', 1e-105, 1e-13],
    ['Capacitance', 9.99e-17, 1e-13],
    ['Length', 1e-12, 1e-4],
    ['SrfMin', 1, 1e7],
  ])('%s %p: too small, below a thousandth of the catalogue’s least (%p)', (field, value, least) => {
    expect(rangeProblemOf(field, value)).toEqual({ kind: 'tooSmall', least });
  });

  test('a temperature below absolute zero', () => {
    expect(rangeProblemOf('MaxOperatingTemperature', -273.16)).toEqual({ kind: 'belowAbsoluteZero' });
    expect(rangeProblemOf('MaxOperatingTemperature', -1e9)).toEqual({ kind: 'belowAbsoluteZero' });
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    '%p: not finite, for any field, numeric or not',
    (value) => {
      expect(rangeProblemOf('Capacitance', value)).toEqual({ kind: 'notFinite' });
      expect(rangeProblemOf('Partno', value)).toEqual({ kind: 'notFinite' });
    },
  );

  test('a field with no span: any finite number', () => {
    expect(rangeProblemOf('MinOrderQuantity', -1)).toBeUndefined();
    expect(rangeProblemOf('Partno', 1e300)).toBeUndefined();
  });

  test('the margin is three orders of magnitude', () => {
    expect(SPAN_MARGIN).toBe(1000);
  });
});
