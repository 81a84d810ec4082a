import { createClient, memorySnapshotStore, type PartSpecClient, type SnapshotStore } from '../../src/core';
import { categoryMix, MIX_PART_NUMBERS, SMD_PERCENTS } from '../support/categoryMix';
import { products } from '../support/oracle';
import { get, TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

// Issue 25: 16,667 part numbers of SMD capacitors and inductors cost 25 rate-limited requests when an
// inductor file never seen was costed as 64 MB; asked: at most 4, whatever the mix. Each mix downloads
// two category files (120 + 35 MB) and reads them back: seconds each.
jest.setTimeout(600_000);

/** The service's default limit (options.ts): 10 requests a second per key, bursts of 20. */
const DEFAULT_LIMIT = { rate: 10, burst: 20 };

// Its clock is this computer's (today's catalogue): a second client, before its first answer, counts a
// snapshot's age by this computer's clock, and finds it as fresh as the service would.
const service = useContractService({ service: { ...DEFAULT_LIMIT, asOf: undefined }, settings: false });
beforeAll(async () => {
  // Storage behind a real address serves files made beforehand; the reference service makes each at its
  // first download, which a first client would otherwise measure as its own. A HEAD makes them.
  for (const category of ['ceramicCapacitorsSMD', 'inductors']) {
    const address = await get(service.url, `/v2/products/getproductdatadownloadurl?category=${category}&lang=en`);
    const file = new URL((address.json as { ProductDataDownloadUrl: string }).ProductDataDownloadUrl);
    expect(
      (await get(service.url, `${file.pathname}${file.search}`, { 'accept-encoding': 'gzip' }, 'HEAD')).status,
    ).toBe(200);
  }
});

/** A client at the service's default limit, as the add-in's settings have it by default. */
function clientOf(store: SnapshotStore): PartSpecClient {
  return createClient({
    baseUrl: service.url,
    apiKey: TEST_KEY,
    rate: { perSecond: DEFAULT_LIMIT.rate, burst: DEFAULT_LIMIT.burst },
    snapshots: { store },
  });
}

describe(`${MIX_PART_NUMBERS.toLocaleString('en')} part numbers of SMD capacitors and inductors`, () => {
  test.each(SMD_PERCENTS.map((percent) => [percent, 100 - percent]))(
    '%i %% / %i %%: at most 4 rate-limited requests; a second client on the same store sends none',
    async (smdPercent) => {
      const partnos = categoryMix(products(), smdPercent);
      expect(new Set(partnos).size).toBe(MIX_PART_NUMBERS);
      const store = memorySnapshotStore();
      const first = clientOf(store);
      const answers = await first.lookup(partnos);
      const { requests, throttled } = first.stats();
      // One request's worth asked to learn the categories (and its base part numbers' variants), then one
      // address per category file.
      expect({ smdPercent, requests, throttled }).toEqual({ smdPercent, requests: expect.any(Number), throttled: 0 });
      expect(requests).toBeLessThanOrEqual(4);
      expect(first.stats().snapshots.downloads).toBe(2);
      expect([...answers.values()].filter((product) => product === undefined)).toEqual([]);
      await first.snapshots.saved();

      const second = clientOf(store);
      const again = await second.lookup(partnos);
      expect(second.stats()).toMatchObject({ requests: 0, snapshots: { loads: 2, downloads: 0 } });
      // The same answers, part number by part number (the records themselves: snapshots.test.ts).
      expect([...again.keys()]).toEqual([...answers.keys()]);
      expect([...again.values()].map((product) => product?.record.Partno)).toEqual(
        [...answers.values()].map((product) => product?.record.Partno),
      );
    },
  );
});
