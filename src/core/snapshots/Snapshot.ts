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

/**
 * A snapshot's products as a store keeps them: their JSON as UTF-8 in chunks (ProductsText's: the very bytes
 * its checksum hashes, CHECKSUM_CHUNK products a chunk) and an index of where each starts and which part
 * numbers it answers for. A copy of it is a copy of a few large buffers (IndexedDB's structured clone of the
 * products' objects took up to a second for the largest category); its check hashes the bytes as they are,
 * with no JSON to make; and a product is read from its JSON only when an answer wants it.
 */
export interface SnapshotText {
  /** The products' JSON, CHECKSUM_CHUNK products a chunk, each chunk the JSON of an array of them. */
  readonly chunks: readonly Uint8Array<ArrayBuffer>[];
  /** The index (SnapshotTextIndex) as the UTF-8 of its JSON. */
  readonly index: Uint8Array<ArrayBuffer>;
  /** SHA-256 of `index`, so that an index changed in the store is told as the products are. */
  readonly indexChecksum: string;
}

/** What SnapshotText's `index` holds, product by product in the snapshot's order. */
export interface SnapshotTextIndex {
  /** Where each product's JSON starts in its chunk (product `i` is in chunk `i / CHECKSUM_CHUNK`). */
  readonly starts: readonly number[];
  /** Each product's part number as partnoKey has it. */
  readonly partnos: readonly string[];
  /** Each product's part number without package code as partnoKey has it; '' where it has none. */
  readonly bases: readonly string[];
}

/** A snapshot kept as its products' JSON (SnapshotText): what the planner hands a store. */
export interface TextSnapshot extends SnapshotInfo {
  readonly text: SnapshotText;
}

/**
 * What a store keeps and hands back: a snapshot as text, as the planner keeps it, or as products, as a download
 * hands it over and as stores kept it before (still read, and checked as it always was).
 */
export type StoredSnapshot = Snapshot | TextSnapshot;

/** Whether a stored snapshot is kept as text. */
export const isTextSnapshot = (snapshot: StoredSnapshot): snapshot is TextSnapshot =>
  (snapshot as Partial<TextSnapshot>).text !== undefined;
