/**
 * Recalculation benchmark for the custom functions. For 1,000 / 10,000 / 50,000 PART.SPEC cells (a BOM
 * where each part appears about three times, two in three SMD capacitors and one in three inductors),
 * against the reference service at its default rate limit (10 requests/s, burst 20), prints the
 * rate-limited requests and the wall time of a cold recalculation:
 * - naive: one request per cell (not run: its time follows from the limit);
 * - without snapshots: the lookup batcher alone (the policy before snapshots);
 * - with snapshots (`auto`): cold, nothing kept;
 * - after a restart: a new runtime client over the same snapshot store, as when Excel is opened again. The
 *   memory store hands back the very objects it was given; IndexedDB, the add-in's store, hands back a copy.
 *   So it is run twice: over the memory store as it is, and over the same store copying what it hands back
 *   value by value as IndexedDbSnapshotStore keeps them (structuredClone, as IndexedDB's structured clone
 *   does), which a real restart pays on top. And each of
 *   the two for both forms a snapshot is kept in: as text (its products' JSON and an index, what the planner
 *   keeps now) and as products (their objects, as it kept them before, and as stores still hold them from
 *   then), the same snapshots in both.
 * Then lookups of 16,667 different part numbers mixing SMD capacitors and inductors from 10 % / 90 % to
 * 90 % / 10 % (test/support/categoryMix.ts, as the contract test has them), at the same limit: the
 * rate-limited requests, category downloads and wall time of a new client with an empty store (cold), and of
 * a new client over the store it filled (after a restart).
 * The part numbers are chosen in a child process (recalcPartnos), so that the dataset is not in this heap.
 * It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:recalc
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  createClient,
  infoOf,
  isTextSnapshot,
  memorySnapshotStore,
  type PartSpecClient,
  type Product,
  type SnapshotStore,
  type StoredSnapshot,
} from '../src/core';
import { spec } from '../src/functions/functions';
import { currentClient, setSnapshotStore } from '../src/office/runtime';
import { memoryStore, saveSettings, setSettingsStore } from '../src/office/settings';
import { DEFAULT_SNAPSHOT_CHUNK_SIZE } from '../src/office/snapshots';
import { MIX_PART_NUMBERS, SMD_PERCENTS } from '../test/support/categoryMix';
import { recalcPartnos, type RecalcPartnos } from './recalcPartnos';
import { startServiceProcess } from './serviceProcess';

const KEY = 'bench-key';
const RATE = 10;
const BURST = 20;

interface Run {
  readonly requests: number;
  readonly milliseconds: number;
}

/** The burst whole again, as after a pause: every client of the service and key shares one limiter. */
const burstRefilled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, (BURST / RATE) * 1000 + 500));

/**
 * Node's garbage collector, made callable here: V8's flag, then `gc` from a fresh context. Each run starts with
 * the garbage of the runs before it collected, as a restart of Excel starts with a new runtime: otherwise a
 * run pays for the collection of what the one before left (the 53,000 products of a snapshot read or
 * downloaded), whichever it is.
 */
function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
const collectGarbage = garbageCollector();

async function recalculate(cells: readonly string[]): Promise<Run> {
  // Every run starts with the limiter's burst whole again, as after a pause: runs share one limiter.
  await burstRefilled();
  collectGarbage();
  const { client } = await currentClient();
  const before = client.stats().requests;
  const started = performance.now();
  await Promise.all(cells.map((partno) => spec([[partno]], [['RatedVoltage']])));
  const milliseconds = performance.now() - started;
  // The snapshots downloaded are in the store before the next run starts (the run did not wait for it).
  await client.snapshots.saved();
  return { requests: client.stats().requests - before, milliseconds };
}

/** Runs a restart takes the median of: one such run varies by a tenth of a second on this machine. */
const RESTARTS = 3;

/** The median of RESTARTS recalculations, each by a new runtime client over `store`, as after a restart of Excel. */
async function restart(cells: readonly string[], store: SnapshotStore): Promise<Run> {
  const runs: Run[] = [];
  for (let attempt = 0; attempt < RESTARTS; attempt += 1) {
    setSnapshotStore(store);
    runs.push(await recalculate(cells));
  }
  return runs.sort((a, b) => a.milliseconds - b.milliseconds)[Math.floor(RESTARTS / 2)];
}

interface MixRun extends Run {
  readonly downloads: number;
}

/** One lookup of `partnos` by `client`, with what it cost. */
async function lookUp(client: PartSpecClient, partnos: readonly string[]): Promise<MixRun> {
  await burstRefilled();
  const started = performance.now();
  await client.lookup(partnos);
  const milliseconds = performance.now() - started;
  await client.snapshots.saved();
  const { requests, snapshots } = client.stats();
  return { requests, milliseconds, downloads: snapshots.downloads };
}

async function mixes(serviceUrl: string, chosen: RecalcPartnos): Promise<void> {
  const clientOf = (store: SnapshotStore): PartSpecClient =>
    createClient({ baseUrl: serviceUrl, apiKey: KEY, rate: { perSecond: RATE, burst: BURST }, snapshots: { store } });
  console.log('');
  console.log(
    `Lookups of ${MIX_PART_NUMBERS.toLocaleString('en')} different part numbers, SMD capacitors / inductors, at the default limit, by a new client:`,
  );
  console.log(`${column('SMD / inductors', 15)}  ${column('cold', 26)}  ${column('after a restart', 16)}`);
  console.log(`${' '.repeat(15)}  requests downloads    time  requests    time`);
  for (const percent of SMD_PERCENTS) {
    const partnos = chosen.mixes[percent];
    const store = memorySnapshotStore();
    const cold = await lookUp(clientOf(store), partnos);
    const restarted = await lookUp(clientOf(store), partnos);
    console.log(
      `${column(`${percent} % / ${100 - percent} %`, 15)}  ${column(String(cold.requests), 8)} ${column(String(cold.downloads), 9)} ${column(seconds(cold.milliseconds), 7)}  ${figures(restarted)}`,
    );
  }
}

