import { gunzipSync } from 'node:zlib';
import type { RunningService } from '../../src/service';
import { DownloadSigner } from '../../src/service/downloadSigning';
import { products } from './oracle';
import { get, type SearchJson, withService } from './support';

const SECRET = 'contract-test-signing-secret';
const DAY = 24 * 60 * 60 * 1000;

let service: RunningService;
let now = Date.UTC(2026, 10, 1);

beforeAll(async () => {
  service = await withService({ signingSecret: SECRET, now: () => now });
});
afterAll(() => service.close());

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
