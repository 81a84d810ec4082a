import { createClient, type Product } from '../../src/core';
import { expectedPartnos, products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

describe('the client against a tight rate limit', () => {
  const service = useContractService({ service: { rate: 25, burst: 5 }, settings: false });

  test('a 100-request job finishes with no 429 reaching the caller', async () => {
    // The client is told a higher rate than the service allows, so the service's 429s do happen and
    // the limiter has to absorb them: halve, back off, retry, recover.
    const client = createClient({
      baseUrl: service.url,
      apiKey: TEST_KEY,
      rate: { perSecond: 50, burst: 10 },
      backoff: { baseDelayMs: 50, maxDelayMs: 1000 },
    });
    const sample = products()
      .filter((_, index) => index % 500 === 0)
      .slice(0, 100);
    const answers = await Promise.all(
      sample.map((product) => client.search({ filter: `Partno eq '${product.record.Partno}'` })),
    );
    expect(answers.map((answer) => answer.products[0]?.record.Partno)).toEqual(
      sample.map((product) => product.record.Partno),
    );
    const stats = client.stats();
    expect(stats.throttled).toBeGreaterThan(0);
    expect(stats.requests).toBe(100 + stats.retries);
  });
});

describe('the client against a failing service (--fail-rate 0.2)', () => {
  const service = useContractService({ service: { failRate: 0.2, seed: 3 }, settings: false });

  test('searchAll and lookups still complete: nothing lost, nothing duplicated', async () => {
    const client = createClient({
      baseUrl: service.url,
      apiKey: TEST_KEY,
      rate: { perSecond: 1000, burst: 1000 },
      retries: { failures: 8 },
      backoff: { baseDelayMs: 5, maxDelayMs: 50 },
    });
    const found: Product[] = await client.searchAll({ filter: "Category eq 'ceramicCapacitorsLead|inductors'" });
    const partnos = found.map((product) => product.record.Partno);
    expect(new Set(partnos).size).toBe(partnos.length);
    expect([...partnos].sort()).toEqual(
      expectedPartnos((product) => product.category !== 'ceramicCapacitorsSMD').sort(),
    );

    const wanted = products()
      .filter((_, index) => index % 37 === 0)
      .map((product) => product.record.Partno);
    const looked = await client.lookup(wanted);
    expect([...looked.values()].map((product) => product?.record.Partno)).toEqual(wanted);
    expect(client.stats().retries).toBeGreaterThan(0);
  });
});
