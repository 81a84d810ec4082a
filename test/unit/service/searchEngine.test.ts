import { filterMatcher, parseFilter, parseOrderBy } from '../../../src/core/query';
import { generateDataset } from '../../../src/service/dataset';
import { matchingIndices } from '../../../src/service/match';
import { sortIndices } from '../../../src/service/order';
import { ProductStore } from '../../../src/service/ProductStore';

// A small store cut from the real dataset: products of all three categories.
const all = generateDataset();
const sample = [
  ...all.slice(0, 40),
  ...all.filter((product) => product.category === 'ceramicCapacitorsLead').slice(0, 40),
  ...all.slice(-40),
];
const store = new ProductStore(sample);
const partnos = (indices: number[]): string[] => indices.map((index) => store.products[index].record.Partno);

describe('matchingIndices', () => {
  test('Partno eq uses the index and ignores case and unknown numbers, keeping service order', () => {
    const wanted = [sample[100].record.Partno, sample[3].record.Partno.toLowerCase(), 'NOPE'];
    expect(partnos(matchingIndices(store, parseFilter(`Partno eq '${wanted.join('|')}'`), 'en'))).toEqual([
      sample[3].record.Partno,
      sample[100].record.Partno,
    ]);
  });

  test('Partno eq combined with another condition applies both', () => {
    const partno = sample[50].record.Partno;
    expect(matchingIndices(store, parseFilter(`Partno eq '${partno}' and Category eq 'inductors'`), 'en')).toEqual([]);
    expect(
      partnos(matchingIndices(store, parseFilter(`Partno eq '${partno}' and Category eq 'ceramicCapacitors'`), 'en')),
    ).toEqual([partno]);
  });

  test('localized listed values are matched in the request language', () => {
    const japanese = matchingIndices(store, parseFilter("Status eq '生产中'", { lang: 'ja' }), 'ja');
    const english = matchingIndices(store, parseFilter("Status eq 'In Production'"), 'en');
    expect(japanese).toEqual(english);
    expect(english.length).toBeGreaterThan(0);
  });

  test('a narrow number condition, read from its sorted index: what reading every product gives, in service order', () => {
    const capacitance = sample[5].record.Specs.Capacitance as number;
    for (const filter of [
      `Capacitance eq ${capacitance}`,
      `Capacitance eq ${capacitance * (1 + 5e-10)} and Category eq 'ceramicCapacitorsSMD'`,
      `Capacitance gt ${capacitance} and Capacitance lt ${capacitance * 1.5}`,
      `Inductance le ${sample[100].record.Specs.Inductance as number}`,
      // The smallest values are of products far apart: the index's value order is not the service's.
      'Capacitance le 5e-12',
      'Capacitance ge 1e30',
    ]) {
      const parsed = parseFilter(filter);
      const matches = filterMatcher(parsed);
      const everyProduct = store.products.flatMap((product, index) => (matches(product) ? [index] : []));
      expect({ filter, found: matchingIndices(store, parsed, 'en') }).toEqual({ filter, found: everyProduct });
    }
  });

  test('a condition on an item the product lacks never matches it', () => {
    const found = matchingIndices(store, parseFilter('Inductance ge 0'), 'en');
    expect(found.every((index) => store.products[index].category === 'inductors')).toBe(true);
    expect(found.length).toBe(40);
  });
});

describe('sortIndices', () => {
  const indices = store.products.map((_, index) => index);

  test('no order keeps the given order', () => {
    expect(sortIndices(store, indices, [])).toBe(indices);
  });

  test('blanks last in both directions, ties stable', () => {
    for (const direction of ['asc', 'desc']) {
      const sorted = sortIndices(store, indices, parseOrderBy(`Capacitance ${direction}`));
      const values = sorted.map((index) => store.products[index].record.Specs.Capacitance as number | undefined);
      const present = values.filter((value) => value !== undefined);
      expect(values.slice(present.length).every((value) => value === undefined)).toBe(true);
      expect(present).toEqual([...present].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
      // Inductors (no Capacitance) keep the service order among themselves.
      const tail = sorted.slice(present.length);
      expect(tail).toEqual([...tail].sort((a, b) => a - b));
    }
  });
});
