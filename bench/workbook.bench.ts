/**
 * Workbook benchmark: the whole-category write of the largest category (ceramicCapacitorsSMD, about 42,000
 * products), stage by stage, in one run:
 * - download (the file behind the download address, parsed into products as it arrives), what is left of
 *   the parse once the last byte is in, table (toSheetTable), write: wall time of each, and the peak
 *   memory of this process over the run;
 * - writeTable into (a) MemoryWorkbook: rows per second; (b) the Excel adapter on the office-addin-mock
 *   fake of Excel (test/unit/office/workbook/excelFake.ts): syncs, and the largest payload of one sync;
 * - beside them, the naive way: the whole table in one request, its payload against Excel on the web's
 *   5 MB limit (the fake refuses it as Excel on the web would);
 * - the download and parse alone, each way in a child process of its own (./downloadMemory.ts), so that
 *   one's peak does not raise another's: fetchProductFile, which cuts the file into products as it arrives
 *   and JSON.parse-s each (ProductFileReader), beside @streamparser/json's tokenizer as it arrives (the
 *   download path's parser before it) and the naive baseline that joins the whole text and JSON.parse-s it:
 *   time, peak resident memory, peak heap, and the heap the products hold; then each way's parse alone, of
 *   the file held in memory, wall and CPU time.
 * Aim: every request under 5 MB, the whole pipeline under 10 s and 1 GB, the download and its products
 * under 300 MB, the reader 5 times as fast as the parser before it. It measures and prints; it asserts
 * nothing.
 *
 * Run: npx tsx bench/workbook.bench.ts
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type Product, type SheetTable, toSheetTable } from '../src/core';
import {
  DEFAULT_MAX_PAYLOAD_BYTES,
  ExcelWorkbook,
  jsonBytes,
  MemoryWorkbook,
  PREVIEW_MAX_PAYLOAD_BYTES,
  writeTable,
} from '../src/office/workbook';
import { ExcelFake, WEB_PAYLOAD_LIMIT_BYTES } from '../test/support/excelFake';
import { DOWNLOAD_WAYS, type DownloadMemory, type DownloadWay, nodeHttpFetch } from './downloadMemory';
import { startServiceProcess } from './serviceProcess';

const API_KEY = 'partspec-demo-key';
const CATEGORY = 'ceramicCapacitorsSMD';
const MB = 1_000_000;

function line(label: string, value: string): void {
  console.log(`  ${label.padEnd(50)} ${value}`);
}

const megabytes = (bytes: number): string => `${(bytes / MB).toFixed(2)} MB`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const count = (n: number): string => Math.round(n).toLocaleString('en');

/**
 * Peak memory of this process: the kernel's maximum resident set (exact, whatever the event loop is doing)
 * and the largest V8 heap seen by a sampler every 10 ms (it cannot sample inside a long synchronous step,
 * so it is a lower bound, checked again at each stage's end).
 */
class MemoryWatch {
  peakHeap = 0;
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => this.sample(), 10);
  }

  sample(): void {
    this.peakHeap = Math.max(this.peakHeap, process.memoryUsage().heapUsed);
  }

  stop(): { peakRss: number; peakHeap: number } {
    clearInterval(this.timer);
    this.sample();
    return { peakRss: process.resourceUsage().maxRSS * 1024, peakHeap: this.peakHeap };
  }
}

