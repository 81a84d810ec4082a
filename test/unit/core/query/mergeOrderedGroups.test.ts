import fc from 'fast-check';
import { BOTTOM_CATEGORIES, type Product } from '../../../../src/core/catalog';
import { mergeOrderedGroups, sortProducts } from '../../../../src/core/query';
import { propertyRuns } from '../../../support/propertyRuns';

/** A product with just what sorting by RatedVoltage and Capacitance reads; some lack a value. */
const product = fc
  .record({
    category: fc.constantFrom(...BOTTOM_CATEGORIES),
    partno: fc.stringMatching(/^[A-Z]{3}[0-9]{2}$/),
    voltage: fc.option(fc.constantFrom(6.3, 10, 16, 25, 50, 100), { nil: undefined }),
    capacitance: fc.option(fc.constantFrom(1e-9, 1e-7, 1e-6), { nil: undefined }),
  })
  .map(
    ({ category, partno, voltage, capacitance }) =>
      ({
        category,
        record: { Partno: partno, Specs: { RatedVoltage: voltage, Capacitance: capacitance } },
      }) as unknown as Product,
  );

/** The answer as the service sends it: the asked order, then cut into one group per category, groups in the spec's order. */
function groupByGroup(products: readonly Product[], orderby: string): Product[] {
  const ordered = sortProducts(products, orderby);
  return BOTTOM_CATEGORIES.flatMap((category) => ordered.filter((one) => one.category === category));
}

const ORDERS = ['RatedVoltage desc,Capacitance asc', 'Capacitance asc,RatedVoltage desc', 'RatedVoltage asc'];

describe('mergeOrderedGroups', () => {
  test('an answer group by group, merged: exactly sortProducts over the same products', () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 60 }), fc.constantFrom(...ORDERS), (products, orderby) => {
        const merged = mergeOrderedGroups(groupByGroup(products, orderby), orderby);
        expect(merged).toEqual(sortProducts(products, orderby));
      }),
      { seed: 23, numRuns: propertyRuns(300) },
    );
  });

  test("each group's own order is kept, even where it differs from PartSpec's tie-break", () => {
    const a = { category: 'inductors', record: { Partno: 'LQB02', Specs: { RatedVoltage: 10 } } } as unknown as Product;
    const b = { category: 'inductors', record: { Partno: 'LQA01', Specs: { RatedVoltage: 10 } } } as unknown as Product;
    const c = {
      category: 'ceramicCapacitorsSMD',
      record: { Partno: 'GRM01', Specs: { RatedVoltage: 16 } },
    } as unknown as Product;
    expect(mergeOrderedGroups([c, a, b], 'RatedVoltage asc')).toEqual([a, b, c]);
  });

  test('without an order the answer stays as the service gave it', () => {
    const products = groupByGroup(fc.sample(product, { numRuns: 20, seed: 1 }), '');
    expect(mergeOrderedGroups(products, '')).toEqual(products);
    expect(mergeOrderedGroups(products, [])).not.toBe(products);
  });
});
