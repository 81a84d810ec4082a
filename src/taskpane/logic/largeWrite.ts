/** More rows than this are written only once the user has said yes (JobContext.confirmLargeWrite). */
export const LARGE_WRITE_ROWS = 20_000;

/**
 * The kind of job that writes a table of products, which is the view it was started from: its questions
 * and outcomes advise what can be done there (Search: narrow the search; Category: choose fewer columns, or
 * take only the products needed through Search).
 */
export type ProductsJob = 'search' | 'category';

/** What JobContext.confirmLargeWrite asks about. */
export interface LargeWriteQuestion {
  /** The rows the write would have. */
  readonly rows: number;
  readonly job: ProductsJob;
  /**
   * Set when the count is a kept snapshot's, asked before the download (ISO 8601, the snapshot's date): the
   * rows are about that many, since the service may have more or fewer now.
   */
  readonly snapshotIssuedAt?: string;
}