async function main(): Promise<void> {
  console.log(`Workbook: whole-category write of ${CATEGORY}`);
  // Its own process, so that the service's dataset and work are not counted in this one's memory and time.
  const service = await startServiceProcess(['--api-key', API_KEY]);
  try {
    // Through node:http rather than Node 20's fetch, which fails a file parsed as it arrives once the service
    // closes the idle connection (see nodeHttpFetch).
    const client = createClient({
      baseUrl: service.url,
      apiKey: API_KEY,
      rate: { perSecond: 10, burst: 20 },
      fetch: nodeHttpFetch,
    });
    const watch = new MemoryWatch();
    const rssBefore = process.memoryUsage().rss;

    const started = performance.now();
    let downloaded = started;
    let fileBytes = 0;
    const products: Product[] = await client.downloadCategory(CATEGORY, {
      onProgress: (progress) => {
        if (progress.phase === 'parse') {
          downloaded = performance.now();
          fileBytes = progress.bytes;
        }
      },
    });
    const parsed = performance.now();
    watch.sample();

    const table: SheetTable = toSheetTable(products);
    const tabled = performance.now();
    watch.sample();

    const memory = new MemoryWorkbook();
    const memoryResult = await writeTable(memory, { sheet: 'Sheet1', row: 0, column: 0 }, table);
    const written = performance.now();
    watch.sample();
    const { peakRss, peakHeap } = watch.stop();

    const rows = table.rows.length;
    const columns = table.header.length;
    console.log(`\nPipeline: ${count(rows)} products x ${columns} columns (${count(rows * columns)} cells)`);
    line(
      'download (address + file, parsed as it arrives)',
      `${seconds(downloaded - started)}  (${megabytes(fileBytes)} of JSON)`,
    );
    line('parse (what is left after the last byte)', seconds(parsed - downloaded));
    line('table (toSheetTable)', seconds(tabled - parsed));
    line('write (writeTable into MemoryWorkbook)', seconds(written - tabled));
    line('whole pipeline (aim: under 10 s)', seconds(written - started));
    line(
      'peak resident memory of this process (aim: < 1 GB)',
      `${megabytes(peakRss)} (${megabytes(rssBefore)} before the run)`,
    );
    line('peak V8 heap seen', megabytes(peakHeap));
    line(
      '(a) MemoryWorkbook',
      `${count(rows / ((written - tabled) / 1000))} rows/s; ${memoryResult.requests} requests, largest ${megabytes(memoryResult.largestPayloadBytes)}`,
    );

    // (b) The Excel adapter on the fake of Excel on the web (5 MB limit per request).
    const fake = new ExcelFake();
    const excel = new ExcelWorkbook(fake.excel, fake.office);
    const excelStarted = performance.now();
    const excelResult = await writeTable(excel, { sheet: 'Sheet1', row: 0, column: 0 }, table);
    const excelTime = performance.now() - excelStarted;
    const payloads = fake.syncs.map((sync) => sync.payloadBytes).filter((bytes) => bytes > 1000);
    payloads.sort((a, b) => a - b);
    line(
      '(b) Excel adapter on the fake',
      `${excelResult.complete ? 'complete' : 'INCOMPLETE'}; ${fake.syncs.length} syncs in ${fake.runs} Excel.run; ${seconds(excelTime)} (fake host, no real Excel)`,
    );
    line(
      '    values requests: payload smallest / median / largest',
      `${megabytes(payloads[0])} / ${megabytes(payloads[payloads.length >> 1])} / ${megabytes(payloads[payloads.length - 1])}`,
    );

    // The naive way: the whole table as one request.
    const wholeBytes = jsonBytes([table.header, ...table.rows]);
    const naive = new ExcelFake();
    const naiveWorkbook = new ExcelWorkbook(naive.excel, naive.office);
    let naiveOutcome: string;
    try {
      await naiveWorkbook.writeValues({ sheet: 'Sheet1', row: 0, column: 0 }, [table.header, ...table.rows]);
      naiveOutcome = 'accepted';
    } catch (error) {
      naiveOutcome = `refused (${(error as { code?: string }).code ?? (error as Error).message})`;
    }

    console.log('\nOne request per table (naive) beside writeTable, against Excel on the web:');
    console.log(
      `  ${'way'.padEnd(26)} ${'requests'.padStart(9)} ${'largest payload'.padStart(16)} ${'vs 5 MB limit'.padStart(14)}  outcome on the web`,
    );
    const row = (way: string, requests: number, largest: number, outcome: string): void =>
      console.log(
        `  ${way.padEnd(26)} ${String(requests).padStart(9)} ${megabytes(largest).padStart(16)} ${`${((largest / WEB_PAYLOAD_LIMIT_BYTES) * 100).toFixed(0)} %`.padStart(14)}  ${outcome}`,
      );
    row('naive: whole table', 1, wholeBytes, naiveOutcome);
    row(
      `writeTable (${megabytes(DEFAULT_MAX_PAYLOAD_BYTES)} budget)`,
      fake.syncs.length,
      excel.requests.largestPayloadBytes,
      excelResult.complete ? 'accepted, every request' : 'failed',
    );

    await cancelDuringWrite(table);
    await downloadMemoryByWay(await client.downloadUrl(CATEGORY));
  } finally {
    service.stop();
  }
}

/**
 * Preview mode writes into the in-memory workbook on the page's own thread, where Cancel is heard only
 * between two requests: the time from Cancel to the write's end, and the rows written after it, with
 * preview mode's small requests beside the naive Excel-sized ones. Cancel is pressed a third of the way in,
 * as a click would land: in the next task.
 */
