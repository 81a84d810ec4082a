/**
 * Recalculation benchmark for the custom functions. For 1,000 / 10,000 / 50,000 PART.SPEC cells (a BOM
 * where each part appears about three times), against the reference service at its default rate limit
 * (10 requests/s, burst 20), prints: the requests made, the wall time, and the same with the cache warm;
 * beside the naive way (one request per cell), whose time at that rate follows from the limit.
 * It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:recalc
 */
import { performance } from 'node:perf_hooks';
import { spec } from '../src/functions/functions';
import { currentClient } from '../src/office/runtime';
import { memoryStore, saveSettings, setSettingsStore } from '../src/office/settings';
import { sharedStore } from '../src/service/sharedStore';
import { startServiceProcess } from './serviceProcess';

const KEY = 'bench-key';
const RATE = 10;
const BURST = 20;

async function recalculate(partnos: readonly string[]): Promise<{ requests: number; milliseconds: number }> {
  const before = (await currentClient()).client.stats().requests;
  const started = performance.now();
  await Promise.all(partnos.map((partno) => spec([[partno]], [['RatedVoltage']])));
  return {
    requests: (await currentClient()).client.stats().requests - before,
    milliseconds: performance.now() - started,
  };
}

async function main(): Promise<void> {
  const products = sharedStore().products;
  const service = await startServiceProcess(['--api-key', KEY]);
  try {
    setSettingsStore(memoryStore());
    await saveSettings({ serviceUrl: service.url, apiKey: KEY, ratePerSecond: RATE, burst: BURST });
    console.log(
      `PART.SPEC recalculation against the reference service at its default limit (${RATE}/s, burst ${BURST}):`,
    );
    console.log(
      `${'cells'.padStart(7)} ${'parts'.padStart(7)}  ${'naive requests'.padStart(14)} ${'naive time'.padStart(11)}  ${'requests'.padStart(8)} ${'time'.padStart(8)}  ${'warm requests'.padStart(13)} ${'warm time'.padStart(9)}`,
    );
    let offset = 0;
    for (const cells of [1_000, 10_000, 50_000]) {
      const parts = Math.ceil(cells / 3);
      // Parts not asked for before, so that each size starts cold.
      const unique = products.slice(offset, offset + parts).map((product) => product.record.Partno);
      offset += parts;
      const sheet = Array.from({ length: cells }, (_, row) => unique[row % unique.length]);
      const cold = await recalculate(sheet);
      const warm = await recalculate(sheet);
      const naiveSeconds = Math.max(0, cells - BURST) / RATE;
      console.log(
        `${String(cells).padStart(7)} ${String(parts).padStart(7)}  ${String(cells).padStart(14)} ${`${naiveSeconds.toFixed(0)} s`.padStart(11)}  ${String(cold.requests).padStart(8)} ${`${(cold.milliseconds / 1000).toFixed(1)} s`.padStart(8)}  ${String(warm.requests).padStart(13)} ${`${(warm.milliseconds / 1000).toFixed(2)} s`.padStart(9)}`,
      );
    }
    console.log(
      `(naive time: one request per cell at ${RATE}/s after a burst of ${BURST}; not run, it would take hours at 50,000 cells)`,
    );
  } finally {
    service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
