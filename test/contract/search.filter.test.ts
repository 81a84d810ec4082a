import { expectedPartnos, products, valueOf } from '../support/oracle';
import { get, partnosOf, productsOf, type SearchJson, searchOk } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const service = useContractService({ settings: false });

async function search(parameters: Record<string, string>): Promise<SearchJson> {
  return searchOk(service.url, parameters);
}

/** The service's answer must be exactly the oracle's matches (at most 2000 of them, with HasMoreHits saying whether more exist). */
async function expectSameAsOracle(filter: string, predicate: Parameters<typeof expectedPartnos>[0]): Promise<string[]> {
  const expected = expectedPartnos(predicate);
  const json = await search({ $filter: filter });
  expect(partnosOf(json).sort()).toEqual(expected.slice(0, 2000).sort());
  expect(json.HasMoreHits).toBe(expected.length > 2000);
  return expected;
}

const number = (fieldName: string) => (product: Parameters<typeof valueOf>[0]) =>
  valueOf(product, fieldName) as number | null;

describe('search without a filter', () => {
  test('returns the first 2000 products and says more exist', async () => {
    const json = await search({});
    expect(json.HasMoreHits).toBe(true);
    expect(partnosOf(json)).toEqual(
      products()
        .slice(0, 2000)
        .map((product) => product.record.Partno),
    );
  });

  test('groups carry Manufacturer, Lv1-3Category and Products', async () => {
    const json = await search({ $filter: "Category eq 'inductors'" });
    expect(Object.keys(json.Data)).toEqual(['Inductors']);
    const group = json.Data.Inductors;
    expect(group).toEqual(
      expect.objectContaining({
        Manufacturer: expect.any(String),
        Lv1Category: expect.any(String),
        Lv2Category: expect.any(String),
        Lv3Category: expect.any(String),
      }),
    );
    expect(group.Products.length).toBe(2000);
  });
});

