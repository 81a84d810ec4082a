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

/**
 * Products' JSON as their checksum hashed it: UTF-8, CHECKSUM_CHUNK products a chunk, each chunk the JSON of
 * an array of them (`[`, the products' JSON between commas, `]`), and where each product's JSON starts in its
 * chunk. What a snapshot keeps in place of its products' objects: hashed again as it is, it tells whether it
 * changed, with no JSON to make; and each product is read from it only when wanted.
 */
export interface ProductsText {
  readonly chunks: readonly Uint8Array<ArrayBuffer>[];
  /** For each product in order, the offset of its JSON in its chunk (product `i` is in chunk `i / CHECKSUM_CHUNK`). */
  readonly starts: readonly number[];
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
  /** Each chunk's bytes and each product's start in its chunk, when the text is kept. */
  private readonly kept: { chunks: Uint8Array<ArrayBuffer>[]; starts: number[] } | undefined;

  /** `keepText`: also keep the bytes hashed (text()), a copy of each chunk's, rather than only their digest. */
  constructor(
    private readonly sha256: Sha256,
    { keepText = false }: { readonly keepText?: boolean } = {},
  ) {
    this.kept = keepText ? { chunks: [], starts: [] } : undefined;
  }

  /** The next product. Its chunk is hashed once CHECKSUM_CHUNK products are in it. */
  add(product: unknown): void {
    // The chunk's JSON is the array's: `[`, the products' own JSON between commas, `]` (null for what JSON
    // has no text for, as in an array).
    const json = JSON.stringify(product) ?? 'null';
    // UTF-8 takes at most 3 bytes for each UTF-16 unit; 2 more for the comma and the closing bracket.
    this.reserve(json.length * 3 + 2);
    this.bytes[this.length] = this.inChunk === 0 ? OPEN_BRACKET : COMMA;
    this.kept?.starts.push(this.length + 1);
    this.length += 1 + this.encoder.encodeInto(json, this.bytes.subarray(this.length + 1)).written;
    this.inChunk += 1;
    this.count += 1;
    if (this.inChunk === CHECKSUM_CHUNK) this.hashChunk();
  }

  /** The checksum of every product added. Rejects with what the hashing threw (no WebCrypto, say). */
  async value(): Promise<string> {
    if (this.inChunk > 0) this.hashChunk();
    return checksumOfDigests(this.sha256, await Promise.all(this.digests), this.count);
  }

  /**
   * The bytes hashed, when the checksum was made with `keepText`: call it after value(), which closes the last
   * chunk. Undefined otherwise.
   */
  text(): ProductsText | undefined {
    return this.kept;
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
    const hashed = this.kept ? this.bytes.slice(0, this.length + 1) : this.bytes.subarray(0, this.length + 1);
    this.kept?.chunks.push(hashed);
    const digest = this.sha256(hashed);
    digest.catch(() => undefined);
    this.digests.push(digest);
    this.length = 0;
    this.inChunk = 0;
  }
}

/** The checksum of `count` products from their chunks' digests, in order: SHA-256 of the digests one after another. */
async function checksumOfDigests(
  sha256: Sha256,
  digests: readonly Uint8Array<ArrayBuffer>[],
  count: number,
): Promise<string> {
  const all = new Uint8Array(digests.length * 32);
  digests.forEach((digest, index) => all.set(digest, index * 32));
  return `sha256:${hex(await sha256(all))}:${count}`;
}

/**
 * Chunks hashed at once by checksumOfText. WebCrypto copies what it hashes on the calling thread before it hashes
 * it on another: all of a category's chunks at once would make the runtime find 155 MB of fresh memory for the
 * copies (0.1 s of page faults on the pane's thread, measured in Node), where two at a time reuse the memory of
 * the ones before and still keep two threads hashing.
 */
const CHUNKS_HASHED_AT_ONCE = 2;

/**
 * The checksum of `count` products from the bytes ProductsChecksum hashed for them (ProductsText's chunks): the
 * same as ProductsChecksum's of the products themselves, made with no JSON at all, each chunk hashed off this
 * thread.
 */
export async function checksumOfText(
  sha256: Sha256,
  chunks: readonly Uint8Array<ArrayBuffer>[],
  count: number,
): Promise<string> {
  const digests: Uint8Array<ArrayBuffer>[] = [];
  let next = 0;
  const hashing = async (): Promise<void> => {
    while (next < chunks.length) {
      const number = next;
      next += 1;
      digests[number] = await sha256(chunks[number]);
    }
  };
  await Promise.all(Array.from({ length: CHUNKS_HASHED_AT_ONCE }, hashing));
  return checksumOfDigests(sha256, digests, count);
}

const OPEN_BRACKET = 0x5b;
const COMMA = 0x2c;
const CLOSING_BRACKET = 0x5d;

/** The checksum an attempt at a file asks for, where the runtime has WebCrypto to make it. */
export function checksumFor(attempt: FileAttempt): ProductsChecksum | undefined {
  const sha256 = attempt.checksum ? webCryptoSha256() : undefined;
  return sha256 && new ProductsChecksum(sha256);
}
