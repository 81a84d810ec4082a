import {
  type BottomCategory,
  createClient,
  memorySnapshotStore,
  type PartSpecClient,
  type Product,
  type SnapshotStore,
} from '../../src/core';
import { products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

/*
 * A lifecycle answer is as current as it says. Snapshots kept from a service as of one date; the same address
 * then serves the catalogue a year later (a restart with another as-of date: its clock moves with it). A
 * client on the same store, once any answer of the new service has told it the service's time, answers no
 * part's Status or LastBuyDate from the old snapshots, and lists them as stale.
 */

jest.setTimeout(240_000);

const FIRST = '2026-11-28';
const YEAR_LATER = '2027-11-28';
const KEPT: readonly BottomCategory[] = ['ceramicCapacitorsLead', 'inductors'];

const service = useContractService({ service: { asOf: FIRST }, settings: false });
let store: SnapshotStore;
/** What the snapshots kept from the first service were dated. */
let keptIssuedAt: string[];
/** The client that kept them: it has answered from them while the first service ran. */
let keeper: PartSpecClient;

const clientOf = (options: { store?: SnapshotStore } = {}): PartSpecClient =>
  createClient({
    baseUrl: service.url,
    apiKey: TEST_KEY,
    rate: { perSecond: 1000, burst: 1000 },
    ...(options.store ? { snapshots: { store: options.store } } : {}),
  });

/** 1,500 part numbers of each category kept, spread over each: 3,000 in all. */
const PARTNOS = KEPT.flatMap((category) => {
  const all = products().filter((product) => product.category === category);
  return Array.from({ length: 1_500 }, (_, index) => all[Math.floor((index * all.length) / 1_500)].record.Partno);
});

beforeAll(async () => {
  store = memorySnapshotStore();
  keeper = clientOf({ store });
  for (const category of KEPT) await keeper.snapshots.refresh(category);
  await keeper.snapshots.saved();
  keptIssuedAt = (await store.list()).map((info) => info.issuedAt);
  expect(keptIssuedAt.map((date) => date.slice(0, 10))).toEqual([FIRST, FIRST]);
  // The keeper answers from them while the first service runs: nothing is asked.
  const before = keeper.stats().requests;
  await keeper.lookup(PARTNOS.slice(0, 200));
  expect(keeper.stats().requests).toBe(before);

  // The same address, a year later.
  await service.restart({ asOf: YEAR_LATER });
});

/** The lifecycle fields of each part, as the new service answers them itself (no snapshot). */
async function truth(): Promise<Map<string, string>> {
  const answered = await clientOf().lookup(PARTNOS);
  return new Map([...answered].map(([partno, product]) => [partno, lifecycleOf(product)]));
}

const lifecycleOf = (product: Product | undefined): string =>
  JSON.stringify([product?.record.Status, product?.record.LastBuyDate ?? null]);

/**
 * How many of the parts the client answered from the old snapshots, and how many differ from the service's own
 * answers: both must be 0.
 */
async function answeredFromOld(client: PartSpecClient, lifecycle: boolean) {
  const expected = await truth();
  const answered = await client.lookup(PARTNOS, { lifecycle });
  let fromOld = 0;
  let wrong = 0;
  for (const [partno, product] of answered) {
    const use = product && client.snapshots.of(product);
    if (use && keptIssuedAt.includes(use.issuedAt)) fromOld += 1;
    if (lifecycleOf(product) !== expected.get(partno)) wrong += 1;
  }
  return { parts: answered.size, fromOld, wrong };
}

describe('a year later on the same address', () => {
  test('a new client on the same store: after its first answer, 0 of 3,000 parts from the old snapshots, both listed stale', async () => {
    const client = clientOf({ store });
    // Before any answer of the session: this computer's clock, and nothing checked against the service yet.
    const unchecked = await client.snapshots.list();
    expect(unchecked.map((kept) => kept.ageChecked)).toEqual([false, false]);
    // Any answer of the new service tells its time.
    await client.search({ filter: `Partno eq '${PARTNOS[0]}'` });
    const listed = await client.snapshots.list();
    expect(listed).toHaveLength(2);
    for (const kept of listed) {
      expect(kept).toMatchObject({ inUse: true, stale: true, staleBecause: 'age', ageChecked: true });
      expect(kept.ageMs).toBeGreaterThan(364 * 86_400_000);
    }
    expect(await answeredFromOld(client, false)).toEqual({ parts: 3_000, fromOld: 0, wrong: 0 });
  });

  test('the client that kept them, in the same session: its lifecycle refresh answers 0 from the old snapshots', async () => {
    expect(await answeredFromOld(keeper, true)).toEqual({ parts: 3_000, fromOld: 0, wrong: 0 });
    const listed = await keeper.snapshots.list();
    // Each old snapshot is stale, or was downloaded again from the new service when that paid.
    for (const kept of listed) {
      if (keptIssuedAt.includes(kept.issuedAt)) expect(kept.stale).toBe(true);
      else expect(kept.issuedAt.slice(0, 10)).toBe(YEAR_LATER);
    }
  });
});
