import type { BottomCategory, Language, Product } from '../catalog';

/** Which snapshot: the service it came from, its category and its language. A store keeps one per key. */
export interface SnapshotKey {
  /**
   * The service the snapshot was downloaded from, as createClient uses its address (checkServiceUrl's
   * form): a snapshot answers only for the service it came from.
   */
  readonly service: string;
  readonly category: BottomCategory;
  readonly lang: Language;
}

/** What is known of a kept snapshot without its products: what the Settings list and the planner read. */
export interface SnapshotInfo extends SnapshotKey {
  /**
   * When the service issued the download address (ISO 8601, UTC): the products are the service's as of
   * then, and every answer from the snapshot says so.
   */
  readonly issuedAt: string;
  readonly productCount: number;
  /** Size of the category file as received, in bytes: what the planner expects the next download to cost. */
  readonly bytes: number;
  /** snapshotChecksum of the products, written with them: a snapshot changed since fails its check. */
  readonly checksum: string;
}

/** Every product of one bottom category in one language, as the download operation handed it over (spec 4.1). */
export interface Snapshot extends SnapshotInfo {
  readonly products: readonly Product[];
}
