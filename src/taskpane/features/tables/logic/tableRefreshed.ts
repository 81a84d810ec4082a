import type { AnswerSources, BottomCategory } from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';

/** A table left as it was: where it is, and as of when (its record's refreshedAt, ISO 8601). */
interface AsBefore {
  readonly range: RangeAddress;
  readonly refreshedAt: string;
}

/** How the refresh of a search or category table ended (refreshTable), as facts; wording/tableRefreshedText words them. */
export type TableRefreshed =
  /** Cancelled while fetching: the table is as it was. */
  | ({ readonly kind: 'stopped' } & AsBefore)
  /** The search failed part-way (its `cause`, after `requests` requests): the table is as it was. */
  | ({ readonly kind: 'incomplete'; readonly requests: number; readonly cause: unknown } & AsBefore)
  /** The table's search matches nothing now: the table is kept as it was. */
  | ({ readonly kind: 'noMatch' } & AsBefore)
  /** The service gave no product of the table's `category` now: the table is kept as it was. */
  | ({ readonly kind: 'categoryEmpty'; readonly category: BottomCategory } & AsBefore)
  /** `range`, where the table's header was, no longer holds it, and the user chose not to write there. */
  | { readonly kind: 'headerMovedDeclined'; readonly range: RangeAddress }
  /** `range`, where the grown table's new rows go, holds values the user kept. */
  | { readonly kind: 'grewDeclined'; readonly range: RangeAddress }
  /** Cancelled while writing: `written` rows of `total` are new; those below are still as of `refreshedAt`. */
  | { readonly kind: 'stoppedAfter'; readonly written: number; readonly total: number; readonly refreshedAt: string }
  /**
   * Written anew to `range`: `products` rows where it had `before`, answered from `sources`; `notRecorded` is
   * why its record could not be kept, when it could not.
   */
  | {
      readonly kind: 'refreshed';
      readonly range: RangeAddress;
      readonly products: number;
      readonly before: number;
      readonly sources: AnswerSources;
      readonly notRecorded?: unknown;
    };

/**
 * How one recorded table's refresh ended: a search or category table's facts, or the BOM refresh's own summary
 * (`BomSummary`, which the BOM feature words), carried as it is.
 */
export type RecordRefreshed<BomSummary> =
  { readonly kind: 'table'; readonly summary: TableRefreshed } | { readonly kind: 'bom'; readonly summary: BomSummary };

/** One table of a Refresh all: how its refresh ended, or the failure that stopped it (`range`, the table). */
export type RefreshAllResult<BomSummary> =
  RecordRefreshed<BomSummary> | { readonly kind: 'failed'; readonly range: RangeAddress; readonly error: unknown };

/**
 * What a Refresh all did: `refreshed` of the `tables` recorded, `failed` of them not refreshed for a failure or
 * a question declined, and each one's result, in order.
 */
export interface TablesRefreshed<BomSummary> {
  readonly tables: number;
  readonly refreshed: number;
  readonly failed: number;
  readonly results: readonly RefreshAllResult<BomSummary>[];
}
