import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { BottomCategory, Language } from '../core/catalog';
import type { ProductStore } from './store';

const gzipAsync = promisify(gzip);

/**
 * The files behind download addresses: every product of one category in one language, as
 * `{"Data":{"<Group>":{...}}}` (the search result's Data shape, without HasMoreHits).
 * Compressed files are made once, off the event loop, and kept (a few MB each); the uncompressed
 * form is joined again from the store's cached product JSON when asked for, rather than holding
 * hundreds of MB.
 */
export class DownloadFiles {
  private readonly compressed = new Map<string, Promise<Buffer>>();

  constructor(private readonly store: ProductStore) {}

  plain(category: BottomCategory, lang: Language): Buffer {
    return Buffer.concat(this.store.dataJson(this.store.indicesOfCategory(category), lang, '{"Data":', '}'));
  }

  gzipped(category: BottomCategory, lang: Language): Promise<Buffer> {
    const key = `${category}/${lang}`;
    let file = this.compressed.get(key);
    if (!file) {
      file = gzipAsync(this.plain(category, lang));
      this.compressed.set(key, file);
      file.catch(() => this.compressed.delete(key));
    }
    return file;
  }
}
