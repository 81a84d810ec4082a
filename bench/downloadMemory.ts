/**
 * A child process of bench/workbook.bench.ts: downloads one category file and parses it into products one
 * way, alone in this process, and prints the time and the peak memory as one JSON line (DownloadMemory), so
 * that one way's peak does not raise another's. The ways:
 * - reader: fetchProductFile, PartSpec's own way: the file cut into products as it arrives, each product
 *   given to JSON.parse (ProductFileReader), never whole in memory;
 * - streamparser: the STREAMPARSER BASELINE (./streamparserBaseline/), the download path's parser before the
 *   reader, kept only to be measured against: @streamparser/json's tokenizer, token by token as it arrives;
 * - joined: the NAIVE BASELINE below, kept here only to be measured against: the way fetchProductFile went
 *   before it streamed (every piece decoded and kept, joined into one string, JSON.parse, productsOfData).
 * Then, after the measure of memory, the parse alone: the same file's pieces, as they arrived, held in
 * memory and parsed the same way five times, so that the download's time does not hide the parse's. The
 * fastest of the five, in wall time and in this process's CPU time: on a machine shared with other work,
 * the run it disturbed least.
 * It loads only core's client, so that every way starts from the same small process. Every way fetches
 * through nodeHttpFetch (below), as the benchmark's whole-category pipeline does.
 *
 * Run by the workbook benchmark: node --expose-gc --import tsx bench/downloadMemory.ts <way> <address>
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Product } from '../src/core/catalog';
import { fetchProductFile, productsOfData } from '../src/core/client';
import { ProductFileReader } from '../src/core/client/download/ProductFileReader';
import { ProductFileParser } from './streamparserBaseline/ProductFileParser';

export const DOWNLOAD_WAYS = ['reader', 'streamparser', 'joined'] as const;
export type DownloadWay = (typeof DOWNLOAD_WAYS)[number];

export interface DownloadMemory {
  readonly way: DownloadWay;
  readonly products: number;
  /** Bytes of the file received (after decompression). */
  readonly bytes: number;
  /** From the request to the products. */
  readonly milliseconds: number;
  /** The kernel's maximum resident set of this process (exact), in bytes. */
  readonly peakRss: number;
  /** The largest V8 heap seen: sampled every 5 ms, at every piece of the file and around the whole-text steps. */
  readonly peakHeap: number;
  /** Resident set and heap (after a full GC) before the download: the process's own start. */
  readonly rssBefore: number;
  readonly heapBefore: number;
  /** The heap the products hold once the download is over (after a full GC, less heapBefore). */
  readonly productsHeap: number;
  /** The parse alone, of the file's pieces held in memory: the shortest wall time of five parses. */
  readonly parseMilliseconds: number;
  /** And the least CPU time of this process over one of them (every thread: the GC's helpers too). */
  readonly parseCpuMilliseconds: number;
}

/**
 * fetch over node:http, for the benchmarks' downloads. Node 20's own fetch (undici 6.24) fails a body still
 * being read when the server closes its idle keep-alive connection: "other side closed" (nodejs/undici#5360,
 * fixed in undici by #5474, not in Node 20). The reference service puts the whole 1.8 MB gzip file of the
 * largest category into the socket at once and closes the connection 5 s later (Node's default
 * keepAliveTimeout), while a reader that parses as it reads is still unpacking its 120 MB. A browser's
 * fetch, where PartSpec runs, has no such fault; nor has node:http, whose body waits for its reader whatever
 * the server does. Asks for gzip as fetch does, and unpacks it; keeps to the reader's pace (no read-ahead).
 */
