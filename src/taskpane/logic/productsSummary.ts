import type { RangeAddress, RangeContents } from '../../office/workbook';
import type { RowCount } from './jobProgress';
import type { ProductsJob } from './largeWrite';

/**
 * How the write of a table of products (writeProducts) ended, as facts; wording/productsSummaryText words
 * them. `rows` counts the table's rows as the job does (products, or equivalents).
 */
export type ProductsSummary =
  /** Cancelled before anything was written. */
  | { readonly kind: 'stoppedBefore'; readonly rows: RowCount }
  /** The large write's question answered no. */
  | { readonly kind: 'largeDeclined'; readonly job: ProductsJob; readonly rows: RowCount }
  /** The selection's cells (`range`, holding `contents`) kept: nothing was written. */
  | { readonly kind: 'declined'; readonly range: RangeAddress; readonly contents: RangeContents }
  /**
   * The rest of a search not written: `range`, where it would go, holds `contents`; `written`, the table's
   * first part, is as it was.
   */
  | {
      readonly kind: 'completeDeclined';
      readonly range: RangeAddress;
      readonly contents: RangeContents;
      readonly written: RangeAddress;
    }
  /** Cancelled once only the header was in `range`. */
  | { readonly kind: 'headerOnly'; readonly range: RangeAddress }
  /** Cancelled with `written` complete rows of `rows` in `range`. */
  | { readonly kind: 'partly'; readonly written: number; readonly rows: RowCount; readonly range: RangeAddress }
  /**
   * Written whole to `range`; `notRecorded` is why the table could not be recorded for the Tables tab, when
   * it could not (it is in the sheet all the same).
   */
  | { readonly kind: 'written'; readonly rows: RowCount; readonly range: RangeAddress; readonly notRecorded?: unknown };
