import { gzipSync } from 'node:zlib';
import { BOTTOM_CATEGORIES, LANGUAGES } from '../../../src/core/catalog';
import { generateDataset } from '../../../src/service/dataset';
import { DownloadFiles } from '../../../src/service/DownloadFiles';
import { ProductStore } from '../../../src/service/ProductStore';

// A small store cut from the real dataset: products of all three categories.
const all = generateDataset();
const store = new ProductStore(
  BOTTOM_CATEGORIES.flatMap((category) => all.filter((product) => product.category === category).slice(0, 300)),
);

/** The file as the service built it before files were kept: joined at once from the store's JSON. */
const joinedAtOnce = (category: (typeof BOTTOM_CATEGORIES)[number], lang: (typeof LANGUAGES)[number]): Buffer =>
  Buffer.concat(store.dataJson(store.indicesOfCategory(category), lang, '{"Data":', '}'));

/** Byte for byte; Jest's toEqual walks a Buffer element by element, seconds for a MB. */
function expectSameBytes(actual: Buffer, expected: Buffer): void {
  expect(actual.length).toBe(expected.length);
  expect(actual.equals(expected)).toBe(true);
}

describe('DownloadFiles', () => {
  const files = new DownloadFiles(store);

  test.each(BOTTOM_CATEGORIES.flatMap((category) => LANGUAGES.map((lang) => [category, lang] as const)))(
    '%s in %s: the uncompressed and gzip files are byte for byte the joined JSON and its gzip',
    async (category, lang) => {
      const expected = joinedAtOnce(category, lang);
      const plain = await files.plain(category, lang);
      expectSameBytes(Buffer.concat(plain.parts), expected);
      expect(plain.length).toBe(expected.length);
      const gzipped = await files.gzipped(category, lang);
      expectSameBytes(Buffer.concat(gzipped.parts), gzipSync(expected));
      expect(gzipped.length).toBe(gzipSync(expected).length);
    },
  );

  test('a file is made once and shared by every download of it', async () => {
    const [first, second] = await Promise.all([files.plain('inductors', 'ja'), files.plain('inductors', 'ja')]);
    expect(second).toBe(first);
    expect(await files.gzipped('inductors', 'ja')).toBe(await files.gzipped('inductors', 'ja'));
  });

  test("the uncompressed file is the store's own product JSON, not a copy", async () => {
    const plain = await files.plain('ceramicCapacitorsLead', 'en');
    const first = store.indicesOfCategory('ceramicCapacitorsLead')[0];
    expect(plain.parts).toContain(store.productJson(first, 'en'));
  });
});
