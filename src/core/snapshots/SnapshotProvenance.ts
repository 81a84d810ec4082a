import type { Product } from '../catalog';
import type { SnapshotInfo } from './Snapshot';
import type { SnapshotAge, SnapshotFreshness } from './SnapshotFreshness';
import { infoOf } from './memorySnapshotStore';

/**
 * A snapshot that answered, as an answer carries it: its facts, its age by the service's clock, and whether it
 * is stale (past the age limit, dated ahead of the service's clock, or contradicted by the service's answers).
 */
export interface SnapshotUse extends SnapshotInfo, SnapshotAge {
  /** Stale for the ordinary age limit (`maxAgeMs`): used only offline or because the service could not be reached. */
  readonly stale: boolean;
}

/**
 * Which snapshot each product answered from a snapshot came from, told with that snapshot's age now (the
 * client's `snapshots.of`, and every answer's sources). Only the facts are remembered, never the snapshot,
 * whose products they would hold; a product the service answered has none.
 */
export class SnapshotProvenance {
  private readonly origin = new WeakMap<Product, SnapshotInfo>();

  constructor(
    private readonly freshness: SnapshotFreshness,
    /** The ordinary age limit, which `stale` is told for. */
    private readonly maxAgeMs: number,
  ) {}

  /** `product` was answered from the snapshot of these facts. */
  note(product: Product, facts: SnapshotInfo): void {
    this.origin.set(product, facts);
  }

  /** The snapshot a product came from, with its age now; undefined for one the service answered. */
  of(product: Product): SnapshotUse | undefined {
    const info = this.origin.get(product);
    return info && this.useOf(info);
  }

  /** A snapshot's facts with its age now by the service's clock, and whether it is stale for the ordinary limit. */
  useOf(info: SnapshotInfo): SnapshotUse {
    const age = this.freshness.ageOf(info, this.maxAgeMs);
    return { ...infoOf(info), ...age, stale: age.staleBecause !== undefined };
  }
}
