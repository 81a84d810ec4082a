import { isBottomCategory, isLanguage, partnoKey } from '../catalog';
import type { Snapshot, SnapshotInfo } from './Snapshot';
import { TimeSlices } from '../TimeSlices';
import { SnapshotsUnavailableError } from './SnapshotsUnavailableError';

/**
 * How far ahead of this computer's clock a snapshot's date may be and still be believed: clocks of two
 * machines disagree by seconds, rarely minutes. A date further ahead would count as fresh for ever.
 */
export const SNAPSHOT_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The most products a snapshot may say it has: twenty times the largest category. Checked before anything
 * is allocated for it, so that a damaged count cannot make a load take the runtime's whole memory.
 */
export const MAX_SNAPSHOT_PRODUCTS = 1_000_000;

/** Why a kept snapshot cannot be used, as Diagnostics names it. */
export type SnapshotProblem =
  /** Its date cannot be read, or is in the future. */
  | 'date'
  /** Its counts are not whole numbers within bounds, or do not match what it holds. */
  | 'counts'
  /** A product is not a product of its category (no record, no part number as text). */
  | 'structure'
  /** A part number is held twice. */
  | 'duplicate'
  /** Its products are not those its checksum was written for. */
  | 'checksum';

/** Products hashed together: a few MB of JSON at a time, never the whole file's worth. */
const CHECKSUM_CHUNK = 2_000;

const hex = (bytes: Uint8Array<ArrayBuffer>): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The checksum written with a snapshot: SHA-256 (the runtime's WebCrypto, in Excel, browsers and Node) of
 * the digests of its products' JSON, CHECKSUM_CHUNK products at a time, with their count. Not a defence
 * against a forger, who could write a new one; it tells a snapshot changed in the store (a storage fault, a
 * hand edit, another program) from the one that was saved. Native hashing, a chunk at a time: about half a
 * second for the largest category, and no text as large as the whole file is ever made. The event loop has
 * its turns between chunks (a few tens of ms each), so that the pane stays responsive while a category is hashed.
 */
export async function snapshotChecksum(products: readonly unknown[]): Promise<string> {
  const encoder = new TextEncoder();
  const chunks = Math.ceil(products.length / CHECKSUM_CHUNK);
  const digests = new Uint8Array(chunks * 32);
  const slices = new TimeSlices();
  // WebCrypto hashes off this thread: each chunk's digest runs while the next chunk's JSON is made, at most
  // one waiting at a time, so that no more than two chunks' bytes are held.
  let hashing: Promise<void> = Promise.resolve();
  for (let index = 0; index < chunks; index += 1) {
    await slices.pause();
    const start = index * CHECKSUM_CHUNK;
    const bytes = encoder.encode(JSON.stringify(products.slice(start, start + CHECKSUM_CHUNK)) ?? '');
    await hashing;
    hashing = sha256(bytes).then((digest) => digests.set(digest, index * 32));
    // Observed at once: a failure (no WebCrypto) is thrown by the `await hashing` that follows, and must not
    // count as unhandled while this thread gives the event loop a turn before it.
    hashing.catch(() => undefined);
  }
  await hashing;
  return `sha256:${hex(await sha256(digests))}:${products.length}`;
}

/**
 * SHA-256 by the runtime's WebCrypto. It is there in Excel's runtimes and every page served over https or
 * from localhost; a page served over plain http elsewhere has none, and is told so (it keeps no snapshot).
 */
async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const subtle = (globalThis as { crypto?: { subtle?: Pick<typeof crypto.subtle, 'digest'> } }).crypto?.subtle;
  if (!subtle) {
    throw new SnapshotsUnavailableError('noWebCrypto');
  }
  return new Uint8Array(await subtle.digest('SHA-256', bytes));
}

const isCount = (value: unknown, max: number): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;

/**
 * What is wrong with a kept snapshot's facts, read before its products: a date that cannot be read or lies
 * in the future (beyond SNAPSHOT_CLOCK_SKEW_MS), counts out of bounds; undefined when they can be believed.
 */
export function snapshotInfoProblem(info: SnapshotInfo, now: number): SnapshotProblem | undefined {
  const issued = typeof info.issuedAt === 'string' ? Date.parse(info.issuedAt) : Number.NaN;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(String(info.issuedAt)) || !Number.isFinite(issued)) return 'date';
  if (issued > now + SNAPSHOT_CLOCK_SKEW_MS) return 'date';
  if (!isCount(info.productCount, MAX_SNAPSHOT_PRODUCTS)) return 'counts';
  if (!isCount(info.bytes, Number.MAX_SAFE_INTEGER)) return 'counts';
  if (!isBottomCategory(info.category) || !isLanguage(info.lang)) return 'structure';
  if (typeof info.checksum !== 'string') return 'checksum';
  return undefined;
}

/**
 * What is wrong with a kept snapshot, read whole: its facts (snapshotInfoProblem), then every product (an
 * object whose record has its part number as text), its count, no part number twice, and its checksum;
 * undefined when it answers exactly as the one that was saved.
 */
export async function snapshotProblem(snapshot: Snapshot, now: number): Promise<SnapshotProblem | undefined> {
  const problem = snapshotInfoProblem(snapshot, now);
  if (problem) return problem;
  const { products } = snapshot;
  if (!Array.isArray(products) || products.length !== snapshot.productCount) return 'counts';
  const seen = new Set<string>();
  for (const product of products as readonly unknown[]) {
    const record = (product as { record?: unknown } | null)?.record as { Partno?: unknown } | null | undefined;
    if (typeof product !== 'object' || product === null || typeof record !== 'object' || record === null) {
      return 'structure';
    }
    if (typeof record.Partno !== 'string' || (product as { category?: unknown }).category !== snapshot.category) {
      return 'structure';
    }
    const key = partnoKey(record.Partno);
    if (seen.has(key)) return 'duplicate';
    seen.add(key);
  }
  return (await snapshotChecksum(products)) === snapshot.checksum ? undefined : 'checksum';
}

/** A snapshot of `products` as downloaded, with its count and the checksum that is kept with it. */
export async function newSnapshot(fields: Omit<Snapshot, 'productCount' | 'checksum'>): Promise<Snapshot> {
  return { ...fields, productCount: fields.products.length, checksum: await snapshotChecksum(fields.products) };
}
