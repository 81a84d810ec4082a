import fc from 'fast-check';
import { CATEGORY_IDS, LANGUAGES, type Language, SEARCH_ITEMS, listedValues } from '../../../../src/core/catalog';
import {
  type Condition,
  type Filter,
  NUMBER_OPERATORS,
  STRING_OPERATORS,
  formatFilter,
  formatOrderBy,
  parseFilter,
  parseOrderBy,
  serializeFilter,
} from '../../../../src/core/query';

const RUNS = { numRuns: 300 };

const numberItems = SEARCH_ITEMS.filter((item) => item.type === 'double').map((item) => item.name);
const booleanItems = SEARCH_ITEMS.filter((item) => item.type === 'boolean').map((item) => item.name);
const restrictedItems = SEARCH_ITEMS.filter((item) => item.restricted);
const freeTextItems = SEARCH_ITEMS.filter(
  (item) => item.type === 'string' && !item.restricted && item.name !== 'Category',
).map((item) => item.name);

/**
 * Text a user may put in a free-text literal: non-empty, and without the quote (no escape exists),
 * the value separator or a percent sign (which could start a named encoding).
 */
const safeText = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
    fc.string({
      unit: fc.constantFrom('a', 'Z', '0', ' ', '±', 'µ', 'Ω', '&', '+', '#', '?', '=', '/', ',', '(', ')', '生'),
      minLength: 1,
      maxLength: 12,
    }),
  )
  .filter((text) => text.length > 0 && !/['|%]/.test(text));

/** Finite doubles; -0 is left out because it formats as "0" and compares equal to 0 anyway. */
const finiteNumber = fc
  .double({ noNaN: true, noDefaultInfinity: true })
  .map((value) => (Object.is(value, -0) ? 0 : value));

function conditionArbitrary(lang: Language): fc.Arbitrary<Condition> {
  const stringOperator = fc.constantFrom(...STRING_OPERATORS);
  const freeText = fc.record({
    kind: fc.constant('string' as const),
    item: fc.constantFrom(...freeTextItems),
    operator: stringOperator,
    values: fc.array(safeText, { minLength: 1, maxLength: 4 }),
  });
  const restricted = fc.constantFrom(...restrictedItems).chain((item) =>
    fc.record({
      kind: fc.constant('string' as const),
      item: fc.constant(item.name),
      operator: stringOperator,
      values: fc.array(fc.constantFrom(...listedValues(item.listed!, lang)), { minLength: 1, maxLength: 4 }),
    }),
  );
  const category = fc.record({
    kind: fc.constant('string' as const),
    item: fc.constant('Category'),
    operator: stringOperator,
    values: fc.array(fc.constantFrom(...CATEGORY_IDS), { minLength: 1, maxLength: 4 }),
  });
  const number = fc.record({
    kind: fc.constant('number' as const),
    item: fc.constantFrom(...numberItems),
    operator: fc.constantFrom(...NUMBER_OPERATORS),
    value: finiteNumber,
  });
  const boolean = fc.record({
    kind: fc.constant('boolean' as const),
    item: fc.constantFrom(...booleanItems),
    value: fc.boolean(),
  });
  return fc.oneof(freeText, restricted, category, number, boolean);
}

const filterWithLanguage = fc.constantFrom(...LANGUAGES).chain((lang) =>
  fc.record({
    lang: fc.constant(lang),
    filter: fc.record({ conditions: fc.array(conditionArbitrary(lang), { maxLength: 6 }) }),
  }),
);

describe('filter round trips (property)', () => {
  test('the generators cover every kind of item', () => {
    expect(numberItems.length).toBeGreaterThan(0);
    expect(booleanItems.length).toBeGreaterThan(0);
    expect(restrictedItems.length).toBeGreaterThan(0);
    expect(freeTextItems).toContain('Partno');
  });

  test('parseFilter(formatFilter(ast)) is the ast', () => {
    fc.assert(
      fc.property(filterWithLanguage, ({ lang, filter }) => {
        expect(parseFilter(formatFilter(filter), { lang })).toEqual(filter);
      }),
      RUNS,
    );
  });

  test('parseFilter(decodeURIComponent(serializeFilter(ast))) is the ast', () => {
    fc.assert(
      fc.property(filterWithLanguage, ({ lang, filter }) => {
        expect(parseFilter(decodeURIComponent(serializeFilter(filter)), { lang })).toEqual(filter);
      }),
      RUNS,
    );
  });

  test('the serialized filter holds only URL-safe characters', () => {
    fc.assert(
      fc.property(filterWithLanguage, ({ filter }) => {
        expect(serializeFilter(filter)).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/);
      }),
      RUNS,
    );
  });

  test('serializeFilter encodes | as %7C, ± as %C2%B1 and % as %25', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', '±', '%', '1'), { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom('b', '±', '%', '2'), { minLength: 1, maxLength: 8 }),
        (first, second) => {
          const values = [first.join(''), second.join('')];
          const encoded = serializeFilter({
            conditions: [{ kind: 'string', item: 'ToleranceCapacitance', operator: 'eq', values }],
          });
          const encodeValue = (value: string) => value.replace(/%/g, '%25').replace(/±/g, '%C2%B1');
          expect(encoded).toBe(`ToleranceCapacitance%20eq%20'${encodeValue(values[0])}%7C${encodeValue(values[1])}'`);
        },
      ),
      RUNS,
    );
  });

  test('parseOrderBy(formatOrderBy(orders)) is the orders', () => {
    const orders = fc.uniqueArray(
      fc.record({
        item: fc.constantFrom(...SEARCH_ITEMS.map((item) => item.name)),
        direction: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      { selector: (order) => order.item, maxLength: 6 },
    );
    fc.assert(
      fc.property(orders, (value) => {
        expect(parseOrderBy(formatOrderBy(value))).toEqual(value);
      }),
      RUNS,
    );
  });
});
