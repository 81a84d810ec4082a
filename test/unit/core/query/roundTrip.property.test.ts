import fc from 'fast-check';
import {
  CATEGORY_IDS,
  LANGUAGES,
  type Language,
  SEARCH_ITEMS,
  UNIT_SYMBOLS,
  listedValues,
} from '../../../../src/core/catalog';
import {
  type Condition,
  type Filter,
  NUMBER_OPERATORS,
  STRING_OPERATORS,
  UnsafeValueError,
  formatFilter,
  formatOrderBy,
  parseFilter,
  parseOrderBy,
  serializeFilter,
} from '../../../../src/core/query';
import { propertyRuns } from '../../../support/propertyRuns';

const RUNS = { numRuns: propertyRuns(300) };

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

/** Conditions that cannot be sent faithfully: a ' or | in a value, an empty value or list, a non-finite number, an unknown item, a wrong type. */
const unsafeCondition: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    kind: fc.constant('string'),
    item: fc.constantFrom(...freeTextItems),
    operator: fc.constantFrom(...STRING_OPERATORS),
    values: fc
      .tuple(fc.array(safeText, { maxLength: 2 }), fc.constantFrom("'", '|'), safeText, safeText)
      .map(([others, bad, before, after]) => [...others, `${before}${bad}${after}`]),
  }),
  fc.record({
    kind: fc.constant('string'),
    item: fc.constantFrom(...freeTextItems),
    operator: fc.constantFrom(...STRING_OPERATORS),
    values: fc.array(safeText, { maxLength: 2 }).map((others) => [...others, '']),
  }),
  fc.record({
    kind: fc.constant('string'),
    item: fc.constantFrom(...freeTextItems, ...restrictedItems.map((item) => item.name)),
    operator: fc.constantFrom(...STRING_OPERATORS),
    values: fc.constant([]),
  }),
  fc.record({
    kind: fc.constant('number'),
    item: fc.constantFrom(...numberItems),
    operator: fc.constantFrom(...NUMBER_OPERATORS),
    value: fc.constantFrom(NaN, Infinity, -Infinity),
  }),
  fc.record({
    kind: fc.constantFrom('string', 'number', 'boolean'),
    item: fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !SEARCH_ITEMS.some((item) => item.name === name)),
    operator: fc.constant('eq'),
    value: finiteNumber,
    values: fc.array(safeText, { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    kind: fc.constant('number'),
    item: fc.constantFrom(...freeTextItems, ...booleanItems),
    operator: fc.constant('eq'),
    value: finiteNumber,
  }),
  fc.record({
    kind: fc.constant('string'),
    item: fc.constantFrom(...numberItems, ...booleanItems),
    operator: fc.constant('eq'),
    values: fc.array(safeText, { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    kind: fc.constant('boolean'),
    item: fc.constantFrom(...numberItems, ...freeTextItems),
    value: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('number'),
    item: fc.constantFrom(...numberItems),
    operator: fc.constantFrom(...NUMBER_OPERATORS),
    value: finiteNumber.map(String),
  }),
);

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

  test.each([true, false])('parseFilter(formatFilter(ast)) is the ast (strict: %s)', (strict) => {
    fc.assert(
      fc.property(filterWithLanguage, ({ lang, filter }) => {
        expect(parseFilter(formatFilter(filter), { lang, strict })).toEqual(filter);
      }),
      RUNS,
    );
  });

  test.each([true, false])(
    'parseFilter(decodeURIComponent(serializeFilter(ast))) is the ast (strict: %s)',
    (strict) => {
      fc.assert(
        fc.property(filterWithLanguage, ({ lang, filter }) => {
          expect(parseFilter(decodeURIComponent(serializeFilter(filter)), { lang, strict })).toEqual(filter);
        }),
        RUNS,
      );
    },
  );

  test('values holding %, and the named encodings themselves, come back unchanged', () => {
    const tricky = fc
      .array(fc.constantFrom('%', '7C', '7c', 'C2', '%B1', '25', '2', 'a', '±', ' '), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(tricky, { minLength: 1, maxLength: 3 }), fc.boolean(), (values, strict) => {
        const filter: Filter = {
          conditions: [{ kind: 'string', item: 'ToleranceCapacitance', operator: 'eq', values }],
        };
        expect(parseFilter(formatFilter(filter), { strict })).toEqual(filter);
        expect(parseFilter(decodeURIComponent(serializeFilter(filter)), { strict })).toEqual(filter);
      }),
      RUNS,
    );
  });

  test('a filter holding one unsafe condition anywhere is refused with UnsafeValueError', () => {
    const withUnsafe = fc.tuple(filterWithLanguage, unsafeCondition, fc.nat()).map(([{ filter }, condition, at]) => {
      const conditions: unknown[] = [...filter.conditions];
      conditions.splice(at % (conditions.length + 1), 0, condition);
      return { conditions } as unknown as Filter;
    });
    fc.assert(
      fc.property(withUnsafe, (filter) => {
        expect(() => serializeFilter(filter)).toThrow(UnsafeValueError);
        expect(() => formatFilter(filter)).toThrow(UnsafeValueError);
      }),
      RUNS,
    );
  });

  test('a number written with an SI prefix and the unit is the decimal number shifted by the prefix', () => {
    const prefixes: ReadonlyArray<[string, number]> = [
      ['p', -12],
      ['n', -9],
      ['u', -6],
      ['\u00b5', -6],
      ['\u03bc', -6],
      ['m', -3],
      ['k', 3],
      ['M', 6],
      ['G', 9],
    ];
    const prefixedItems = SEARCH_ITEMS.filter((item) => item.type === 'double' && item.unit !== 'degC');
    const decimal = fc
      .tuple(fc.nat({ max: 99999 }), fc.option(fc.nat({ max: 9999 }), { nil: undefined }))
      .map(([whole, fraction]) => (fraction === undefined ? `${whole}` : `${whole}.${fraction}`));
    fc.assert(
      fc.property(
        fc.constantFrom(...prefixedItems),
        decimal,
        fc.constantFrom(...prefixes),
        fc.constantFrom('', ' '),
        (item, number, [prefix, exponent], space) => {
          const [condition] = parseFilter(
            `${item.name} ge ${number}${space}${prefix}${UNIT_SYMBOLS[item.unit!]}`,
          ).conditions;
          // Number('4.7e-6') is the double nearest to the decimal value: the reference.
          expect(condition).toEqual({
            kind: 'number',
            item: item.name,
            operator: 'ge',
            value: Number(`${number}e${exponent}`),
          });
        },
      ),
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