/**
 * `store`, handing back a copy of each snapshot it loads, as IndexedDB does, rather than the objects it keeps:
 * value by value as IndexedDbSnapshotStore keeps them (a snapshot kept as text: each chunk of its text, and its
 * index; one kept as products: DEFAULT_SNAPSHOT_CHUNK_SIZE products at a time), each by structuredClone.
 */
function copyingOnLoad(store: SnapshotStore): SnapshotStore {
  return { ...store, load: async (key) => copied(await store.load(key)) };
}

function copied(kept: StoredSnapshot | undefined): StoredSnapshot | undefined {
  if (!kept) return undefined;
  if (isTextSnapshot(kept)) {
    const { chunks, index } = kept.text;
    return {
      ...kept,
      text: { ...kept.text, chunks: chunks.map((chunk) => structuredClone(chunk)), index: structuredClone(index) },
    };
  }
  const products: Product[] = [];
  for (let start = 0; start < kept.products.length; start += DEFAULT_SNAPSHOT_CHUNK_SIZE) {
    products.push(...structuredClone(kept.products.slice(start, start + DEFAULT_SNAPSHOT_CHUNK_SIZE)));
  }
  return { ...kept, products };
}

/**
 * A store holding `store`'s snapshots as products, as snapshots were kept before they were kept as text: each
 * one's text read back into its products' objects (the same products, the same checksum).
 */
async function asProducts(store: SnapshotStore): Promise<SnapshotStore> {
  const products = memorySnapshotStore();
  const decoder = new TextDecoder();
  for (const info of await store.list()) {
    const kept = (await store.load(info))!;
    if (!isTextSnapshot(kept)) {
      await products.save(kept);
      continue;
    }
    const read = kept.text.chunks.flatMap((chunk) => JSON.parse(decoder.decode(chunk)) as Product[]);
    await products.save({ ...infoOf(kept), products: read });
  }
  return products;
}

const column = (text: string, width: number): string => text.padStart(width);
const seconds = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(2)} s`;
const figures = (run: Run): string => `${column(String(run.requests), 8)} ${column(seconds(run.milliseconds), 7)}`;

async function main(): Promise<void> {
  const chosen = recalcPartnos();
  const { smd, inductors } = chosen;
  const service = await startServiceProcess(['--api-key', KEY]);
  try {
    setSettingsStore(memoryStore());
    await saveSettings({ serviceUrl: service.url, apiKey: KEY, ratePerSecond: RATE, burst: BURST });
    console.log(
      `PART.SPEC recalculation against the reference service at its default limit (${RATE}/s, burst ${BURST}), cold:`,
    );
    console.log(
      `${column('', 7)} ${column('', 7)}  ${column('', 16)}  ${column('', 16)}  ${column('', 16)}  ${column('kept as products (before)', 34)}  ${column('kept as text (now)', 34)}`,
    );
    console.log(
      `${column('cells', 7)} ${column('parts', 7)}  ${column('naive', 16)}  ${column('without snapshots', 16)}  ${column('with snapshots', 16)}  ${column('after a restart', 16)}  ${column('restart, copied', 16)}  ${column('after a restart', 16)}  ${column('restart, copied', 16)}`,
    );
    console.log(`${' '.repeat(16)}${'  requests    time'.repeat(7)}`);
    let offset = 0;
    for (const cells of [1_000, 10_000, 50_000]) {
      const parts = Math.ceil(cells / 3);
      // Parts not asked for before, so that each size starts cold: two SMD capacitors, then an inductor.
      const unique = Array.from({ length: parts }, (_, index) =>
        index % 3 === 2 ? inductors[(offset + index) % inductors.length] : smd[(offset + index) % smd.length],
      );
      offset += parts;
      const sheet = Array.from({ length: cells }, (_, row) => unique[row % unique.length]);

      setSnapshotStore(null);
      const without = await recalculate(sheet);
      const store = memorySnapshotStore();
      setSnapshotStore(store);
      const cold = await recalculate(sheet);
      const restarted = await restart(sheet, store);
      const copied = await restart(sheet, copyingOnLoad(store));
      // The same snapshots kept as products, as before: the restart before beside today's, in one run. Made
      // after today's runs, so that their objects are not in the heap the collector walks during those.
      const before = await asProducts(store);
      const restartedBefore = await restart(sheet, before);
      const copiedBefore = await restart(sheet, copyingOnLoad(before));

      const naiveSeconds = Math.max(0, cells - BURST) / RATE;
      console.log(
        `${column(String(cells), 7)} ${column(String(parts), 7)}  ${column(String(cells), 8)} ${column(`${naiveSeconds.toFixed(0)} s`, 7)}  ${figures(without)}  ${figures(cold)}  ${figures(restartedBefore)}  ${figures(copiedBefore)}  ${figures(restarted)}  ${figures(copied)}`,
      );
    }
    console.log(
      `(naive: one request per cell at ${RATE}/s after a burst of ${BURST}, not run; requests are rate-limited ones: a category file's own download is not)`,
    );
    console.log(
      `(after a restart: the memory store hands back what it keeps; restart, copied: it hands back a structuredClone of each value, as IndexedDB hands back a copy; each the median of ${RESTARTS} restarts)`,
    );
    console.log(
      '(kept as products: the same snapshots as their products\u2019 objects, as they were kept before they were kept as text)',
    );
    await mixes(service.url, chosen);
  } finally {
    setSnapshotStore(undefined);
    service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
