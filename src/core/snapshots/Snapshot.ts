import type { BottomCategory, Language, Product } from '../catalog';

/** What is known of a kept snapshot without its products: what the Settings list and the planner read. */
export interface SnapshotInfo {
  readonly category: BottomCategory;
  readonly lang: Language;
  /**
   * When the service issued the download address (ISO 8601, UTC): the products are the service's as of
   * then, and every answer from the snapshot says so.
   */
  readonly issuedAt: string;
  readonly productCount: number;
  /** Size of the category file as received, in bytes: what the planner expects the next download to cost. */
  readonly bytes: number;
}

/** Every product of one bottom category in one language, as the download operation handed it over (spec 4.1). */
export interface Snapshot extends SnapshotInfo {
  readonly products: readonly Product[];
}