async function cancelDuringWrite(table: SheetTable): Promise<void> {
  console.log('\nCancel during a large write in preview mode (in-memory workbook):');
  console.log(
    `  ${'requests of at most'.padEnd(34)} ${'Cancel -> stopped'.padStart(18)} ${'rows after Cancel'.padStart(18)}`,
  );
  for (const [way, maxPayloadBytes] of [
    [`naive: ${megabytes(DEFAULT_MAX_PAYLOAD_BYTES)} (as Excel on the web)`, DEFAULT_MAX_PAYLOAD_BYTES],
    [`preview: ${megabytes(PREVIEW_MAX_PAYLOAD_BYTES)}`, PREVIEW_MAX_PAYLOAD_BYTES],
  ] as const) {
    const workbook = new MemoryWorkbook({ maxPayloadBytes });
    const controller = new AbortController();
    let cancelled: { at: number; rows: number } | undefined;
    const result = await writeTable(workbook, { sheet: 'Sheet1', row: 0, column: 0 }, table, {
      signal: controller.signal,
      asTable: false,
      onProgress: (progress) => {
        if (cancelled || progress.rowsWritten < table.rows.length / 3) return;
        setTimeout(() => {
          cancelled = { at: performance.now(), rows: progress.rowsWritten };
          controller.abort(new Error('Cancelled'));
        }, 0);
      },
    });
    const stopped = performance.now();
    const after = cancelled ? result.rowsWritten - cancelled.rows : Number.NaN;
    const took = cancelled ? `${(stopped - cancelled.at).toFixed(0)} ms` : 'not cancelled';
    console.log(`  ${way.padEnd(34)} ${took.padStart(18)} ${count(after).padStart(18)}`);
  }
}

/**
 * The download and parse of the whole file each way, each alone in a child process, one after the other:
 * time and peak memory side by side, and then the parse alone (the file's pieces held in memory).
 */
async function downloadMemoryByWay(address: string): Promise<void> {
  const results = new Map<DownloadWay, DownloadMemory>();
  for (const way of DOWNLOAD_WAYS) results.set(way, await downloadInChild(way, address));
  console.log(`\nDownload + parse of the ${CATEGORY} file alone, each way in a child process of its own:`);
  console.log(
    `  ${'way'.padEnd(44)} ${'time'.padStart(8)} ${'peak RSS'.padStart(10)} ${'peak heap'.padStart(10)} ${'products heap'.padStart(14)} ${'RSS before'.padStart(11)}`,
  );
  const label: Record<DownloadWay, string> = {
    reader: 'reader: fetchProductFile (ProductFileReader)',
    streamparser: 'before: @streamparser/json as it arrives',
    joined: 'naive baseline: whole text, then JSON.parse',
  };
  for (const result of results.values()) {
    console.log(
      `  ${label[result.way].padEnd(44)} ${seconds(result.milliseconds).padStart(8)} ${megabytes(result.peakRss).padStart(10)} ${megabytes(result.peakHeap).padStart(10)} ${megabytes(result.productsHeap).padStart(14)} ${megabytes(result.rssBefore).padStart(11)}`,
    );
  }
  console.log('\n  the parse alone, the file held in memory (the fastest of 5):');
  console.log(`  ${'way'.padEnd(44)} ${'wall'.padStart(8)} ${'CPU'.padStart(10)}`);
  for (const result of results.values()) {
    console.log(
      `  ${label[result.way].padEnd(44)} ${seconds(result.parseMilliseconds).padStart(8)} ${seconds(result.parseCpuMilliseconds).padStart(10)}`,
    );
  }
  const reader = results.get('reader') as DownloadMemory;
  const before = results.get('streamparser') as DownloadMemory;
  const joined = results.get('joined') as DownloadMemory;
  line(
    'products, bytes (the same every way)',
    [...results.values()].map((result) => `${count(result.products)} (${megabytes(result.bytes)})`).join(' / '),
  );
  const times = (slow: number, fast: number): string => `${(slow / fast).toFixed(1)}x`;
  line(
    'reader against before (aim: 5x faster)',
    `download + parse ${times(before.milliseconds, reader.milliseconds)}; parse alone ${times(before.parseMilliseconds, reader.parseMilliseconds)} wall, ${times(before.parseCpuMilliseconds, reader.parseCpuMilliseconds)} CPU`,
  );
  line(
    'reader peak RSS (aim: < 300 MB, <= before)',
    `${megabytes(reader.peakRss)}: ${percent(reader.peakRss, before.peakRss)} of before's, ${percent(reader.peakRss, joined.peakRss)} of the naive baseline's`,
  );
}

const percent = (part: number, whole: number): string => `${((part / whole) * 100).toFixed(0)} %`;

/** Runs ./downloadMemory.ts for one way in a child process (Node with tsx as a loader) and reads its result. */
function downloadInChild(way: DownloadWay, address: string): Promise<DownloadMemory> {
  const root = join(__dirname, '..');
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(root, 'bench', 'downloadMemory.ts'), way, address],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = printed.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as DownloadMemory);
      else reject(new Error(`the ${way} download exited (${code}):\n${printed}`));
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
