/**
 * The relay ages what it keeps (answers, category files read into memory) by the service's clock, the Date of
 * its answers, as the add-in ages its snapshots: when the service on its address is restarted a year later,
 * the first answer of the new service makes everything kept before stale, and the same questions are asked
 * again, never answered with the catalogue of a year before.
 */
import { randomBytes } from 'node:crypto';
import { createClient, type PartSpecClient, type Product, systemClock } from '../../src/core';
import { TEST_KEY } from '../support/referenceService';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

const TOKEN = randomBytes(32).toString('base64');
const FIRST = '2026-11-28';
const YEAR_LATER = '2027-11-28';
/** Inductors that are Discontinued: a year later, more of them. */
const DISCONTINUED = "Category eq 'inductors' and Status eq 'Discontinued'";
/** Inductors To be discontinued: parts come and go within a year. */
const ENDING = "Category eq 'inductors' and Status eq 'To be discontinued'";

jest.setTimeout(120_000);

// One instance, its state in memory: what it keeps is aged by the service's clock alone.
const running = useRelayOnRedis({ service: { asOf: FIRST }, redis: false, relay: { auth: { tokens: [TOKEN] } } });

const user = (): PartSpecClient =>
  createClient({
    baseUrl: running.relay.url,
    accessToken: TOKEN,
    clock: { ...systemClock },
    rate: { perSecond: 1000, burst: 1000 },
  });
const direct = (): PartSpecClient =>
  createClient({ baseUrl: running.service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });

const partnos = (products: readonly Product[]): string[] => products.map((product) => product.record.Partno);

/** Waits until the relay answers `filter` without asking the service (it has read the category file). */
async function answeredByRelayAlone(filter: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const before = running.service.counts().requests;
    await user().search({ filter });
    if (running.service.counts().requests === before) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the relay never answered from the category it keeps');
}

test('a year later on the same address: nothing kept before is served, after the new service’s first answer', async () => {
  // Kept: a search's answer, and the whole inductors file (read into memory after it was sent).
  const before = await user().search({ filter: DISCONTINUED });
  expect(partnos(before.products)).toEqual(partnos((await direct().search({ filter: DISCONTINUED })).products));
  await user().downloadCategory('inductors');
  await answeredByRelayAlone(ENDING);
  const endingThen = partnos((await user().search({ filter: ENDING })).products);

  // The same address, a year later.
  await running.restartService({ asOf: YEAR_LATER });
  // Any question the relay has to ask tells it the service's time.
  await user().lookup(['NO-SUCH-PART-2']);

  const truth = {
    discontinued: await direct().search({ filter: DISCONTINUED }),
    ending: await direct().search({ filter: ENDING }),
  };
  const asked = running.service.counts().requests;
  const [discontinued, ending] = [
    await user().search({ filter: DISCONTINUED }),
    await user().search({ filter: ENDING }),
  ];
  // Both went to the new service: its own answers, which differ from a year before.
  expect(running.service.counts().requests).toBe(asked + 2);
  expect(partnos(discontinued.products)).toEqual(partnos(truth.discontinued.products));
  expect(partnos(ending.products)).toEqual(partnos(truth.ending.products));
  expect(partnos(discontinued.products).length).toBeGreaterThan(partnos(before.products).length);
  expect(partnos(ending.products)).not.toEqual(endingThen);
});
