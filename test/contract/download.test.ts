import { type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { BottomCategory, Language } from '../../src/core/catalog';
import { DownloadSigner } from '../../src/service/DownloadSigner';
import { MAX_DOWNLOADS_AT_ONCE } from '../../src/service/Routes';
import { sharedStore } from '../../src/service/sharedStore';
import { products } from '../support/oracle';
import { get, type SearchJson, searchOk, TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

const SECRET = 'contract-test-signing-secret';
const DAY = 24 * 60 * 60 * 1000;

let now = Date.UTC(2026, 10, 1);

const service = useContractService({ service: { signingSecret: SECRET, now: () => now }, settings: false });

interface DownloadUrlJson {
  Language: string;
  Category: string;
  ProductDataDownloadUrl: string;
}

async function downloadUrl(query: string): Promise<DownloadUrlJson> {
  const response = await get(service.url, `/v2/products/getproductdatadownloadurl?${query}`);
  expect(response.status).toBe(200);
  return response.json as DownloadUrlJson;
}

/** The path and query of a download address, to fetch it from the test's service. */
function pathOf(address: string): string {
  const url = new URL(address);
  expect(url.origin).toBe(service.url);
  return `${url.pathname}${url.search}`;
}

describe('the URL operation (spec 4.1)', () => {
  test.each(['ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors'])(
    'returns a record for %s',
    async (category) => {
      const record = await downloadUrl(`category=${category}&lang=zh`);
      expect(Object.keys(record)).toEqual(['Language', 'Category', 'ProductDataDownloadUrl']);
      expect(record).toEqual(expect.objectContaining({ Language: 'zh', Category: category }));
      expect(record.ProductDataDownloadUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/downloads\//);
    },
  );

  test('lang omitted or not one of ja/zh/en is en', async () => {
    expect((await downloadUrl('category=inductors')).Language).toBe('en');
    expect((await downloadUrl('category=inductors&lang=EN-us')).Language).toBe('en');
  });

  test.each([
    [
      'category=ceramicCapacitors',
      '"ceramicCapacitors" is not a category of this operation (ceramicCapacitors is only a search filter value); use one of ceramicCapacitorsSMD, ceramicCapacitorsLead, inductors',
    ],
    ['lang=en', 'The parameter category is missing; use one of ceramicCapacitorsSMD, ceramicCapacitorsLead, inductors'],
    [
      'category=resistors',
      '"resistors" is not a category of this operation; use one of ceramicCapacitorsSMD, ceramicCapacitorsLead, inductors',
    ],
  ])('%s is 400', async (query, message) => {
    const response = await get(service.url, `/v2/products/getproductdatadownloadurl?${query}`);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message });
  });
});

describe('the file behind a download address', () => {
  test('needs no API key, holds every product of the category, gzip when accepted', async () => {
    const record = await downloadUrl('category=ceramicCapacitorsLead&lang=ja');
    const response = await get(service.url, pathOf(record.ProductDataDownloadUrl), {
      'accept-encoding': 'gzip, deflate',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    const file = JSON.parse(gunzipSync(response.body).toString('utf8')) as Pick<SearchJson, 'Data'>;
    expect(Object.keys(file)).toEqual(['Data']);
    expect(Object.keys(file.Data)).toEqual(['CeramicCapacitorsLead']);
    const group = file.Data.CeramicCapacitorsLead;
    expect(group.Manufacturer).toEqual(expect.any(String));
    const expected = products().filter((product) => product.category === 'ceramicCapacitorsLead');
    expect(group.Products.map((product) => product.Partno)).toEqual(expected.map((product) => product.record.Partno));
    // The file is in the language asked for: Status in Japanese (spec 4.4).
    const japaneseStatuses = new Set(['开発中', '生产中', 'NRND', '生产中止予定', '生产中止']);
    expect(group.Products.every((product) => japaneseStatuses.has(product.Status))).toBe(true);
  });

  test('without Accept-Encoding it is plain JSON with a Content-Length', async () => {
    const record = await downloadUrl('category=inductors');
    const response = await get(service.url, pathOf(record.ProductDataDownloadUrl), {});
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    const file = JSON.parse(response.body.toString('utf8')) as Pick<SearchJson, 'Data'>;
    expect(file.Data.Inductors.Products.length).toBe(
      products().filter((product) => product.category === 'inductors').length,
    );
  });

  test('a tampered address is 403', async () => {
    const path = pathOf((await downloadUrl('category=inductors')).ProductDataDownloadUrl);
    const tampered = [
      path.replace('/inductors/', '/ceramicCapacitorsSMD/'),
      path.replace('/en/', '/ja/'),
      path.replace(/issued=(\d+)/, (_match, issued: string) => `issued=${Number(issued) + 1}`),
      path.replace(/expires=\d+/, 'expires=99999999'),
      path.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'a' ? 'b' : 'a'}`),
      path.replace(/&signature=[0-9a-f]+/, ''),
    ];
    for (const candidate of tampered) {
      expect(candidate).not.toBe(path);
      const response = await get(service.url, candidate, {});
      expect(response.status).toBe(403);
      expect((response.json as { message: string }).message).toContain(
        'signature of this download address does not match',
      );
    }
  });

  test('an address works for 7 days after it was issued and then is 403 saying it expired', async () => {
    const issuedAt = now;
    const path = pathOf((await downloadUrl('category=ceramicCapacitorsLead')).ProductDataDownloadUrl);
    try {
      now = issuedAt + 7 * DAY;
      expect((await get(service.url, path, { 'accept-encoding': 'gzip' })).status).toBe(200);
      now = issuedAt + 7 * DAY + 1;
      const expired = await get(service.url, path, {});
      expect(expired.status).toBe(403);
      expect((expired.json as { message: string }).message).toMatch(
        /^Request has expired: this download address was issued at 2026-11-01T00:00:00.000Z and expired at 2026-11-08T00:00:00.000Z/,
      );
    } finally {
      now = issuedAt;
    }
  });

  test('a well-signed address of a file that does not exist is 404', async () => {
    const path = '/downloads/inductors/en/other.json';
    const response = await get(service.url, `${path}?${new DownloadSigner(SECRET).sign(path, now)}`, {});
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Not Found' });
  });
});

/** The file as the service joined it before files were made once and kept: the bytes every download must carry. */
function joinedFile(category: BottomCategory, lang: Language): Buffer {
  const store = sharedStore();
  return Buffer.concat(store.dataJson(store.indicesOfCategory(category), lang, '{"Data":', '}'));
}

/** Byte for byte; Jest's toEqual walks a Buffer element by element, which takes seconds for a MB. */
function expectSameBytes(actual: Buffer, expected: Buffer): void {
  expect(actual.length).toBe(expected.length);
  expect(actual.equals(expected)).toBe(true);
}

interface OpenDownload {
  readonly request: ClientRequest;
  /** Its answer's headers, once the service has started sending it. */
  readonly response: Promise<IncomingMessage>;
  /** The client goes away: closes its connection, read or not. */
  leave(): void;
}

/** A download on its own connection whose body is read only when the test reads it: until then it stalls. */
function openDownload(path: string, headers: Record<string, string> = {}): OpenDownload {
  const request = httpRequest(`${service.url}${path}`, { headers, agent: false });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  // A client that leaves sees its request fail; that is what it asked for.
  response.catch(() => undefined);
  request.end();
  return { request, response, leave: () => request.destroy() };
}

function bodyOf(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.once('end', () => resolve(Buffer.concat(chunks)));
    response.once('error', reject);
  });
}

/** Reads until `bytes` have come, without keeping them. */
function readSome(response: IncomingMessage, bytes: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let received = 0;
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received >= bytes) {
        response.off('data', onData);
        response.pause();
        resolve();
      }
    };
    response.on('data', onData);
    response.once('error', reject);
  });
}

/** Reads to the end and counts, without keeping the bytes. */
function byteCountOf(response: IncomingMessage): Promise<number> {
  return new Promise((resolve, reject) => {
    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    response.once('end', () => resolve(received));
    response.once('error', reject);
  });
}

const GZIP = { 'accept-encoding': 'gzip' };

describe('files made once, sent a few at a time', () => {
  test.each([
    ['uncompressed', {}],
    ['gzip', GZIP],
  ] as const)(
    'the %s file is byte for byte the JSON of the category, the same as a search answers, with its Content-Length',
    async (_encoding, headers) => {
      const expected = joinedFile('ceramicCapacitorsLead', 'ja');
      const path = pathOf((await downloadUrl('category=ceramicCapacitorsLead&lang=ja')).ProductDataDownloadUrl);
      const response = await get(service.url, path, headers);
      expect(response.status).toBe(200);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      const plain = headers === GZIP ? gunzipSync(response.body) : response.body;
      if (headers === GZIP) expectSameBytes(response.body, gzipSync(expected));
      expectSameBytes(plain, expected);

      // What the file says of a product is what a search says of it, in the same order.
      const file = JSON.parse(plain.toString('utf8')) as Pick<SearchJson, 'Data'>;
      const search = await searchOk(service.url, { $filter: "Category eq 'ceramicCapacitorsLead'", lang: 'ja' });
      const { Products: fileProducts, ...fileGroup } = file.Data.CeramicCapacitorsLead;
      const { Products: searchProducts, ...searchGroup } = search.Data.CeramicCapacitorsLead;
      expect(fileGroup).toEqual(searchGroup);
      expect(fileProducts.slice(0, searchProducts.length)).toEqual(searchProducts);
    },
  );

  test('more downloads of one file at once than are sent at once all arrive whole', async () => {
    const expected = joinedFile('ceramicCapacitorsLead', 'en');
    const path = pathOf((await downloadUrl('category=ceramicCapacitorsLead&lang=en')).ProductDataDownloadUrl);
    const downloads = [
      ...Array.from({ length: 2 * MAX_DOWNLOADS_AT_ONCE + 1 }, () => get(service.url, path, {})),
      ...Array.from({ length: 2 }, () => get(service.url, path, GZIP)),
    ];
    const answers = await Promise.all(downloads);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expectSameBytes(answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body, expected);
    }
    expect(answers.filter((answer) => answer.headers['content-encoding'] === 'gzip')).toHaveLength(2);
  });

  test.each([
    ['uncompressed', {}],
    ['gzip', GZIP],
  ] as const)(
    'HEAD answers the %s file as GET does, its Content-Length included, without the file',
    async (_encoding, headers) => {
      const path = pathOf((await downloadUrl('category=inductors&lang=en')).ProductDataDownloadUrl);
      const head = await get(service.url, path, headers, 'HEAD');
      const whole = await get(service.url, path, headers);
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      const { date: _headDate, ...headHeaders } = head.headers;
      const { date: _getDate, ...getHeaders } = whole.headers;
      expect(headHeaders).toEqual(getHeaders);
      expect(Number(head.headers['content-length'])).toBe(whole.body.length);
    },
  );

  test('HEAD of a tampered address is 403 and of no file 404, as GET is', async () => {
    const path = pathOf((await downloadUrl('category=inductors')).ProductDataDownloadUrl);
    const tampered = path.replace('/inductors/', '/ceramicCapacitorsSMD/');
    expect((await get(service.url, tampered, {}, 'HEAD')).status).toBe(403);
    const missing = '/downloads/inductors/en/other.json';
    const signed = `${missing}?${new DownloadSigner(SECRET).sign(missing, now)}`;
    expect((await get(service.url, signed, {}, 'HEAD')).status).toBe(404);
    // The operations stay GET only (spec 4): HEAD of one is a problem with the method, 403 (spec 5).
    const operation = '/v2/products/getproductdatadownloadurl?category=inductors';
    expect((await get(service.url, operation, { 'x-api-key': TEST_KEY }, 'HEAD')).status).toBe(403);
  });

  test('a HEAD takes no turn: it is answered while every turn is held by a download', async () => {
    const large = pathOf((await downloadUrl('category=ceramicCapacitorsSMD&lang=en')).ProductDataDownloadUrl);
    const holders = Array.from({ length: MAX_DOWNLOADS_AT_ONCE }, () => openDownload(large));
    try {
      await Promise.all(holders.map((holder) => holder.response));
      const head = await get(service.url, large, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(Number(head.headers['content-length'])).toBe(joinedFile('ceramicCapacitorsSMD', 'en').length);
    } finally {
      for (const holder of holders) holder.leave();
    }
  });

  test('a queued download whose client leaves does not hold up the downloads after it', async () => {
    // The largest file is far more than the connection buffers hold: an unread download of it keeps its turn.
    const large = pathOf((await downloadUrl('category=ceramicCapacitorsSMD&lang=en')).ProductDataDownloadUrl);
    const small = pathOf((await downloadUrl('category=ceramicCapacitorsLead&lang=en')).ProductDataDownloadUrl);
    const holders = Array.from({ length: MAX_DOWNLOADS_AT_ONCE }, () => openDownload(large));
    try {
      const sending = await Promise.all(holders.map((holder) => holder.response));
      const leaving = openDownload(small);
      // Give the service a moment to take the request in and queue it: not a time the test asserts.
      await new Promise((resolve) => setTimeout(resolve, 200));
      leaving.leave();
      const later = openDownload(small);
      // One turn comes free: the first holder is read to its end.
      expect(await byteCountOf(sending[0])).toBe(Number(sending[0].headers['content-length']));
      // Had the client that left kept its place in the queue, and then its turn, this would never come.
      expectSameBytes(await bodyOf(await later.response), joinedFile('ceramicCapacitorsLead', 'en'));
    } finally {
      for (const holder of holders) holder.leave();
    }
  });

  test('downloads still arrive whole after other clients left in the middle of a file', async () => {
    const large = pathOf((await downloadUrl('category=ceramicCapacitorsSMD&lang=en')).ProductDataDownloadUrl);
    // More clients leave than turns exist: a turn kept by any of them would stall the downloads below.
    for (let count = 0; count <= MAX_DOWNLOADS_AT_ONCE; count += 1) {
      const download = openDownload(large);
      await readSome(await download.response, 1_000_000);
      download.leave();
    }
    const path = pathOf((await downloadUrl('category=inductors&lang=zh')).ProductDataDownloadUrl);
    const expected = joinedFile('inductors', 'zh');
    const answers = await Promise.all(
      Array.from({ length: MAX_DOWNLOADS_AT_ONCE + 1 }, () => get(service.url, path, {})),
    );
    for (const answer of answers) {
      expect(Number(answer.headers['content-length'])).toBe(expected.length);
      expectSameBytes(answer.body, expected);
    }
  });
});