describe('text conditions (spec 4.3)', () => {
  const somePartnos = () =>
    [products()[10], products()[45_000], products()[products().length - 1]].map((product) => product.record.Partno);

  test('Partno eq one value finds exactly that product', async () => {
    const [partno] = somePartnos();
    await expectSameAsOracle(`Partno eq '${partno}'`, (product) => product.record.Partno === partno);
  });

  test('Partno eq with several values separated by a raw |', async () => {
    const partnos = somePartnos();
    const json = await search({ $filter: `Partno eq '${partnos.join('|')}'` });
    expect(partnosOf(json).sort()).toEqual([...partnos].sort());
    expect(productsOf(json).map(({ group }) => group)).toEqual(
      ['CeramicCapacitorsSMD', 'CeramicCapacitorsLead', 'Inductors'].filter((group) =>
        productsOf(json).some((entry) => entry.group === group),
      ),
    );
  });

  test('Partno eq with values separated by %7C, written as the spec prints it', async () => {
    const partnos = somePartnos();
    const json = await search({ $filter: `Partno eq '${partnos.join('%7C')}'` });
    expect(partnosOf(json).sort()).toEqual([...partnos].sort());
  });

  test('Partno eq ignores case and unknown part numbers', async () => {
    const [partno] = somePartnos();
    const json = await search({ $filter: `Partno eq '${partno.toLowerCase()}|NOPE-0000'` });
    expect(partnosOf(json)).toEqual([partno]);
  });

  test('startswith with several prefixes', async () => {
    const prefixes = [
      products()[0].record.Partno.slice(0, 6),
      products()[products().length - 1].record.Partno.slice(0, 5),
    ];
    await expectSameAsOracle(`startswith(Partno,'${prefixes.join('|')}')`, (product) =>
      prefixes.some((prefix) => product.record.Partno.startsWith(prefix)),
    );
  });

  test('contains matches inside the value', async () => {
    const fragment = products()[20_000].record.Partno.slice(3, 9);
    await expectSameAsOracle(`contains(Partno,'${fragment}')`, (product) => product.record.Partno.includes(fragment));
  });

  test('SizecodeInch eq on a spec field', async () => {
    await expectSameAsOracle(`SizecodeInch eq '0402'`, (product) => valueOf(product, 'SizecodeInch') === '0402');
  });

  test('ToleranceCapacitance with ± and % sent as %C2%B1 and %25', async () => {
    const expected = expectedPartnos((product) => valueOf(product, 'ToleranceCapacitance') === '±10%');
    expect(expected.length).toBeGreaterThan(0);
    const response = await get(service.url, `/v2/products?$filter=ToleranceCapacitance%20eq%20'%C2%B110%25'`);
    expect(response.status).toBe(200);
    expect(partnosOf(response.json).sort()).toEqual(expected.slice(0, 2000).sort());
  });

  test('the named encodings may also reach the literal still encoded (%25C2%25B1...)', async () => {
    const response = await get(service.url, `/v2/products?$filter=ToleranceCapacitance%20eq%20'%25C2%25B15%2525'`);
    expect(response.status).toBe(200);
    const tolerances = productsOf(response.json).map(({ product }) => product.Specs.ToleranceCapacitance);
    expect(tolerances.length).toBeGreaterThan(0);
    expect(new Set(tolerances)).toEqual(new Set(['±5%']));
  });

  test('a list field matches when any element matches (Mounting)', async () => {
    await expectSameAsOracle(`Mounting eq 'Flow soldering'`, (product) =>
      ((valueOf(product, 'Mounting') as string[] | null) ?? []).includes('Flow soldering'),
    );
  });

  test('Application matches any of its comma-separated values', async () => {
    const wanted = 'Automotive powertrain/safety equipment';
    const expected = await expectSameAsOracle(`Application eq '${wanted}'`, (product) =>
      String(valueOf(product, 'Application') ?? '')
        .split(', ')
        .includes(wanted),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(
      expected.some((partno) =>
        String(
          valueOf(
            products().find((p) => p.record.Partno === partno)!,
            'Application',
          ),
        ).includes(','),
      ),
    ).toBe(true);
  });
});

describe('number and yes/no conditions', () => {
  test('ge with an exponent and with a decimal give the same answer', async () => {
    const exponent = await search({ $filter: 'Capacitance ge 1e-7 and RatedVoltage ge 100' });
    const decimal = await search({ $filter: 'Capacitance ge 0.0000001 and RatedVoltage ge 100.0' });
    expect(partnosOf(decimal)).toEqual(partnosOf(exponent));
    await expectSameAsOracle(
      'Capacitance ge 1e-7 and RatedVoltage ge 100',
      (product) => (number('Capacitance')(product) ?? -1) >= 1e-7 && (number('RatedVoltage')(product) ?? -1) >= 100,
    );
  });

  test('eq on a double compares with a tolerance (100e-9 is 1e-7)', async () => {
    const exact = await expectSameAsOracle('Capacitance eq 1e-7', (product) => number('Capacitance')(product) === 1e-7);
    expect(exact.length).toBeGreaterThan(0);
    const json = await search({ $filter: 'Capacitance eq 100e-9' });
    expect(partnosOf(json).sort()).toEqual(exact.slice(0, 2000).sort());
  });

  test('gt and lt exclude the bound; a range is ge and le', async () => {
    await expectSameAsOracle('Inductance gt 1e-6 and Inductance lt 1e-5', (product) => {
      const value = number('Inductance')(product);
      return value !== null && value !== undefined && value > 1e-6 && value < 1e-5;
    });
    await expectSameAsOracle('Length ge 0.001 and Length le 0.0016', (product) => {
      const value = number('Length')(product);
      return value !== null && value !== undefined && value >= 0.001 && value <= 0.0016;
    });
  });

  test('Rdc searches RdcMax and Srf searches SrfMin', async () => {
    await expectSameAsOracle('Rdc le 0.05', (product) => {
      const value = number('RdcMax')(product);
      return value !== null && value !== undefined && value <= 0.05;
    });
    await expectSameAsOracle('Srf ge 1e9', (product) => {
      const value = number('SrfMin')(product);
      return value !== null && value !== undefined && value >= 1e9;
    });
  });

  test('eq true and eq false on a yes/no item', async () => {
    await expectSameAsOracle(
      "AecQ200Support eq true and Category eq 'ceramicCapacitorsLead'",
      (product) => product.category === 'ceramicCapacitorsLead' && valueOf(product, 'AecQ200Support') === true,
    );
    await expectSameAsOracle(
      "NewProduct eq false and Category eq 'inductors'",
      (product) => product.category === 'inductors' && valueOf(product, 'NewProduct') === false,
    );
  });
});

describe('Category (spec 1, 4.3 rule 3)', () => {
  test.each(['ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors'])('%s alone', async (category) => {
    await expectSameAsOracle(
      `Category eq '${category}' and Status eq 'NRND'`,
      (product) => product.category === category && product.record.Status === 'NRND',
    );
  });

  test('the intermediate ceramicCapacitors returns SMD and lead products and no inductors', async () => {
    await expectSameAsOracle(
      "Category eq 'ceramicCapacitors' and Status eq 'Under Development'",
      (product) => product.category !== 'inductors' && product.record.Status === 'Under Development',
    );
  });

  test('category IDs in any case, the intermediate one included', async () => {
    await expectSameAsOracle(
      "Category eq 'CeramicCapacitors' and Status eq 'Under Development'",
      (product) => product.category !== 'inductors' && product.record.Status === 'Under Development',
    );
  });

  test('several categories in one literal', async () => {
    await expectSameAsOracle(
      "Category eq 'inductors|ceramicCapacitorsLead' and Status eq 'Discontinued'",
      (product) => product.category !== 'ceramicCapacitorsSMD' && product.record.Status === 'Discontinued',
    );
  });
});
