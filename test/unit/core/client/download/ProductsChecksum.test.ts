import { createHash } from 'node:crypto';
import { CHECKSUM_CHUNK, checksumOfText, ProductsChecksum, webCryptoSha256 } from '../../../../../src/core/client';
import { snapshotChecksum } from '../../../../../src/core/snapshots';

/** The checksum as written down: SHA-256 of each chunk's JSON, then of their digests together, with the count. */
function expected(products: readonly unknown[]): string {
  const digests: Buffer[] = [];
  for (let start = 0; start < products.length; start += CHECKSUM_CHUNK) {
    digests.push(
      createHash('sha256')
        .update(JSON.stringify(products.slice(start, start + CHECKSUM_CHUNK)))
        .digest(),
    );
  }
  return `sha256:${createHash('sha256').update(Buffer.concat(digests)).digest('hex')}:${products.length}`;
}

const productsOf = (count: number): unknown[] =>
  Array.from({ length: count }, (_, index) => ({
    category: 'inductors',
    record: { Partno: `LQW15AN${String(index).padStart(5, '0')}`, Remark: index % 7 === 0 ? '“quoted” µH ✓' : '' },
  }));

describe('ProductsChecksum', () => {
  test.each([0, 1, CHECKSUM_CHUNK - 1, CHECKSUM_CHUNK, CHECKSUM_CHUNK + 1, 2 * CHECKSUM_CHUNK + 500])(
    '%i products given one at a time: the checksum as written down, and as snapshotChecksum makes it',
    async (count) => {
      const products = productsOf(count);
      const checksum = new ProductsChecksum(webCryptoSha256()!);
      for (const product of products) checksum.add(product);
      const value = await checksum.value();
      expect(value).toBe(expected(products));
      expect(await snapshotChecksum(products)).toBe(value);
    },
  );

  test('chunks longer and shorter than the one before, in 1-, 2-, 3- and 4-byte UTF-8: each hashed as its own JSON', async () => {
    // The bytes of each chunk are written into one buffer, grown when a chunk needs more: a digest must be of
    // its chunk's bytes alone, never of what the one before left behind.
    const remarks = ['', 'µ'.repeat(400), 'x', '漢字'.repeat(300), '𝄞'.repeat(200), 'end'];
    const products = remarks.flatMap((remark, chunk) =>
      Array.from({ length: CHECKSUM_CHUNK }, (_, index) => ({
        category: 'inductors',
        record: { Partno: `P${chunk}-${index}`, Remark: remark },
      })),
    );
    const checksum = new ProductsChecksum(webCryptoSha256()!);
    for (const product of products) checksum.add(product);
    expect(await checksum.value()).toBe(expected(products));
  });

  test.each([0, 1, CHECKSUM_CHUNK, 2 * CHECKSUM_CHUNK + 500])(
    '%i products with the text kept: the bytes hashed, each product where its start says, the same checksum again from them',
    async (count) => {
      const products = productsOf(count);
      const checksum = new ProductsChecksum(webCryptoSha256()!, { keepText: true });
      for (const product of products) checksum.add(product);
      const value = await checksum.value();
      expect(value).toBe(expected(products));
      const text = checksum.text()!;
      const decoder = new TextDecoder();
      expect(text.chunks.map((chunk) => decoder.decode(chunk))).toEqual(
        Array.from({ length: Math.ceil(count / CHECKSUM_CHUNK) }, (_, index) =>
          JSON.stringify(products.slice(index * CHECKSUM_CHUNK, (index + 1) * CHECKSUM_CHUNK)),
        ),
      );
      expect(text.starts).toHaveLength(count);
      products.forEach((product, index) => {
        const chunk = text.chunks[Math.floor(index / CHECKSUM_CHUNK)];
        const start = text.starts[index];
        const json = JSON.stringify(product);
        expect(decoder.decode(chunk.subarray(start, start + new TextEncoder().encode(json).length))).toBe(json);
      });
      expect(await checksumOfText(webCryptoSha256()!, text.chunks, count)).toBe(value);
    },
  );

  test('without keepText, no text is kept', async () => {
    const checksum = new ProductsChecksum(webCryptoSha256()!);
    checksum.add({ record: { Partno: 'A' } });
    await checksum.value();
    expect(checksum.text()).toBeUndefined();
  });

  test('values that JSON writes as null in an array: as the JSON of the array has them', async () => {
    const values = [undefined, null, () => 1, { record: { Partno: 'A' } }, 'text', 3];
    const checksum = new ProductsChecksum(webCryptoSha256()!);
    for (const value of values) checksum.add(value);
    expect(await checksum.value()).toBe(expected(values));
  });

  test('one value changed anywhere changes the checksum', async () => {
    const products = productsOf(CHECKSUM_CHUNK + 10) as { record: { Remark: string } }[];
    const before = await snapshotChecksum(products);
    products[CHECKSUM_CHUNK + 3].record.Remark = 'edited';
    expect(await snapshotChecksum(products)).not.toBe(before);
  });

  test('a hashing that fails rejects value(), and nothing is left unhandled meanwhile', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const checksum = new ProductsChecksum(() => Promise.reject(new Error('no WebCrypto here')));
      for (const product of productsOf(CHECKSUM_CHUNK * 2)) checksum.add(product);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(checksum.value()).rejects.toThrow('no WebCrypto here');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
