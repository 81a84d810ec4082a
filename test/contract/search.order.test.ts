import { expectedPartnos, products, valueOf } from '../support/oracle';
import { get, partnosOf, productsOf, searchPath, type SearchJson, searchOk } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const service = useContractService({ settings: false });

async function search(parameters: Record<string, string>): Promise<SearchJson> {
  return searchOk(service.url, parameters);
}

describe('$orderby (spec 4.2)', () => {
  const filter = "Category eq 'ceramicCapacitorsLead'";

  test('asc and desc on a number; the 2000 are the top of the ordered set', async () => {
    const ascending = await search({ $filter: filter, $orderby: 'Capacitance asc' });
    const values = productsOf(ascending).map(({ product }) => product.Specs.Capacitance as number);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(ascending.HasMoreHits).toBe(true);
    const all = products()
      .filter((product) => product.category === 'ceramicCapacitorsLead')
      .map((product) => valueOf(product, 'Capacitance') as number)
      .sort((a, b) => a - b);
    expect(values).toEqual(all.slice(0, 2000));

    const descending = await search({ $filter: filter, $orderby: 'Capacitance desc' });
    const down = productsOf(descending).map(({ product }) => product.Specs.Capacitance as number);
    expect(down).toEqual(all.slice().reverse().slice(0, 2000));
  });

  test('several keys, and ties keep the service order (stable)', async () => {
    const json = await search({
      $filter: "Category eq 'inductors' and Status eq 'NRND'",
      $orderby: 'SizecodeMm asc,Inductance desc',
    });
    const rows = productsOf(json).map(({ product }) => ({
      size: product.Specs.SizecodeMm as string,
      inductance: product.Specs.Inductance as number,
      partno: product.Partno,
    }));
    const serviceOrder = expectedPartnos(
      (product) => product.category === 'inductors' && product.record.Status === 'NRND',
    );
    const expected = [...rows].sort(
      (a, b) =>
        a.size.localeCompare(b.size) ||
        b.inductance - a.inductance ||
        serviceOrder.indexOf(a.partno) - serviceOrder.indexOf(b.partno),
    );
    expect(rows).toEqual(expected);
  });

  test('the same request answers the same order every time', async () => {
    const first = await search({ $filter: filter, $orderby: 'RatedVoltage desc' });
    const second = await search({ $filter: filter, $orderby: 'RatedVoltage desc' });
    expect(partnosOf(second)).toEqual(partnosOf(first));
  });

  test('products without the item come last in both directions', async () => {
    // Lead capacitors have no Inductance: whichever the direction, the 2000 taken are inductors.
    for (const direction of ['asc', 'desc']) {
      const json = await search({
        $filter: "Category eq 'ceramicCapacitorsLead|inductors'",
        $orderby: `Inductance ${direction}`,
      });
      expect(json.HasMoreHits).toBe(true);
      expect(Object.keys(json.Data)).toEqual(['Inductors']);
      const inductances = productsOf(json).map(({ product }) => product.Specs.Inductance as number);
      const all = products()
        .filter((product) => product.category === 'inductors')
        .map((product) => valueOf(product, 'Inductance') as number)
        .sort((a, b) => (direction === 'asc' ? a - b : b - a));
      expect(inductances).toEqual(all.slice(0, 2000));
    }
  });

  test('bad $orderby is 400 with the position', async () => {
    const response = await get(service.url, searchPath({ $orderby: 'Capacitance upward' }));
    expect(response.status).toBe(400);
    expect((response.json as { message: string }).message).toBe(
      'Invalid $orderby: Expected asc or desc after Capacitance, found "upward" (at position 13)',
    );
  });
});
