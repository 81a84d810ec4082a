import { fieldNames, partnoKey, type PartSpecClient, type Product } from '../../../src/core';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/office/settings';
import { jsonBytes } from '../../../src/office/workbook';
import { products } from '../../support/oracle';

// PART.EQUIVALENTS of a part with thousands of drop-ins (the reference dataset has at most a few per part):
// a client that answers the part itself, and 3,000 parts that differ from it only by their part number,
// each In Production. The function's part is its cells: how many of them fit under the 4 MB bound.

const settings: Settings = { ...DEFAULT_SETTINGS, displayLanguage: 'en' };
const original = products().find(
  (product) => product.category === 'ceramicCapacitorsSMD' && product.record.Status === 'NRND',
)! as Product;
const twins: Product[] = Array.from({ length: 3000 }, (_, index) => ({
  ...original,
  record: { ...original.record, Partno: `${original.record.Partno}-T${index}`, Status: 'In Production' },
}));

jest.mock('../../../src/office/runtime', () => ({
  currentClient: async () => ({
    settings,
    client: {
      lookup: async (partnos: readonly string[]) =>
        new Map(
          partnos.map((partno) => [
            partno,
            partnoKey(partno) === partnoKey(original.record.Partno) ? original : undefined,
          ]),
        ),
      searchAll: async () => twins,
    } as Partial<PartSpecClient>,
  }),
}));

// Imported after the mock, so that the function takes the fake client.
import { equivalents } from '../../../src/functions/functions';

test('3,000 drop-ins with every field: the first that fit under 4 MB, then a row saying so', async () => {
  const result = await equivalents(original.record.Partno, 100_000, [fieldNames()]);
  const size = jsonBytes(result);
  expect(size).toBeLessThanOrEqual(4_000_000);
  const last = result[result.length - 1];
  const kept = result.length - 2;
  expect(last[0]).toBe(
    `First ${kept} of 3000 drop-ins: more would pass the 4 MB Excel takes from one function. Ask for fewer fields or a lower maxRows.`,
  );
  expect(last.slice(1).every((cell) => cell === '')).toBe(true);
  expect(kept).toBeGreaterThan(100);
  // One more row would have passed it.
  expect(size + jsonBytes(result[kept])).toBeGreaterThan(4_000_000);
});

test('a maxRows under the bound: no cut, and the row saying how many more', async () => {
  const result = await equivalents(original.record.Partno, 10, [['Capacitance']]);
  expect(result).toHaveLength(12);
  expect(result[11][0]).toBe('2990 more: raise maxRows to see them.');
});
