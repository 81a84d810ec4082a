import { isBottomCategory, isLanguage, partnoKey } from '../catalog';
import { ProductsChecksum, type ProductsText, webCryptoSha256 } from '../client';
import { TimeSlices } from '../TimeSlices';
import type { Snapshot, SnapshotInfo } from './Snapshot';
import { SnapshotsUnavailableError } from './SnapshotsUnavailableError';

/**
 * The most products a snapshot may say it has: twenty times the largest category. Checked before anything
 * is allocated for it, so that a damaged count cannot make a load take the runtime's whole memory.
 */
export const MAX_SNAPSHOT_PRODUCTS = 1_000_000;

/** Why a kept snapshot cannot be used, as Diagnostics names it. */
export type SnapshotProblem =
  /**
   * Its date cannot be read. (A date ahead of the service's clock is no damage: the snapshot is then stale,
   * SnapshotFreshness.)
   */
  | 'date'
  /** Its counts are not whole numbers within bounds, or do not match what it holds. */
  | 'counts'
  /** A product is not a product of its category (no record, no part number as text). */
  | 'structure'
  /** A part number is held twice. */
  | 'duplicate'
  /** Its products are not those its checksum was written for. */
  | 'checksum';

/**
 * The checksum written with a snapshot: ProductsChecksum's (SHA-256, the runtime's WebCrypto, of the digests of
 * its products' JSON, 2,000 products at a time, with their count). It tells a snapshot changed in the store (a
 * storage fault, a hand edit, another program) from the one that was saved. About 0.4 s for the largest
 * category; the event loop has its turns between chunks, so that the pane stays responsive while a category
 * is hashed. A download computes the same as its products arrive (FileAttempt.checksum).
 */
export async function snapshotChecksum(products: readonly unknown[]): Promise<string> {
  return (await checksummed(products)).checksum;
}

/**
 * snapshotChecksum's checksum, and with `keepText` the bytes it hashed (what a snapshot kept as text holds).
 */
export async function checksummed(
  products: readonly unknown[],
  { keepText = false } = {},
): Promise<{ checksum: string; text?: ProductsText }> {
  const checksum = new ProductsChecksum(sha256, { keepText });
  const slices = new TimeSlices();
  for (const product of products) {
    await slices.pause();
    checksum.add(product);
  }
  const value = await checksum.value();
  const text = checksum.text();
  return text ? { checksum: value, text } : { checksum: value };
}

/**
 * SHA-256 by the runtime's WebCrypto. It is there in Excel's runtimes and every page served over https or
 * from localhost; a page served over plain http elsewhere has none, and is told so (it keeps no snapshot).
 */
export function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const webCrypto = webCryptoSha256();
  if (!webCrypto) return Promise.reject(new SnapshotsUnavailableError('noWebCrypto'));
  return webCrypto(bytes);
}

const isCount = (value: unknown, max: number): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;

/**
 * What is wrong with a kept snapshot's facts, read before its products: a date that cannot be read, counts out
 * of bounds; undefined when they can be believed.
 */
export function snapshotInfoProblem(info: SnapshotInfo): SnapshotProblem | undefined {
  const issued = typeof info.issuedAt === 'string' ? Date.parse(info.issuedAt) : Number.NaN;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(String(info.issuedAt)) || !Number.isFinite(issued)) return 'date';
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
export async function snapshotProblem(snapshot: Snapshot): Promise<SnapshotProblem | undefined> {
  const problem = snapshotInfoProblem(snapshot);
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

/**
 * A snapshot of `products` as downloaded, with its count and the checksum that is kept with it: `checksum`,
 * made by the download as the products arrived (FileAttempt.checksum), or made now.
 */
export async function newSnapshot(
  fields: Omit<Snapshot, 'productCount' | 'checksum'>,
  checksum?: string,
): Promise<Snapshot> {
  return {
    ...fields,
    productCount: fields.products.length,
    checksum: checksum ?? (await snapshotChecksum(fields.products)),
  };
}
