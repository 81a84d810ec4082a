import type { BottomCategory, Product } from '../catalog';
import type { ResolvedProduct } from '../lookup';
import type { SnapshotInfo } from './Snapshot';
import type { SnapshotIndex } from './SnapshotIndex';

/**
 * How far ahead of the service's clock a snapshot's date may be and still be believed: two clocks read a
 * moment apart disagree by seconds, rarely minutes. A snapshot dated further ahead (a service whose clock went
 * back, a date changed in the store) cannot be judged by its age: it is stale, never fresh for ever.
 */
export const SNAPSHOT_CLOCK_SKEW_MS = 5 * 60_000;

/** The lifecycle fields whose change shows that a snapshot no longer says what the service says. */
const LIFECYCLE_FIELDS = ['Status', 'LastBuyDate', 'ProductionEndDate'] as const;

/** The service's clock as a snapshot's age is counted by it (the client's ServiceClock). */
export interface ServiceTime {
  /** The service's latest known time: this computer's until an answer of the session said the service's. */
  now(): Date;
  /** Whether an answer of this session has said the service's time. */
  readonly known: boolean;
}

/**
 * Why a snapshot may not answer while the service does: older than the age limit by the service's clock,
 * dated ahead of it (so that its age cannot be told), or shown out of date by the service's own answers.
 */
export type StaleReason = 'age' | 'ahead' | 'answers';

/** A snapshot's age and whether it may answer, at one moment. */
export interface SnapshotAge {
  /** The service's latest known time minus the snapshot's issuedAt, in milliseconds (NaN for an unreadable date). */
  readonly ageMs: number;
  /**
   * Whether `ageMs` is counted by the service's clock, read from an answer of this session; false before any:
   * it is then this computer's, and the age is not checked against the service yet.
   */
  readonly ageChecked: boolean;
  /** Why it is stale for the limit asked about; undefined when it may answer. */
  readonly staleBecause?: StaleReason;
}

/**
 * Judges kept snapshots by one clock, the service's (spec 4.1: the download address is the service's, and so
 * is the date its file's products are as of): a snapshot's age is the service's latest known time minus when
 * the service issued it, whatever this computer's clock says. And by what the service answers: once it
 * answers a part differently from a snapshot in hand (another Status, LastBuyDate or ProductionEndDate), that
 * snapshot, and every one of its category issued no later, is stale for every later question of this client,
 * until a newer one is downloaded.
 */
export class SnapshotFreshness {
  /** Per category, the latest issue time the service's answers contradicted: no snapshot issued up to it is fresh. */
  private readonly contradictedUpTo = new Map<BottomCategory, number>();

  constructor(private readonly serviceTime: ServiceTime) {}

  /** The snapshot's age now, and why it is stale for `maxAgeMs`, if it is. */
  ageOf(info: SnapshotInfo, maxAgeMs: number): SnapshotAge {
    const ageMs = this.serviceTime.now().getTime() - Date.parse(info.issuedAt);
    const staleBecause = this.staleReason(info, ageMs, maxAgeMs);
    return { ageMs, ageChecked: this.serviceTime.known, ...(staleBecause ? { staleBecause } : {}) };
  }

  /** Whether the snapshot may not answer, for this age limit, while the service does. */
  isStale(info: SnapshotInfo, maxAgeMs: number): boolean {
    return this.ageOf(info, maxAgeMs).staleBecause !== undefined;
  }

  /**
   * Compares what the service answered with the snapshots in hand (`snapshotOf`: the one of a category in the
   * answers' language, in memory): a part one of them holds under the same part number with other lifecycle
   * fields makes that snapshot stale, and every snapshot of its category issued no later (the change came
   * after it, so after them too). A part number without package code, merged from its variants, is not
   * compared: its fields are only those its variants agree on. Returns the categories found stale.
   */
  compare(
    answered: Iterable<Product | ResolvedProduct | undefined>,
    snapshotOf: (category: BottomCategory) => SnapshotIndex | undefined,
  ): BottomCategory[] {
    const found: BottomCategory[] = [];
    for (const product of answered) {
      if (!product || (product as ResolvedProduct).variants !== undefined) continue;
      const index = snapshotOf(product.category);
      if (!index || found.includes(product.category) || this.isContradicted(index.facts)) continue;
      const kept = index.exactly(product.record.Partno);
      if (kept && LIFECYCLE_FIELDS.some((field) => !sameValue(kept.record[field], product.record[field]))) {
        this.contradictedUpTo.set(
          product.category,
          Math.max(Date.parse(index.facts.issuedAt), this.contradictedUpTo.get(product.category) ?? -Infinity),
        );
        found.push(product.category);
      }
    }
    return found;
  }

  private isContradicted(info: SnapshotInfo): boolean {
    const upTo = this.contradictedUpTo.get(info.category);
    return upTo !== undefined && Date.parse(info.issuedAt) <= upTo;
  }

  private staleReason(info: SnapshotInfo, ageMs: number, maxAgeMs: number): StaleReason | undefined {
    // A date that cannot be read is never fresh (its snapshot fails its checks before it answers).
    if (!(ageMs <= maxAgeMs)) return 'age';
    if (ageMs < -SNAPSHOT_CLOCK_SKEW_MS) return 'ahead';
    return this.isContradicted(info) ? 'answers' : undefined;
  }
}

/** Whether two values of a record's field are the same (absent and null are both "no value"). */
function sameValue(a: unknown, b: unknown): boolean {
  return (a ?? null) === (b ?? null);
}
