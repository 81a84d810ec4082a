import type { PartSpecClient, Product, SnapshotUse } from '../../core';

/** What the helpers need of a client: which snapshot a product came from. */
export type SnapshotsOf = Pick<PartSpecClient['snapshots'], 'of'>;

const keyOf = (use: SnapshotUse): string => `${use.category}\n${use.lang}`;

/**
 * The snapshots the products came from, one per category and language (the oldest, should one have been
 * refreshed while the job ran), oldest first; empty when the service answered every one of them.
 */
export function snapshotsUsed(products: Iterable<Product>, client: { readonly snapshots: SnapshotsOf }): SnapshotUse[] {
  const uses: SnapshotUse[] = [];
  for (const product of products) {
    const use = client.snapshots.of(product);
    if (use) uses.push(use);
  }
  return mergeSnapshots(uses);
}

/** The oldest snapshot the products came from, which a note names; undefined when the service answered them all. */
export function oldestSnapshot(
  products: Iterable<Product>,
  client: { readonly snapshots: SnapshotsOf },
): SnapshotUse | undefined {
  return snapshotsUsed(products, client)[0];
}

/** Several jobs' snapshots as one list: one per category and language (the oldest), oldest first. */
export function mergeSnapshots(...lists: readonly (readonly SnapshotUse[] | undefined)[]): SnapshotUse[] {
  const byKey = new Map<string, SnapshotUse>();
  for (const use of lists.flatMap((list) => list ?? [])) {
    const kept = byKey.get(keyOf(use));
    if (!kept || Date.parse(use.issuedAt) < Date.parse(kept.issuedAt)) byKey.set(keyOf(use), use);
  }
  return [...byKey.values()].sort(
    (a, b) => Date.parse(a.issuedAt) - Date.parse(b.issuedAt) || keyOf(a).localeCompare(keyOf(b)),
  );
}

/** `{ snapshots }` for a job's outcome when some products came from snapshots; nothing otherwise. */
export function snapshotsFact(uses: readonly SnapshotUse[]): { readonly snapshots?: readonly SnapshotUse[] } {
  return uses.length > 0 ? { snapshots: uses } : {};
}
