import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  BOTTOM_CATEGORIES,
  INTERMEDIATE_CATEGORY,
  isBottomCategory,
  isLanguage,
  resolveLanguage,
} from '../core/catalog';
import { FilterError, parseFilter, parseOrderBy } from '../core/query';
import { closedSignal } from './closedSignal';
import { DownloadFiles } from './DownloadFiles';
import { DownloadQueue } from './DownloadQueue';
import { DownloadSigner } from './DownloadSigner';
import { sendError, sendJson } from './http';
import { matchingIndices } from './match';
import { sortIndices } from './order';
import { sendFile } from './sendFile';
import type { ProductStore } from './ProductStore';

/** Spec 8: at most 2000 products per search, taken from the top of the (ordered) matching set. */
export const MAX_PRODUCTS_PER_SEARCH = 2000;

/**
 * Downloads sent at once; further ones queue. Every download being sent takes turns on the one event loop
 * that also answers searches, and two already fill a loopback link: with 2 (3 measured alike), a
 * part-number search kept a p95 of 5-10 ms while 8 clients downloaded the largest file (npm run bench:service).
 */
export const MAX_DOWNLOADS_AT_ONCE = 2;

const SEARCH_PARAMETERS = ['$filter', '$orderby', 'lang'];
const DOWNLOAD_URL_PARAMETERS = ['category', 'lang'];

/** A problem with the query parameters: answered 400 with a message naming it (spec 7). */
class BadRequest extends Error {}

/** Rejects a parameter given twice, and `$` options the service does not have (`$top`, `$skip`...), which would otherwise be silently ignored. */
function checkParameters(query: URLSearchParams, known: readonly string[]): void {
  for (const name of new Set(query.keys())) {
    if (query.getAll(name).length > 1) {
      throw new BadRequest(`The parameter ${name} is given more than once; give it once`);
    }
    if (name.startsWith('$') && !known.includes(name)) {
      throw new BadRequest(`The parameter ${name} is not supported; this operation takes ${known.join(', ')}`);
    }
  }
}

export class Routes {
  /** The files of the catalogue in use, made for the store they are of: a new date brings a new store. */
  private files: DownloadFiles | undefined;
  private readonly downloads = new DownloadQueue(MAX_DOWNLOADS_AT_ONCE);

  /**
   * @param storeNow the catalogue as of the service's date now: the same store while the date stays, a new one
   * when a service without an as-of date passes midnight (UTC), so that its catalogue follows its own clock.
   */
  constructor(
    private readonly storeNow: () => ProductStore,
    private readonly signer: DownloadSigner,
    private readonly publicUrl: () => string,
    private readonly now: () => number,
  ) {}

  /** The download files of the catalogue in use now. */
  private filesNow(): DownloadFiles {
    const store = this.storeNow();
    if (this.files?.store !== store) this.files = new DownloadFiles(store);
    return this.files;
  }

  /** GET /v2/products (spec 4.2). */
  search(query: URLSearchParams, response: ServerResponse): void {
    this.answer(response, () => {
      checkParameters(query, SEARCH_PARAMETERS);
      const lang = resolveLanguage(query.get('lang'));
      const filter = this.parse('$filter', () => parseFilter(query.get('$filter') ?? '', { lang, strict: true }));
      const orders = this.parse('$orderby', () => parseOrderBy(query.get('$orderby') ?? ''));
      const store = this.storeNow();
      const ordered = sortIndices(store, matchingIndices(store, filter, lang), orders);
      const page = ordered.slice(0, MAX_PRODUCTS_PER_SEARCH);
      const hasMoreHits = ordered.length > page.length;
      sendJson(response, 200, Buffer.concat(store.dataJson(page, lang, `{"HasMoreHits":${hasMoreHits},"Data":`, '}')));
    });
  }

  /** GET /v2/products/getproductdatadownloadurl (spec 4.1). */
  downloadUrl(query: URLSearchParams, response: ServerResponse): void {
    this.answer(response, () => {
      checkParameters(query, DOWNLOAD_URL_PARAMETERS);
      const category = query.get('category');
      if (!isBottomCategory(category)) {
        const given =
          category === null || category === ''
            ? 'The parameter category is missing'
            : `"${category}" is not a category of this operation`;
        const intermediate =
          category === INTERMEDIATE_CATEGORY ? ` (${INTERMEDIATE_CATEGORY} is only a search filter value)` : '';
        throw new BadRequest(`${given}${intermediate}; use one of ${BOTTOM_CATEGORIES.join(', ')}`);
      }
      const lang = resolveLanguage(query.get('lang'));
      const path = `/downloads/${category}/${lang}/products.json`;
      const address = `${this.publicUrl()}${path}?${this.signer.sign(path, this.now())}`;
      sendJson(response, 200, { Language: lang, Category: category, ProductDataDownloadUrl: address });
    });
  }

  /**
   * GET /downloads/<category>/<lang>/products.json?issued&expires&signature: the file behind a
   * download address. Like a presigned object URL it needs no API key; a bad signature is 403, an
   * expired one 403 saying so, a well-signed address of no file 404. The file is sent when its turn
   * comes (MAX_DOWNLOADS_AT_ONCE); until then the answer waits, headers and all.
   *
   * HEAD of the same address answers as GET would, its Content-Length included, without the file (RFC 9110
   * 9.3.2: a server that answers GET answers HEAD): what a client asks to learn the file's size before it
   * decides to fetch it. With nothing to send, it takes no turn.
   */
  async download(
    path: string,
    query: URLSearchParams,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const check = this.signer.check(path, query, this.now());
    if (!check.valid) {
      const message =
        check.reason === 'expired'
          ? `Request has expired: this download address was issued at ${new Date(check.issued).toISOString()} and expired at ${new Date(check.expiresAt).toISOString()} (addresses last 7 days); request a new one from /v2/products/getproductdatadownloadurl`
          : 'The signature of this download address does not match: use the address exactly as getproductdatadownloadurl returned it';
      sendError(response, 403, message);
      return;
    }
    const [, , category, lang, file] = path.split('/');
    if (!isBottomCategory(category) || !isLanguage(lang) || file !== 'products.json') {
      sendError(response, 404, 'Not Found');
      return;
    }
    // Made now, so that a client gone while its file is made or while it waits leaves the queue.
    const gone = closedSignal(response);
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const files = this.filesNow();
    const body = gzip ? await files.gzipped(category, lang) : await files.plain(category, lang);
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${category}-${lang}.json"`,
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    };
    if (request.method === 'HEAD') {
      response.writeHead(200, { ...headers, 'content-length': body.length }).end();
      return;
    }
    await this.downloads.run(gone, () => sendFile(response, headers, body, gone));
  }

  private parse<T>(parameter: string, parseValue: () => T): T {
    try {
      return parseValue();
    } catch (error) {
      if (error instanceof FilterError) {
        throw new BadRequest(`Invalid ${parameter}: ${error.message}`);
      }
      throw error;
    }
  }

  private answer(response: ServerResponse, work: () => void): void {
    try {
      work();
    } catch (error) {
      if (error instanceof BadRequest) {
        sendError(response, 400, error.message);
        return;
      }
      throw error;
    }
  }
}