export function nodeHttpFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'gzip', ...Object.fromEntries(new Headers(init.headers)) };
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers, signal: init.signal ?? undefined },
      (incoming) => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const body: Readable =
          incoming.headers['content-encoding'] === 'gzip'
            ? pipeline(incoming, createGunzip(), () => undefined)
            : incoming;
        const pieces = body[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
        const stream = new ReadableStream<Uint8Array>(
          {
            async pull(controller) {
              const { done, value } = await pieces.next();
              if (done) controller.close();
              else controller.enqueue(value);
            },
            cancel(reason) {
              body.destroy(reason instanceof Error ? reason : undefined);
            },
          },
          { highWaterMark: 0 },
        );
        resolve(new Response(stream, { status: incoming.statusCode ?? 0, headers: answerHeaders }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Reads the file's body, handing each piece to `take` as it arrives: the number of bytes. */
async function readPieces(address: string, take: (piece: Uint8Array) => void): Promise<number> {
  const response = await nodeHttpFetch(address);
  if (!response.ok || !response.body) throw new Error(`the file answered ${response.status}`);
  const reader = response.body.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    take(value);
  }
  return bytes;
}

/** A way's parse of pieces handed to it one by one, then its products. */
interface PieceParse {
  take(piece: Uint8Array): void;
  end(): Product[];
}

/**
 * NAIVE BASELINE, not PartSpec's code: fetchProductFile's body reading and parsing before it streamed. The
 * whole text exists at once (with the pieces it is joined from), then the whole JSON.parse tree.
 */
function joinedParse(sample: () => void): PieceParse {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  return {
    take(piece: Uint8Array): void {
      parts.push(decoder.decode(piece, { stream: true }));
      sample();
    },
    end(): Product[] {
      parts.push(decoder.decode());
      const text = parts.join('');
      sample();
      const json: unknown = JSON.parse(text);
      sample();
      return productsOfData((json as { Data?: unknown } | null)?.Data);
    },
  };
}

/** The way's parse, outside fetchProductFile: for the baselines' downloads, and for every way's parse alone. */
function pieceParse(way: DownloadWay, sample: () => void): PieceParse {
  if (way === 'joined') return joinedParse(sample);
  if (way === 'streamparser') {
    const parser = new ProductFileParser();
    return {
      take: (piece) => {
        parser.write(piece);
        sample();
      },
      end: () => parser.end(),
    };
  }
  const products: Product[] = [];
  const reader = new ProductFileReader((product) => products.push(product));
  return {
    take: (piece) => reader.write(piece),
    end: () => {
      reader.end();
      return products;
    },
  };
}

/** A baseline's download: the body read as fetchProductFile reads it, each piece to the baseline's parse. */
async function baselineDownload(
  way: DownloadWay,
  address: string,
  sample: () => void,
): Promise<{ products: Product[]; bytes: number }> {
  const parse = pieceParse(way, sample);
  const bytes = await readPieces(address, (piece) => parse.take(piece));
  return { products: parse.end(), bytes };
}

/** PartSpec's way: fetchProductFile, with its deadlines and progress, around ProductFileReader. */
async function readerDownload(address: string, sample: () => void): Promise<{ products: Product[]; bytes: number }> {
  let bytes = 0;
  const products = await fetchProductFile(nodeHttpFetch, address, {
    restarts: 0,
    onProgress: (progress) => {
      bytes = progress.bytes;
      sample();
    },
  });
  return { products, bytes };
}

const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

/** CPU time of this process (every thread) since `since`, in milliseconds. */
function cpuMilliseconds(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

const PARSES_ALONE = 5;

/** The way's parse alone, five times over the file's pieces held in memory: the least wall and CPU time. */
async function parseAlone(way: DownloadWay, address: string): Promise<{ milliseconds: number; cpu: number }> {
  const pieces: Uint8Array[] = [];
  await readPieces(address, (piece) => pieces.push(piece));
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let round = 0; round < PARSES_ALONE; round += 1) {
    collectGarbage();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const parse = pieceParse(way, () => undefined);
    for (const piece of pieces) parse.take(piece);
    parse.end();
    walls.push(performance.now() - started);
    cpus.push(cpuMilliseconds(cpuBefore));
  }
  return { milliseconds: Math.min(...walls), cpu: Math.min(...cpus) };
}

async function measure(way: DownloadWay, address: string): Promise<DownloadMemory> {
  collectGarbage();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let peakHeap = heapBefore;
  const sample = (): void => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  };
  const timer = setInterval(sample, 5);
  const started = performance.now();
  const { products, bytes } = await (way === 'reader'
    ? readerDownload(address, sample)
    : baselineDownload(way, address, sample));
  const milliseconds = performance.now() - started;
  sample();
  clearInterval(timer);
  collectGarbage();
  const productsHeap = process.memoryUsage().heapUsed - heapBefore;
  // Read now: the parse alone below holds the whole file's pieces, and raises the peak.
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const count = products.length;
  products.length = 0;
  const alone = await parseAlone(way, address);
  return {
    way,
    products: count,
    bytes,
    milliseconds,
    peakRss,
    peakHeap,
    rssBefore,
    heapBefore,
    productsHeap,
    parseMilliseconds: alone.milliseconds,
    parseCpuMilliseconds: alone.cpu,
  };
}

const [way, address] = process.argv.slice(2);
const isWay = (name: string | undefined): name is DownloadWay => DOWNLOAD_WAYS.some((known) => known === name);
if (require.main !== module) {
  // Imported (for nodeHttpFetch): nothing to run.
} else if (isWay(way) && address) {
  measure(way, address).then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  console.error(`usage: downloadMemory.ts <${DOWNLOAD_WAYS.join('|')}> <address>`);
  process.exit(2);
}
