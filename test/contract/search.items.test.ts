import {
  BOTTOM_CATEGORIES,
  GROUP_OF_CATEGORY,
  SEARCH_ITEMS,
  type SearchItem,
  fieldsOfCategory,
} from '../../src/core/catalog';
import type { DatasetProduct } from '../../src/service/dataset';
import { products, valueOf } from '../support/oracle';
import { partnosOf, productsOf, type SearchJson, searchOk } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const service = useContractService({ settings: false });

async function search(filter: string): Promise<SearchJson> {
  return searchOk(service.url, { $filter: filter });
}

/** The values an item holds for one product, as the oracle reads them: lists and Application give several. */
function itemTexts(product: DatasetProduct, searchItem: SearchItem): string[] {
  if (searchItem.name === 'Category') return [product.category];
  const value = valueOf(product, searchItem.field);
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map(String);
  return searchItem.name === 'Application' ? String(value).split(', ') : [String(value)];
}

function expectedFor(predicate: (product: DatasetProduct) => boolean): { partnos: string[]; more: boolean } {
  const matching = products()
    .filter(predicate)
    .map((product) => product.record.Partno);
  return { partnos: matching.slice(0, 2000).sort(), more: matching.length > 2000 };
}

/** A product near the middle of the dataset that has a value for the item, so every item is tried on real data. */
function sampleProduct(searchItem: SearchItem): DatasetProduct {
  const all = products();
  const found = [...all.slice(all.length / 2), ...all].find((product) =>
    searchItem.type === 'string'
      ? itemTexts(product, searchItem).some((text) => !/['|%]/.test(text))
      : typeof valueOf(product, searchItem.field) === (searchItem.type === 'double' ? 'number' : 'boolean'),
  );
  if (!found) throw new Error(`no product has a value for ${searchItem.name}`);
  return found;
}

describe('every search item of spec 4.3 finds exactly the products the dataset says it should', () => {
  test.each(SEARCH_ITEMS.map((searchItem) => [searchItem.name, searchItem] as const))(
    '%s',
    async (_name, searchItem) => {
      const product = sampleProduct(searchItem);
      switch (searchItem.type) {
        case 'string': {
          const text = itemTexts(product, searchItem).find((candidate) => !/['|%]/.test(candidate)) as string;
          const expected = expectedFor((candidate) =>
            itemTexts(candidate, searchItem).some((value) => value.toLowerCase() === text.toLowerCase()),
          );
          const json = await search(`${searchItem.name} eq '${text}'`);
          expect(partnosOf(json).sort()).toEqual(expected.partnos);
          expect(json.HasMoreHits).toBe(expected.more);
          expect(expected.partnos.length).toBeGreaterThan(0);
          break;
        }
        case 'double': {
          const value = valueOf(product, searchItem.field) as number;
          for (const operator of ['ge', 'le'] as const) {
            const expected = expectedFor((candidate) => {
              const actual = valueOf(candidate, searchItem.field);
              return typeof actual === 'number' && (operator === 'ge' ? actual >= value : actual <= value);
            });
            const json = await search(`${searchItem.name} ${operator} ${value}`);
            expect(partnosOf(json).sort()).toEqual(expected.partnos);
            expect(json.HasMoreHits).toBe(expected.more);
          }
          break;
        }
        case 'boolean': {
          // Within one category, so that both answers stay under the 2000 cap often enough to compare whole.
          let found = 0;
          for (const wanted of [true, false]) {
            const expected = expectedFor(
              (candidate) => candidate.category === product.category && valueOf(candidate, searchItem.field) === wanted,
            );
            const json = await search(`${searchItem.name} eq ${wanted} and Category eq '${product.category}'`);
            expect(partnosOf(json).sort()).toEqual(expected.partnos);
            expect(json.HasMoreHits).toBe(expected.more);
            found += expected.partnos.length;
          }
          expect(found).toBeGreaterThan(0);
          break;
        }
      }
    },
  );

  test('contains with several values matches any of them', async () => {
    const fragments = [
      products()[5].record.Partno.slice(4, 10),
      products()[products().length - 3].record.Partno.slice(4, 10),
    ];
    const expected = expectedFor((product) => fragments.some((fragment) => product.record.Partno.includes(fragment)));
    const json = await search(`contains(Partno,'${fragments.join('|')}')`);
    expect(partnosOf(json).sort()).toEqual(expected.partnos);
  });
});

describe('records over HTTP (spec 2.2, 2.3)', () => {
  test.each(BOTTOM_CATEGORIES.map((category) => [category]))(
    '%s records carry exactly the fields that apply, nested as documented',
    async (category) => {
      const json = await search(`Category eq '${category}' and Status eq 'Discontinued'`);
      const group = json.Data[GROUP_OF_CATEGORY[category]];
      expect(Object.keys(json.Data)).toEqual([GROUP_OF_CATEGORY[category]]);
      const fields = fieldsOfCategory(category);
      const namesAt = (place: string): string[] =>
        fields.filter((definition) => definition.place === place).map((definition) => definition.name);
      for (const product of group.Products.slice(0, 50)) {
        expect(Object.keys(product)).toEqual([...namesAt('product'), 'ComplianceInfo', 'Specs', 'MediaFileUrls']);
        expect(Object.keys(product.ComplianceInfo)).toEqual(namesAt('ComplianceInfo'));
        expect(Object.keys(product.Specs)).toEqual(namesAt('Specs'));
        expect(Object.keys(product.MediaFileUrls)).toEqual(namesAt('MediaFileUrls'));
        expect(product.LastBuyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Array.isArray(product.AlternativePartno)).toBe(true);
        expect(typeof product.Application).toBe('string');
      }
    },
  );

  test('alternatives named in a record exist and can be looked up', async () => {
    const json = await search("Status eq 'NRND' and Category eq 'ceramicCapacitorsSMD'");
    const alternatives = [
      ...new Set(productsOf(json).flatMap(({ product }) => product.AlternativePartno as string[])),
    ].slice(0, 100);
    expect(alternatives.length).toBeGreaterThan(0);
    const found = await search(`Partno eq '${alternatives.join('|')}'`);
    expect(partnosOf(found).sort()).toEqual([...alternatives].sort());
  });
});
