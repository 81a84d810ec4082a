import { createClient } from '../../src/core';
import { expectedPartnos, products, valueOf } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const service = useContractService({ service: { signingSecret: 'bulk' }, settings: false });

const client = () => createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });

describe('client.searchAll', () => {
  test.each([
    ["Category eq 'ceramicCapacitorsSMD'", (category: string) => category === 'ceramicCapacitorsSMD'],
    ['', () => true],
  ])('%j: every product once, within 1.25 x ceil(N/2000) + 3 requests', async (filter, byCategory) => {
    const own = client();
    const progress: Array<{ products: number; requests: number }> = [];
    const found = await own.searchAll({ filter, onProgress: (step) => progress.push(step) });
    const expected = expectedPartnos((product) => byCategory(product.category));
    const partnos = found.map((product) => product.record.Partno);
    expect(new Set(partnos).size).toBe(partnos.length);
    expect([...partnos].sort()).toEqual([...expected].sort());
    const requests = own.stats().requests;
    expect(requests).toBeLessThanOrEqual(1.25 * Math.ceil(expected.length / 2000) + 3);
    expect(progress.at(-1)).toEqual({ products: expected.length, requests: progress.length });
  });

  test('in the order asked for, products without the value last', async () => {
    const found = await client().searchAll({
      filter: "Status eq 'NRND' and Category eq 'ceramicCapacitors|inductors'",
      orderby: 'Capacitance desc',
    });
    const values = found.map((product) => product.record.Specs?.Capacitance as number | undefined);
    const present = values.filter((value) => value !== undefined) as number[];
    expect(present).toEqual([...present].sort((a, b) => b - a));
    expect(values.slice(present.length).every((value) => value === undefined)).toBe(true);
    expect(found.length).toBe(expectedPartnos((product) => product.record.Status === 'NRND').length);
  });

  test('cancel stops at once', async () => {
    const controller = new AbortController();
    const own = client();
    const running = own.searchAll({
      onProgress: () => controller.abort(new Error('user cancelled')),
      signal: controller.signal,
    });
    await expect(running).rejects.toThrow('user cancelled');
    expect(own.stats().requests).toBeLessThanOrEqual(2);
  });
});

describe('client.lookup', () => {
  test('3,000 part numbers from many callers: few requests, unknowns undefined, base numbers resolved', async () => {
    const own = client();
    const all = products();
    const wanted = all
      .filter((_, index) => index % 19 === 0)
      .slice(0, 2990)
      .map((product) => product.record.Partno);
    const base = all[1234].record.PartnoWithoutPackageCode;
    const unknown = ['NOPE-1', 'OCM999X99Z999ZZ99Z'];
    const callers = [...wanted, base, ...unknown].map((partno) => own.lookup([partno]));
    const answers = await Promise.all(callers);
    const byPartno = new Map(answers.flatMap((answer) => [...answer]));
    for (const partno of wanted) expect(byPartno.get(partno)?.record.Partno).toBe(partno);
    for (const partno of unknown) expect(byPartno.get(partno)).toBeUndefined();
    const resolved = byPartno.get(base);
    expect(resolved?.record.Partno).toBe(base);
    expect(resolved?.record.Specs?.Capacitance ?? resolved?.record.Specs?.Inductance).toBe(
      valueOf(all[1234], all[1234].category === 'inductors' ? 'Inductance' : 'Capacitance'),
    );
    expect(own.stats().requests).toBeLessThanOrEqual(40);

    const again = own.stats().requests;
    await own.lookup(wanted.slice(0, 500));
    expect(own.stats().requests).toBe(again);
    own.refresh(wanted.slice(0, 5));
    await own.lookup(wanted.slice(0, 500));
    expect(own.stats().requests).toBe(again + 1);
  });
});

describe('client.downloadCategory', () => {
  test('every product of the category in the language asked for, with progress', async () => {
    const phases = new Set<string>();
    const found = await client().downloadCategory('inductors', {
      lang: 'zh',
      onProgress: (progress) => phases.add(progress.phase),
    });
    expect(found.map((product) => product.record.Partno)).toEqual(
      expectedPartnos((product) => product.category === 'inductors'),
    );
    expect(found.every((product) => product.category === 'inductors')).toBe(true);
    expect(new Set(found.map((product) => product.record.Status))).toEqual(
      new Set(['开发中', '目前生产', 'NRND', '计划停产', '已经停产']),
    );
    expect([...phases]).toEqual(['address', 'download', 'parse']);
  });
});
