import type { FileAttempt } from './ProductFileSource';

/** Products hashed together: a few MB of JSON at a time, never the whole file's worth. */
export const CHECKSUM_CHUNK = 2_000;

/**
 * SHA-256 of some bytes, as WebCrypto's `digest` gives it. Like `digest`, it takes its copy of the bytes before
 * it returns: ProductsChecksum writes the next chunk's bytes into the same buffer.
 */
export type Sha256 = (bytes: Uint8Array<ArrayBuffer>) => Promise<Uint8Array<ArrayBuffer>>;

/**
 * SHA-256 by the runtime's WebCrypto: there in Excel's runtimes, in Node, in workers and in every page served
 * over https or from localhost; undefined in a page served over plain http elsewhere.
 */
export function webCryptoSha256(): Sha256 | undefined {
  const subtle = (globalThis as { crypto?: { subtle?: Pick<typeof crypto.subtle, 'digest'> } }).crypto?.subtle;
  if (!subtle) return undefined;
  return async (bytes) => new Uint8Array(await subtle.digest('SHA-256', bytes));
}

const hex = (bytes: Uint8Array<ArrayBuffer>): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The checksum of products given one at a time, in order (snapshotChecksum's: SHA-256 of the digests of their
 * JSON, CHECKSUM_CHUNK products at a time, with their count), each chunk hashed as soon as it is whole. Given
 * the products as a file arrives, the checksum is ready with its last product: the JSON is made while the
 * next bytes are awaited, and WebCrypto hashes off the thread. Not a defence against a forger, who could
 * write a new one; it tells products changed since (a storage fault, a hand edit) from the ones hashed.
 *
 * @example
 * const checksum = new ProductsChecksum(webCryptoSha256()!);
 * for (const product of products) checksum.add(product);
 * await checksum.value(); // 'sha256:3f1c…:42001'
 */
export class ProductsChecksum {
  private readonly encoder = new TextEncoder();
  /**
   * The chunk's JSON so far, as UTF-8: each product's JSON is written here as it is added, so that no text of
   * a whole chunk (a few MB) is ever made. Such texts are allocated where the collector counts them as old
   * memory: a restart checking 155 MB of kept snapshots made it walk the whole heap for them. Reused from
   * chunk to chunk, since digest takes its own copy of what it is given at once (WebCrypto's rule).
   */
  private bytes = new Uint8Array(1 << 16);
  private length = 0;
  private inChunk = 0;
  private readonly digests: Promise<Uint8Array<ArrayBuffer>>[] = [];
  private count = 0;

  constructor(private readonly sha256: Sha256) {}

  /** The next product. Its chunk is hashed once CHECKSUM_CHUNK products are in it. */
  add(product: unknown): void {
    // The chunk's JSON is the array's: `[`, the products' own JSON between commas, `]` (null for what JSON
    // has no text for, as in an array).
    const json = JSON.stringify(product) ?? 'null';
    // UTF-8 takes at most 3 bytes for each UTF-16 unit; 2 more for the comma and the closing bracket.
    this.reserve(json.length * 3 + 2);
    this.bytes[this.length] = this.inChunk === 0 ? OPEN_BRACKET : COMMA;
    this.length += 1 + this.encoder.encodeInto(json, this.bytes.subarray(this.length + 1)).written;
    this.inChunk += 1;
    this.count += 1;
    if (this.inChunk === CHECKSUM_CHUNK) this.hashChunk();
  }

  /** The checksum of every product added. Rejects with what the hashing threw (no WebCrypto, say). */
  async value(): Promise<string> {
    if (this.inChunk > 0) this.hashChunk();
    const digests = await Promise.all(this.digests);
    const all = new Uint8Array(digests.length * 32);
    digests.forEach((digest, index) => all.set(digest, index * 32));
    return `sha256:${hex(await this.sha256(all))}:${this.count}`;
  }

  private reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + more));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  private hashChunk(): void {
    this.bytes[this.length] = CLOSING_BRACKET;
    // Hashed off this thread, on digest's own copy of the bytes. Observed at once, so that a failure is
    // value()'s and never unhandled.
    const digest = this.sha256(this.bytes.subarray(0, this.length + 1));
    digest.catch(() => undefined);
    this.digests.push(digest);
    this.length = 0;
    this.inChunk = 0;
  }
}

const OPEN_BRACKET = 0x5b;
const COMMA = 0x2c;
const CLOSING_BRACKET = 0x5d;

/** The checksum an attempt at a file asks for, where the runtime has WebCrypto to make it. */
export function checksumFor(attempt: FileAttempt): ProductsChecksum | undefined {
  const sha256 = attempt.checksum ? webCryptoSha256() : undefined;
  return sha256 && new ProductsChecksum(sha256);
}
