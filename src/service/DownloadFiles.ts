import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BottomCategory, Language } from '../core/catalog';
import { inChunks } from './inChunks';
import type { ProductStore } from './ProductStore';

/** A file's bytes as the buffers to send, in order, and their total: its Content-Length. */
export interface DownloadBody {
  readonly parts: readonly Buffer[];
  readonly length: number;
}

/**
 * Longest stretch the event loop spends encoding a file's products before it lets other requests in:
 * encoding the 42,001 products of the largest file at once held the loop for 1.5-2.5 s.
 */
const ENCODING_SLICE_MS = 10;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The files behind download addresses: every product of one category in one language, as
 * `{"Data":{"<Group>":{...}}}` (the search result's Data shape, without HasMoreHits). Each is made once,
 * when first asked for, and shared by every download of it.
 *
 * The uncompressed file is kept as the list of the store's own per-product JSON buffers, never joined:
 * the store keeps those buffers for searches anyway, so the file costs a reference per product (0.7 MB
 * for the largest), where a joined copy would cost 120 MB for the largest file, about 500 MB for all nine,
 * and 0.5 s of blocked event loop to join (measured). Senders copy one chunk at a time out of it
 * (./inChunks.ts). The gzip file, a few MB, is made from those chunks by zlib on its thread pool and kept
 * whole; its bytes are those of gzip of the joined file (zlib's output does not depend on how its input
 * is cut).
 */
export class DownloadFiles {
  private readonly plainFiles = new Map<string, Promise<DownloadBody>>();
  private readonly gzipFiles = new Map<string, Promise<DownloadBody>>();

  constructor(readonly store: ProductStore) {}

  plain(category: BottomCategory, lang: Language): Promise<DownloadBody> {
    return once(this.plainFiles, `${category}/${lang}`, () => this.join(category, lang));
  }

  gzipped(category: BottomCategory, lang: Language): Promise<DownloadBody> {
    return once(this.gzipFiles, `${category}/${lang}`, async () => gzipOf(await this.plain(category, lang)));
  }

  private async join(category: BottomCategory, lang: Language): Promise<DownloadBody> {
    const indices = this.store.indicesOfCategory(category);
    // The store encodes a product on first use; encoding them here in slices keeps the loop free, and
    // leaves dataJson only references to gather (15 ms for the largest file).
    let sliceStart = performance.now();
    for (const index of indices) {
      this.store.productJson(index, lang);
      if (performance.now() - sliceStart > ENCODING_SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    const parts = this.store.dataJson(indices, lang, '{"Data":', '}');
    return { parts, length: parts.reduce((sum, part) => sum + part.length, 0) };
  }
}

/** The promise made for `key`, made by `make` on first use; a failed one is forgotten so the next asker retries. */
function once<T>(made: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let promise = made.get(key);
  if (!promise) {
    promise = make();
    made.set(key, promise);
    promise.catch(() => made.delete(key));
  }
  return promise;
}

async function gzipOf(body: DownloadBody): Promise<DownloadBody> {
  const compressed: Buffer[] = [];
  await pipeline(Readable.from(inChunks(body.parts), { objectMode: false }), createGzip(), async (output) => {
    for await (const chunk of output as AsyncIterable<Buffer>) compressed.push(chunk);
  });
  const file = Buffer.concat(compressed);
  return { parts: [file], length: file.length };
}
