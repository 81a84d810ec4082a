/**
 * A child process of bench/workbook.bench.ts: downloads one category file and parses it into products one
 * way, alone in this process, and prints the time and the peak memory as one JSON line (DownloadMemory), so
 * that one way's peak does not raise the other's. The ways:
 * - streamed: fetchProductFile, PartSpec's own way: the file parsed while it arrives, never whole in memory;
 * - naive: the NAIVE BASELINE below, kept here only to be measured against: the way fetchProductFile went
 *   before it streamed (every piece decoded and kept, joined into one string, JSON.parse, productsOfData).
 * It loads only core's client, so that both ways start from the same small process. Both ways fetch through
 * nodeHttpFetch (below), as the benchmark's whole-category pipeline does.
 *
 * Run by the workbook benchmark: node --expose-gc --import tsx bench/downloadMemory.ts <streamed|naive> <address>
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Product } from '../src/core/catalog';
import { fetchProductFile, productsOfData } from '../src/core/client';

export type DownloadWay = 'streamed' | 'naive';

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

/**
 * NAIVE BASELINE, not PartSpec's code: fetchProductFile's body reading and parsing before it streamed. The
 * whole text exists at once (with the pieces it is joined from), then the whole JSON.parse tree.
 */
async function naiveDownload(address: string, sample: () => void): Promise<{ products: Product[]; bytes: number }> {
  const response = await nodeHttpFetch(address);
  if (!response.ok || !response.body) throw new Error(`the file answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    parts.push(decoder.decode(value, { stream: true }));
    sample();
  }
  parts.push(decoder.decode());
  const text = parts.join('');
  sample();
  const json: unknown = JSON.parse(text);
  sample();
  return { products: productsOfData((json as { Data?: unknown } | null)?.Data), bytes };
}

/** PartSpec's way. */
async function streamedDownload(address: string, sample: () => void): Promise<{ products: Product[]; bytes: number }> {
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
  const { products, bytes } = await (way === 'streamed' ? streamedDownload : naiveDownload)(address, sample);
  const milliseconds = performance.now() - started;
  sample();
  clearInterval(timer);
  collectGarbage();
  const productsHeap = process.memoryUsage().heapUsed - heapBefore;
  return {
    way,
    products: products.length,
    bytes,
    milliseconds,
    peakRss: process.resourceUsage().maxRSS * 1024,
    peakHeap,
    rssBefore,
    heapBefore,
    productsHeap,
  };
}

const [way, address] = process.argv.slice(2);
if (require.main !== module) {
  // Imported (for nodeHttpFetch): nothing to run.
} else if ((way === 'streamed' || way === 'naive') && address) {
  measure(way, address).then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  console.error('usage: downloadMemory.ts <streamed|naive> <address>');
  process.exit(2);
}
