import type { Language } from '../catalog';
import type { ResolvedProduct } from './variants';

/** What the service answered for some part numbers: what it found (undefined: unknown), and what failed. */
export interface ServiceAnswer {
  /** By the part number as given. */
  readonly found: Map<string, ResolvedProduct | undefined>;
  readonly failed: readonly { readonly partnos: readonly string[]; readonly error: unknown }[];
}

/** One gathering window's part numbers, handed to a WindowResolver to settle every one of them. */
export interface LookupWindow {
  readonly lang: Language;
  /**
   * Whether its part numbers are asked for a lifecycle refresh (Status and its dates): a kept snapshot answers
   * them only when it is as current as such a refresh must be (SnapshotPlanner's lifecycleMaxAgeMs).
   */
  readonly lifecycle: boolean;
  /** The part numbers asked for (trimmed), one per part number whatever its case. */
  readonly partnos: readonly string[];
  /** How many requests asking the service for these part numbers takes. */
  requestsFor(partnos: readonly string[]): number;
  /** Asks the service, in batches within the URL limit sharing the window's retry budget; never rejects. */
  ask(partnos: readonly string[]): Promise<ServiceAnswer>;
  /** Settles the callers of a part number with its product (undefined: unknown), kept in the cache. */
  answer(partno: string, product: ResolvedProduct | undefined): void;
  /** Settles the callers of these part numbers with a failure. */
  fail(partnos: readonly string[], error: unknown): void;
}

/** Settles every part number of a window; part numbers it leaves unsettled fail with its rejection. */
export type WindowResolver = (work: LookupWindow) => Promise<void>;
