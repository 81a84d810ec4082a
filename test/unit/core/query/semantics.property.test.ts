import fc from 'fast-check';
import { propertyRuns } from '../../../support/propertyRuns';
import {
  CATEGORY_IDS,
  LANGUAGES,
  type Language,
  type Product,
  SEARCH_ITEMS,
  type SearchItem,
  fieldNamed,
  fieldValue,
  splitApplication,
} from '../../../../src/core/catalog';
import { searchPath } from '../../../../src/core/client';
import {
  type Condition,
  type Filter,
  NUMBER_OPERATORS,
  STRING_OPERATORS,
  type SortOrder,
  filterMatcher,
  matchesFilter,
  parseFilter,
  parseOrderBy,
  sortProducts,
} from '../../../../src/core/query';
import { generateDataset } from '../../../../src/service/dataset';
import { localizeRecord } from '../../../../src/service/localize';
import { matchingIndices } from '../../../../src/service/match';
import { sortIndices } from '../../../../src/service/order';
import { ProductStore } from '../../../../src/service/ProductStore';

// core's matchesFilter and sortProducts must answer exactly as the service does, to the last tie: snapshots
// and equivalents will answer from them instead of asking. Here generated filters and orders, over the whole
// dataset in each language, are answered both ways: by the service's own code path (the request as the
// client writes it, read back from its URL as the service reads it, matched on its columns and sorted on
// them) and by core over the products as the client receives them in that language.

/** The filters a thorough run answers both ways (CI's), and the seed they are drawn with. */
const THOROUGH_RUNS = 1_000;
const SEED = 20261124;
const RUNS = propertyRuns(THOROUGH_RUNS);

const dataset = generateDataset();
const store = new ProductStore(dataset);
/** The products as the client receives them in each language (the service localizes listed values). */
const received: Readonly<Record<Language, readonly Product[]>> = {
  en: dataset,
  ja: dataset.map((product) => ({ category: product.category, record: localizeRecord(product.record, 'ja') })),
  zh: dataset.map((product) => ({ category: product.category, record: localizeRecord(product.record, 'zh') })),
};

/** The values of an item in a product received in `lang`, in the form a user would type them. */
function typedValues(product: Product, searchItem: SearchItem): string[] {
  if (searchItem.name === 'Category') return [product.category];
  const definition = fieldNamed(searchItem.field);
  const value = definition && fieldValue(product, definition);
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return searchItem.name === 'Application' ? splitApplication(String(value)) : [String(value)];
}

