import { partnoKey } from '../catalog';
import { CHECKSUM_CHUNK, checksumOfText } from '../client';
import type { Snapshot, SnapshotTextIndex, TextSnapshot } from './Snapshot';
import { type CheckedTextSnapshot, SnapshotIndex } from './SnapshotIndex';
import { infoOf } from './memorySnapshotStore';
import { checksummed, sha256, type SnapshotProblem, snapshotInfoProblem } from './snapshotChecks';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const indexChecksumOf = async (index: Uint8Array<ArrayBuffer>): Promise<string> => `sha256:${hex(await sha256(index))}`;

/**
 * `snapshot` as a store keeps it: its products' JSON as its checksum hashed it (made again now, the event loop
 * having its turns: about 0.45 s for the largest category) and the index of its part numbers. Undefined when its
 * products do not make one (a product with no record or no part number as text, of another category, a part
 * number twice, or bytes that are not those of its checksum): such a snapshot is kept as products, and fails
 * its checks when it is read, as before.
 */
export async function textSnapshotOf(snapshot: Snapshot): Promise<TextSnapshot | undefined> {
  const { products } = snapshot;
  const partnos: string[] = [];
  const bases: string[] = [];
  const seen = new Set<string>();
  for (const product of products as readonly unknown[]) {
    const record = (product as { record?: unknown } | null)?.record as
      { Partno?: unknown; PartnoWithoutPackageCode?: unknown } | null | undefined;
    if (typeof record !== 'object' || record === null || typeof record.Partno !== 'string') return undefined;
    if ((product as { category?: unknown }).category !== snapshot.category) return undefined;
    const key = partnoKey(record.Partno);
    if (seen.has(key)) return undefined;
    seen.add(key);
    partnos.push(key);
    const base = record.PartnoWithoutPackageCode;
    bases.push(typeof base === 'string' ? partnoKey(base) : '');
  }
  const made = await checksummed(products, { keepText: true });
  if (made.checksum !== snapshot.checksum) return undefined;
  const kept = made.text!;
  const index = encoder.encode(JSON.stringify({ starts: kept.starts, partnos, bases } satisfies SnapshotTextIndex));
  return {
    ...infoOf(snapshot),
    text: { chunks: kept.chunks, index, indexChecksum: await indexChecksumOf(index) },
  };
}

const isBytes = (value: unknown): value is Uint8Array<ArrayBuffer> =>
  ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]';

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * A snapshot kept as text, checked whole before it answers anything, as a snapshot of products is
 * (snapshotProblem): its facts, the shape of what it holds, its counts, its index's checksum, no part number
 * twice, and its products' checksum, made from its bytes as they are (no JSON: each chunk hashed by WebCrypto,
 * off this thread, while the index is read on it). Its index when it answers exactly as the one saved; else
 * what is wrong with it.
 */
export async function checkedTextSnapshot(
  snapshot: TextSnapshot,
): Promise<{ readonly index: SnapshotIndex } | { readonly problem: SnapshotProblem }> {
  const problem = snapshotInfoProblem(snapshot);
  if (problem) return { problem };
  const { text, productCount } = snapshot;
  const chunks = (text as { chunks?: unknown } | null)?.chunks;
  if (!Array.isArray(chunks) || !chunks.every(isBytes) || !isBytes(text.index)) return { problem: 'structure' };
  if (typeof text.indexChecksum !== 'string') return { problem: 'checksum' };
  if (chunks.length !== Math.ceil(productCount / CHECKSUM_CHUNK)) return { problem: 'counts' };
  // Hashed off this thread while the index is read on it; observed at once, so that a failure is never unhandled.
  const checksum = checksumOfText(sha256, chunks, productCount);
  checksum.catch(() => undefined);
  if ((await indexChecksumOf(text.index)) !== text.indexChecksum) return { problem: 'checksum' };
  const index = readIndex(text.index);
  if (!index) return { problem: 'structure' };
  const indexProblem = textIndexProblem(index, chunks, productCount);
  if (indexProblem) return { problem: indexProblem };
  // Indexed while the chunks are hashed: a part number twice is one key fewer than products.
  const checked: CheckedTextSnapshot = { snapshot, index };
  const indexed = new SnapshotIndex(checked);
  if ((await checksum) !== snapshot.checksum) return { problem: 'checksum' };
  if (indexed.partnoCount !== productCount) return { problem: 'duplicate' };
  return { index: indexed };
}

function readIndex(bytes: Uint8Array<ArrayBuffer>): SnapshotTextIndex | undefined {
  try {
    const index = JSON.parse(decoder.decode(bytes)) as Partial<SnapshotTextIndex> | null;
    const { starts, partnos, bases } = index ?? {};
    return Array.isArray(starts) && Array.isArray(partnos) && Array.isArray(bases)
      ? { starts, partnos, bases }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with an index read: counts that are not the snapshot's, a start outside its chunk or not after
 * the one before, a part number that is not text (a part number twice is found as it is indexed).
 */
function textIndexProblem(
  { starts, partnos, bases }: SnapshotTextIndex,
  chunks: readonly Uint8Array[],
  productCount: number,
): SnapshotProblem | undefined {
  if (starts.length !== productCount || partnos.length !== productCount || bases.length !== productCount) {
    return 'counts';
  }
  for (let position = 0; position < productCount; position += 1) {
    const start = starts[position];
    const partno = partnos[position];
    const firstOfChunk = position % CHECKSUM_CHUNK === 0;
    // Each product's JSON starts after the bracket or comma before it, and within its chunk.
    const after = firstOfChunk ? 0 : starts[position - 1];
    if (!isWhole(start) || start <= after || start >= chunks[Math.floor(position / CHECKSUM_CHUNK)].length) {
      return 'structure';
    }
    if (typeof partno !== 'string' || typeof bases[position] !== 'string') return 'structure';
  }
  return undefined;
}
