import type { RangeAddress } from '../../../../office/workbook';

/**
 * How Insert into sheet ended where the write of its table (ProductsSummary) does not say it, as facts;
 * wording/searchSummaryText words them.
 */
export type SearchSummary =
  /** Cancelled while searching: nothing was written. */
  | { readonly kind: 'stopped' }
  /** Cancelled while fetching the rest of a search: `range`, its first part, is as it was. */
  | { readonly kind: 'stoppedRest'; readonly range: RangeAddress }
  /** Nothing matched: nothing was written. */
  | { readonly kind: 'noMatch' }
  /**
   * The service failed part-way (its `cause`, after `requests` requests): the `rows` products that arrived
   * are in `range`, and the rest can be fetched.
   */
  | {
      readonly kind: 'incomplete';
      readonly rows: number;
      readonly range: RangeAddress;
      readonly requests: number;
      readonly cause: unknown;
    };
