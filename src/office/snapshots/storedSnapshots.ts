import type { Product } from '../../core';
import { CHECKSUM_CHUNK } from '../../core/client';
import {
  MAX_SNAPSHOT_PRODUCTS,
  type Snapshot,
  SnapshotDamagedError,
  type SnapshotInfo,
  type TextSnapshot,
} from '../../core/snapshots';
import type { StoredChunk, StoredInfo } from './snapshotDatabase';

/**
 * Whether a stored info's counts can be read at all: whole numbers, at most MAX_SNAPSHOT_PRODUCTS products,
 * and no more chunks than products (each chunk holds at least one).
 */
export function countsBelievable(info: StoredInfo): boolean {
  const { productCount, chunkCount } = info;
  if (!Number.isSafeInteger(productCount) || productCount < 0 || productCount > MAX_SNAPSHOT_PRODUCTS) return false;
  // Kept as text: its chunks of CHECKSUM_CHUNK products, and its index.
  if (info.form === 'text') return chunkCount === textChunkCount(productCount) + 1;
  return (
    Number.isSafeInteger(chunkCount) &&
    chunkCount >= 0 &&
    chunkCount <= productCount &&
    (productCount === 0 || chunkCount > 0)
  );
}

/** The chunks of a snapshot of `productCount` products kept as text (SnapshotText's, CHECKSUM_CHUNK products each). */
export const textChunkCount = (productCount: number): number => Math.ceil(productCount / CHECKSUM_CHUNK);

/** 0, 1, ... count - 1. */
export function chunkIndexes(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/** A snapshot's facts without its products (nor, for a stored info, its chunk count). */
export function infoOf(snapshot: SnapshotInfo): SnapshotInfo {
  const { service, category, lang, issuedAt, productCount, bytes, checksum } = snapshot;
  return { service, category, lang, issuedAt, productCount, bytes, checksum };
}

/**
 * The snapshot from its info and chunks, or SnapshotDamagedError when they do not make one: a chunk missing
 * or extra, or fewer or more products than the info counts. Every save and delete replaces a snapshot whole
 * in one transaction, so such leftovers come from outside PartSpec (an engine's storage fault, a hand edit
 * in the developer tools); the planner drops them and the service answers.
 */
export function assembled(info: StoredInfo, stored: number, chunks: ReadonlyArray<StoredChunk | undefined>): Snapshot {
  const damaged = (): SnapshotDamagedError => new SnapshotDamagedError(info.category, info.lang, 'counts');
  if (stored !== info.chunkCount || chunks.length !== info.chunkCount) throw damaged();
  const products: Product[] = [];
  for (const chunk of chunks) {
    if (!chunk || !Array.isArray(chunk.products)) throw damaged();
    for (const product of chunk.products) products.push(product);
  }
  if (products.length !== info.productCount) throw damaged();
  return { ...infoOf(info), products };
}

/**
 * The snapshot kept as text from its info and chunks, or SnapshotDamagedError (`counts`) when they do not make
 * one, as for a snapshot kept as products. What the bytes hold is the planner's to check (checkedTextSnapshot).
 */
export function assembledText(
  info: StoredInfo,
  stored: number,
  chunks: ReadonlyArray<StoredChunk | undefined>,
): TextSnapshot {
  const damaged = (): SnapshotDamagedError => new SnapshotDamagedError(info.category, info.lang, 'counts');
  if (stored !== info.chunkCount || chunks.length !== info.chunkCount) throw damaged();
  const texts = chunks.slice(0, -1).map((chunk) => chunk?.text);
  const partIndex = chunks.at(-1)?.partIndex;
  if (!partIndex || texts.some((text) => text === undefined)) throw damaged();
  return {
    ...infoOf(info),
    text: { chunks: texts as Uint8Array<ArrayBuffer>[], index: partIndex, indexChecksum: info.indexChecksum ?? '' },
  };
}