const sendable = (text: string): boolean => text !== '' && !/['|]/.test(text);

/** Mixed case, as people type: the service compares text without regard to case. */
function recased(text: string, pattern: number): string {
  return [...text]
    .map((character, index) => ((pattern >> (index % 16)) & 1 ? character.toUpperCase() : character.toLowerCase()))
    .join('');
}

interface Drawn {
  readonly lang: Language;
  readonly filter: Filter;
  readonly orderby: readonly SortOrder[];
}

const HOLDERS = new Map<string, readonly Product[]>();

/** The products that have a value for the item: conditions are built from their values. */
function holders(searchItem: SearchItem, lang: Language): readonly Product[] {
  const key = `${searchItem.name} ${lang}`;
  let found = HOLDERS.get(key);
  if (!found) {
    found = received[lang].filter((product) => typedValues(product, searchItem).length > 0);
    HOLDERS.set(key, found);
  }
  return found;
}

/** A condition on `searchItem` built from real values of products, so that filters match something. */
function condition(searchItem: SearchItem, lang: Language): fc.Arbitrary<Condition | undefined> {
  const products = holders(searchItem, lang);
  if (products.length === 0) return fc.constant(undefined);
  const product = fc.nat(products.length - 1).map((index) => products[index]);
  switch (searchItem.type) {
    case 'double':
      return fc
        .record({ product, operator: fc.constantFrom(...NUMBER_OPERATORS), scale: fc.constantFrom(1, 1, 1, 0.5, 2) })
        .map(({ product: chosen, operator, scale }) => {
          const value = fieldValue(chosen, fieldNamed(searchItem.field)!);
          return typeof value === 'number'
            ? { kind: 'number', item: searchItem.name, operator, value: value * scale }
            : undefined;
        });
    case 'boolean':
      return fc.boolean().map((value) => ({ kind: 'boolean', item: searchItem.name, value }));
    case 'string': {
      const operators = searchItem.restricted ? (['eq'] as const) : STRING_OPERATORS;
      if (searchItem.name === 'Category') {
        return fc
          .record({
            values: fc.uniqueArray(fc.constantFrom(...CATEGORY_IDS), { minLength: 1, maxLength: 2 }),
            operator: fc.constantFrom(...operators),
          })
          .map(({ values, operator }) => ({ kind: 'string', item: 'Category', operator, values }));
      }
      return fc
        .record({
          sources: fc.array(product, { minLength: 1, maxLength: 3 }),
          operator: fc.constantFrom(...operators),
          pick: fc.nat(),
          cut: fc.nat(),
          pattern: fc.nat(0xffff),
        })
        .map(({ sources, operator, pick, cut, pattern }) => {
          const values = sources.flatMap((source) => {
            const texts = typedValues(source, searchItem);
            if (texts.length === 0) return [];
            const text = texts[pick % texts.length];
            const part =
              operator === 'startswith'
                ? text.slice(0, 1 + (cut % text.length))
                : operator === 'contains'
                  ? text.slice(cut % text.length, (cut % text.length) + 1 + (pick % 4))
                  : text;
            return [searchItem.restricted ? part : recased(part, pattern)];
          });
          const unique = [...new Set(values)].filter(sendable);
          return unique.length > 0 ? { kind: 'string', item: searchItem.name, operator, values: unique } : undefined;
        });
    }
  }
}

/**
 * A condition that narrows the answer to a few products (part numbers of some products, whole, as a prefix
 * or a piece; or one product's exact capacitance, inductance or resistance), so that a run costs
 * milliseconds while the other conditions and the order may be anything.
 */
function narrowing(lang: Language): fc.Arbitrary<Condition> {
  const products = received[lang];
  return fc
    .record({
      sources: fc.array(fc.nat(products.length - 1), { minLength: 1, maxLength: 4 }),
      how: fc.constantFrom('eq', 'startswith', 'contains', 'Capacitance', 'Inductance', 'Rdc'),
      cut: fc.nat(4),
    })
    .map(({ sources, how, cut }): Condition => {
      const chosen = sources.map((index) => products[index]);
      if (how === 'Capacitance' || how === 'Inductance' || how === 'Rdc') {
        const value = fieldValue(chosen[0], fieldNamed(how === 'Rdc' ? 'RdcMax' : how)!);
        if (typeof value === 'number') return { kind: 'number', item: how, operator: 'eq', value };
      }
      const operator = how === 'startswith' || how === 'contains' ? how : 'eq';
      const values = chosen.map(({ record: { Partno: partno } }) =>
        operator === 'startswith'
          ? partno.slice(0, partno.length - cut)
          : operator === 'contains'
            ? partno.slice(cut, cut + 9)
            : partno,
      );
      return { kind: 'string', item: 'Partno', operator, values: [...new Set(values)] };
    });
}

const drawn: fc.Arbitrary<Drawn> = fc
  .constantFrom(...LANGUAGES)
  .chain((lang) =>
    fc.record({
      lang: fc.constant(lang),
      // One condition on an item that narrows the answer to hundreds of products at most, so that a run costs
      // milliseconds, and up to two more on any item; whole-dataset orders are checked in a test of their own.
      narrowing: narrowing(lang),
      conditions: fc.array(
        fc.constantFrom(...SEARCH_ITEMS).chain((searchItem) => condition(searchItem, lang)),
        { minLength: 0, maxLength: 2 },
      ),
      orderby: fc.uniqueArray(
        fc.record({
          item: fc.constantFrom(...SEARCH_ITEMS.map((searchItem) => searchItem.name)),
          direction: fc.constantFrom('asc' as const, 'desc' as const),
        }),
        { maxLength: 3, selector: (order) => order.item },
      ),
    }),
  )
  .map(({ lang, narrowing, conditions, orderby }) => ({
    lang,
    filter: { conditions: [narrowing, ...conditions].filter((one): one is Condition => one !== undefined) },
    orderby,
  }));

/** The service's answer, before its cap of 2000: the request read from its URL as routes.ts reads it. */
function serviceAnswer({ filter, orderby, lang }: Drawn): string[] {
  const query = new URL(`http://service${searchPath(filter, orderby, lang)}`).searchParams;
  const parsed = parseFilter(query.get('$filter') ?? '', { lang, strict: true });
  const orders = parseOrderBy(query.get('$orderby') ?? '');
  return sortIndices(store, matchingIndices(store, parsed, lang), orders).map((index) => dataset[index].record.Partno);
}

function localAnswer({ filter, orderby, lang }: Drawn): string[] {
  const matched = received[lang].filter(filterMatcher(filter, { lang }));
  return sortProducts(matched, orderby, { lang }).map((product) => product.record.Partno);
}

/** toEqual, at a fraction of its cost on 57,504 part numbers, and a short message on a difference. */
function expectSameAnswer(local: readonly string[], service: readonly string[]): void {
  if (local.join('\n') === service.join('\n')) return;
  const at = local.findIndex((partno, index) => partno !== service[index]);
  const from = Math.max(0, at - 2);
  expect({ count: local.length, from, answer: local.slice(from, at + 3) }).toEqual({
    count: service.length,
    from,
    answer: service.slice(from, at + 3),
  });
}

test(`matchesFilter and sortProducts answer as the service does: ${RUNS} filters and orders, three languages`, () => {
  let matched = 0;
  fc.assert(
    fc.property(drawn, (request) => {
      const expected = serviceAnswer(request);
      expectSameAnswer(localAnswer(request), expected);
      if (expected.length > 0) matched += 1;
    }),
    { numRuns: RUNS, seed: SEED },
  );
  // Most filters matched something: an answer of nothing on both sides proves little.
  expect(matched).toBeGreaterThan(RUNS / 2);
}, 600_000);

test(`the filters drawn reach every item with every operator of its type, and lists of values (${THOROUGH_RUNS} drawn)`, () => {
  // The drawing alone, as many as a thorough run answers: cheap, so it holds whatever PROPERTY_RUNS says.
  const conditions = new Set<string>();
  for (const request of fc.sample(drawn, { numRuns: THOROUGH_RUNS, seed: SEED })) {
    for (const one of request.filter.conditions) {
      conditions.add(
        `${one.item} ${one.kind === 'boolean' ? 'eq' : one.operator}${one.kind === 'string' && one.values.length > 1 ? ' multi' : ''}`,
      );
    }
  }
  const missing = SEARCH_ITEMS.flatMap((searchItem) => {
    const operators =
      searchItem.type === 'double'
        ? NUMBER_OPERATORS
        : searchItem.type === 'boolean' || searchItem.restricted
          ? ['eq']
          : STRING_OPERATORS;
    return operators
      .map((operator) => `${searchItem.name} ${operator}`)
      .filter((wanted) => ![...conditions].some((key) => key.startsWith(wanted)));
  });
  expect(missing).toEqual([]);
  expect([...conditions].some((key) => key.endsWith('multi'))).toBe(true);
});

test('a string filter is read as the service reads it, in the language given', () => {
  const inProduction = received.ja.find((product) => product.record.Status === '生产中')!;
  expect(matchesFilter(inProduction, "Status eq '生产中'", { lang: 'ja' })).toBe(true);
  expect(matchesFilter(inProduction, "Status eq 'NRND'", { lang: 'ja' })).toBe(false);
  expect(() => matchesFilter(inProduction, "Status eq 'In Production'", { lang: 'ja' })).toThrow(/not a listed value/);
});

test('numbers compare within the service tolerance, whichever way they are written', () => {
  const capacitance = fieldNamed('Capacitance')!;
  const tenthMicro = dataset.find((product) => fieldValue(product, capacitance) === 1e-7)!;
  for (const written of ['1e-7', '0.0000001', '100e-9', '0.00000010000000001']) {
    expect(matchesFilter(tenthMicro, `Capacitance eq ${written}`)).toBe(true);
  }
  expect(matchesFilter(tenthMicro, 'Capacitance gt 0.0000001')).toBe(false);
  expect(matchesFilter(tenthMicro, 'Capacitance lt 0.000000101')).toBe(true);
});

test.each(LANGUAGES)('the whole dataset in %s, in orders with many ties, as the service orders it', (lang) => {
  const orders: ReadonlyArray<readonly SortOrder[]> = [
    [],
    [{ item: 'Status', direction: 'desc' }],
    [
      { item: 'Application', direction: 'asc' },
      { item: 'RatedVoltage', direction: 'desc' },
    ],
    [
      { item: 'Category', direction: 'desc' },
      { item: 'Mounting', direction: 'asc' },
    ],
    [
      { item: 'AecQ200Support', direction: 'asc' },
      { item: 'Srf', direction: 'asc' },
    ],
  ];
  for (const orderby of orders) {
    const request = { lang, filter: { conditions: [] }, orderby };
    expectSameAnswer(localAnswer(request), serviceAnswer(request));
  }
});

test('an item that is not a search item is refused with a typed error, in a filter or an order', () => {
  const bogus = { conditions: [{ kind: 'number' as const, item: 'Capacitence', operator: 'ge' as const, value: 1 }] };
  expect(() => matchesFilter(dataset[0], bogus)).toThrow(
    expect.objectContaining({ name: 'UnsafeValueError', reason: 'notSearchItem', item: 'Capacitence' }),
  );
  expect(() => sortProducts(dataset, [{ item: 'Voltage', direction: 'asc' }])).toThrow(
    expect.objectContaining({ name: 'UnsafeValueError', reason: 'notSearchItem', item: 'Voltage' }),
  );
  expect(() => sortProducts(dataset, 'Voltage asc')).toThrow(expect.objectContaining({ name: 'FilterError' }));
});
