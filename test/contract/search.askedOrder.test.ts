import {
  BOTTOM_CATEGORIES,
  type Condition,
  createClient,
  type Filter,
  filterMatcher,
  type Product,
  type SearchItem,
  searchItemNamed,
  searchValue,
  type SortOrder,
  sortProducts,
} from '../../src/core';
import { seededRandom } from '../support/seededRandom';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

// The service answers group by group (spec 2.2). client.search must give one list in the order asked
// across categories: the same parts in the same order as sortProducts over the categories' own files.

const service = useContractService({ settings: false });
let everything: Product[];

const client = () => createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });

beforeAll(async () => {
  const files = await Promise.all(BOTTOM_CATEGORIES.map((category) => client().downloadCategory(category)));
  everything = files.flat();
}, 120_000);

// Seeded: the same 200 searches every run.
const random = seededRandom(23);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** A product's value for a search item named by the spec (4.3). */
const valueOf = (product: Product, name: string) => searchValue(product, searchItemNamed(name) as SearchItem, 'en');

/** Items some categories lack: sorting by one puts the categories without it last. */
const SOME_CATEGORIES = ['Capacitance', 'RatedVoltage', 'Thickness', 'SizecodeInch', 'Inductance', 'RatedCurrentItemp'];
/** Items every category has: sorting by one interleaves the categories. */
const EVERY_CATEGORY = [
  'Length',
  'Width',
  'MaxOperatingTemperature',
  'SizecodeMm',
  'Status',
  'Rohs',
  'NewProduct',
  'PackageType',
  'Partno',
];
const NUMBER_ITEMS = ['Length', 'Width', 'MaxOperatingTemperature', 'Capacitance', 'RatedVoltage', 'Inductance'];
const SPANNING = [
  undefined, // no Category: every category
  ['ceramicCapacitors'],
  ['ceramicCapacitorsSMD', 'inductors'],
  ['ceramicCapacitorsLead', 'inductors'],
  ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead'],
];

/** One condition on a value a product the filter keeps really has, so that the searches find something. */
function conditionNear(product: Product, items: readonly string[]): Condition {
  const item = pick(items);
  const value = valueOf(product, item);
  if (item === 'Status' && Array.isArray(value)) return { kind: 'string', item, operator: 'eq', values: value };
  if (typeof value === 'number') return { kind: 'number', item, operator: pick(['ge', 'le'] as const), value };
  return { kind: 'boolean', item: 'Rohs', value: true };
}

interface OrderedSearch {
  readonly filter: Filter;
  readonly orderby: readonly SortOrder[];
  readonly spanning: boolean;
}

/**
 * Half the searches span categories and sort first by an item every category has, so that their answers
 * interleave categories; the other half keep to one category. Each narrows with two conditions drawn
 * from the products it would find, and sorts by a second item too.
 */
function generatedSearch(index: number): OrderedSearch {
  const spanning = index % 2 === 0;
  const categories = spanning ? pick(SPANNING) : [pick(BOTTOM_CATEGORIES)];
  const conditions: Condition[] = [];
  if (categories) conditions.push({ kind: 'string', item: 'Category', operator: 'eq', values: categories });
  for (let count = 0; count < 2; count += 1) {
    const kept = someProductKept({ conditions });
    if (!kept) break;
    conditions.push(
      conditionNear(kept, spanning ? ['Length', 'Width', 'MaxOperatingTemperature', 'Status'] : NUMBER_ITEMS),
    );
  }
  const first = pick(spanning ? EVERY_CATEGORY : [...EVERY_CATEGORY, ...SOME_CATEGORIES]);
  const second = pick([...EVERY_CATEGORY, ...SOME_CATEGORIES].filter((item) => item !== first));
  const orderby: SortOrder[] = [
    { item: first, direction: pick(['asc', 'desc'] as const) },
    { item: second, direction: pick(['asc', 'desc'] as const) },
  ];
  return { filter: { conditions }, orderby, spanning };
}

/** A random product the filter keeps, if one is found soon. */
function someProductKept(filter: Filter): Product | undefined {
  const matches = filterMatcher(filter);
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const product = pick(everything);
    if (matches(product)) return product;
  }
  return undefined;
}

/** The downloaded products a filter keeps, in the service's own order. */
function matching(filter: Filter): Product[] {
  const matches = filterMatcher(filter);
  return everything.filter((product) => matches(product));
}

describe('client.search in the asked order across categories', () => {
  test('200 generated searches with a two-field $orderby, half spanning categories: the order sortProducts gives', async () => {
    let interleaved = 0;
    const differences: string[] = [];
    for (let index = 0; index < 200; index += 1) {
      const { filter, orderby, spanning } = generatedSearch(index);
      const expected = sortProducts(matching(filter), orderby).slice(0, 2000);
      const answer = await client().search({ filter, orderby });
      const categories = answer.products.map((product) => product.category);
      const changes = categories.filter((category, at) => at > 0 && category !== categories[at - 1]).length;
      // Group after group changes category (groups - 1) times; more changes than that is an interleaved answer.
      if (spanning && changes > new Set(categories).size - 1) interleaved += 1;
      const partnos = (products: readonly Product[]) => products.map((product) => product.record.Partno).join(' ');
      if (partnos(answer.products) !== partnos(expected)) {
        differences.push(`${JSON.stringify(filter)} ${JSON.stringify(orderby)}`);
      }
    }
    expect(differences).toEqual([]);
    // The check means something only if many answers are ones that group after group would have got wrong.
    expect(interleaved).toBeGreaterThan(15);
  }, 300_000);

  test('without $orderby the service order stays as it is: category by category, each by part number', async () => {
    const answer = await client().search({ filter: "Category eq 'ceramicCapacitors' and RatedVoltage ge 630" });
    const categories = answer.products.map((product) => product.category);
    expect(new Set(categories).size).toBe(2);
    expect(categories).toEqual(
      [...categories].sort((a, b) => BOTTOM_CATEGORIES.indexOf(a) - BOTTOM_CATEGORIES.indexOf(b)),
    );
    expect(answer.products).toEqual(sortProducts(answer.products, []));
  });

  test('an ordered search spanning categories interleaves them as asked, not SMD first then leaded', async () => {
    const answer = await client().search({
      filter: "Category eq 'ceramicCapacitors' and RatedVoltage ge 250",
      orderby: 'RatedVoltage desc,Partno asc',
    });
    const voltages = answer.products.map((product) => valueOf(product, 'RatedVoltage') as number);
    expect(voltages).toEqual([...voltages].sort((a, b) => b - a));
    expect(new Set(answer.products.map((product) => product.category)).size).toBe(2);
  });
});
