import fc from 'fast-check';
import { filter as odataFilter } from 'odata-v4-parser';
import { CATEGORY_IDS, LANGUAGES, SEARCH_ITEMS, listedValues } from '../../../../src/core/catalog';
import {
  type Condition,
  NUMBER_OPERATORS,
  STRING_OPERATORS,
  parseFilter,
  plainDecimal,
  serializeFilter,
} from '../../../../src/core/query';
import { propertyRuns } from '../../../support/propertyRuns';

// The spec's $filter is OData-like (spec 4.3). An independent OData v4 parser, odata-v4-parser, is the check
// that what PartSpec sends is OData as any parser reads it, not only as the reference service reads it.
// It takes the $filter value as it travels in the URL, percent-encoded, which is what serializeFilter writes.

/** Whether odata-v4-parser reads the whole text as one filter expression. */
function readByOData(encoded: string): boolean {
  try {
    const expression = odataFilter(encoded) as { raw?: string } | undefined;
    return expression?.raw === encoded;
  } catch {
    return false;
  }
}

const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (Object.is(value, -0) ? 0 : value));

/**
 * Whether odata-v4-parser (2.x) refuses a whole number that OData allows: past Int32, its Int64 check compares
 * the digits as text with "9223372036854775807", so 9300000000 (9.3 GHz) is "greater" and refused, while
 * 1300000000 is read. A bug of the checker, not of what PartSpec writes (the service reads both): such
 * numbers are left out of the generated filters, and the bug is shown below.
 */
function misreadByOData(text: string): boolean {
  const digits = text.replace(/^-/, '');
  if (!/^\d{10,19}$/.test(digits) || Number(digits) <= 2147483647) return false;
  return digits.length === 19 ? false : digits > (text.startsWith('-') ? '9223372036854775808' : '9223372036854775807');
}

describe('plainDecimal', () => {
  test.each([
    [1e-7, '0.0000001'],
    [100e-9, '0.0000001'],
    [1.5e-12, '0.0000000000015'],
    [-2.5e-7, '-0.00000025'],
    [0.0016, '0.0016'],
    [50, '50'],
    [1e21, '1000000000000000000000.0'],
    [-1.5e25, '-15000000000000000000000000.0'],
    [123456789012345680000, '123456789012345680000.0'],
    [9007199254740991, '9007199254740991'],
  ])('%p is written %s', (value, text) => {
    expect(plainDecimal(value)).toBe(text);
  });

  test('every finite double: no exponent, and the text reads back to the same double', () => {
    fc.assert(
      fc.property(finite, (value) => {
        const text = plainDecimal(value);
        expect(text).not.toMatch(/e/i);
        expect(Number(text)).toBe(value);
      }),
      { numRuns: propertyRuns(2000) },
    );
  });
});

describe('what serializeFilter writes is OData that odata-v4-parser reads', () => {
  test('an exponent is what it refuses, and the plain decimal of the same number what it reads', () => {
    expect(readByOData('Capacitance%20ge%201e-7')).toBe(false);
    expect(
      serializeFilter({ conditions: [{ kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 }] }),
    ).toBe('Capacitance%20ge%200.0000001');
    expect(readByOData('Capacitance%20ge%200.0000001')).toBe(true);
  });

  const numberItems = SEARCH_ITEMS.filter((item) => item.type === 'double').map((item) => item.name);
  const booleanItems = SEARCH_ITEMS.filter((item) => item.type === 'boolean').map((item) => item.name);
  const textItems = SEARCH_ITEMS.filter(
    (item) => item.type === 'string' && !item.restricted && item.name !== 'Category',
  ).map((item) => item.name);
  const restricted = SEARCH_ITEMS.filter((item) => item.restricted);
  /** Text a value may hold: anything but ' and | (which no literal can carry) and nothing empty. */
  const text = fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
      fc.string({
        unit: fc.constantFrom('a', 'Z', '0', ' ', '±', '%', 'µ', '&', '+', '#', '?', '=', '/', ',', '(', ')', '生'),
        minLength: 1,
        maxLength: 10,
      }),
    )
    .filter((value) => !/['|]/.test(value));
  const condition = (lang: (typeof LANGUAGES)[number]): fc.Arbitrary<Condition> =>
    fc.oneof(
      fc.record({
        kind: fc.constant('number' as const),
        item: fc.constantFrom(...numberItems),
        operator: fc.constantFrom(...NUMBER_OPERATORS),
        value: finite.filter((value) => !misreadByOData(plainDecimal(value))),
      }),
      fc.record({ kind: fc.constant('boolean' as const), item: fc.constantFrom(...booleanItems), value: fc.boolean() }),
      fc.record({
        kind: fc.constant('string' as const),
        item: fc.constantFrom(...textItems),
        operator: fc.constantFrom(...STRING_OPERATORS),
        values: fc.array(text, { minLength: 1, maxLength: 3 }),
      }),
      fc.record({
        kind: fc.constant('string' as const),
        item: fc.constant('Category'),
        operator: fc.constantFrom(...STRING_OPERATORS),
        values: fc.uniqueArray(fc.constantFrom(...CATEGORY_IDS), { minLength: 1, maxLength: 2 }),
      }),
      fc.constantFrom(...restricted).chain((item) =>
        fc.record({
          kind: fc.constant('string' as const),
          item: fc.constant(item.name),
          operator: fc.constant('eq' as const),
          values: fc.uniqueArray(fc.constantFrom(...listedValues(item.listed!, lang)), { minLength: 1, maxLength: 3 }),
        }),
      ),
    );

  test('generated filters of every item type, multi-values and three languages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES).chain((lang) =>
          fc.record({
            lang: fc.constant(lang),
            conditions: fc.array(condition(lang), { minLength: 1, maxLength: 4 }),
          }),
        ),
        ({ lang, conditions }) => {
          const encoded = serializeFilter({ conditions });
          expect({ encoded, read: readByOData(encoded) }).toEqual({ encoded, read: true });
          // And the service reads it back to the same conditions.
          expect(parseFilter(decodeURIComponent(encoded), { lang, strict: true }).conditions).toHaveLength(
            conditions.length,
          );
        },
      ),
      { numRuns: propertyRuns(1000) },
    );
  });

  test('a whole number past Int32 that odata-v4-parser compares as text: its bug, and the service reads it', () => {
    expect(readByOData('Srf%20ge%209300000000')).toBe(false);
    expect(misreadByOData('9300000000')).toBe(true);
    expect(readByOData('Srf%20ge%201300000000')).toBe(true);
    expect(misreadByOData('1300000000')).toBe(false);
    expect(parseFilter('Srf ge 9300000000', { strict: true }).conditions).toEqual([
      { kind: 'number', item: 'Srf', operator: 'ge', value: 9.3e9 },
    ]);
  });

  test("the service's parser reads both forms of a number, with and without exponent", () => {
    for (const written of ['1e-7', '0.0000001', '100e-9', '1E-7']) {
      expect(parseFilter(`Capacitance ge ${written}`, { strict: true }).conditions).toEqual([
        { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 },
      ]);
    }
  });
});
