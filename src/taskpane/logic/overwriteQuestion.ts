import type { RangeAddress, RangeContents } from '../../office/workbook';
import type { RowCount } from './jobProgress';

/**
 * What a job asks before it writes over cells that hold something (JobContext.confirmOverwrite), as facts;
 * the pane's dialog words it (wording/overwriteQuestionText). Each says which cells and what would go there.
 */
export type OverwriteQuestion =
  /** A table at the selection: `range` holds values (and no Excel table). */
  | { readonly kind: 'replaceValues'; readonly range: RangeAddress; readonly rows: RowCount }
  /** A table at the selection over Excel tables of the user's (`contents.tables`), which become plain ranges. */
  | {
      readonly kind: 'replaceTable';
      readonly range: RangeAddress;
      readonly contents: RangeContents;
      readonly rows: RowCount;
    }
  /** The rest of a search completes its table: `range`, beyond what was written before, holds `contents`. */
  | {
      readonly kind: 'completeTable';
      readonly range: RangeAddress;
      readonly contents: RangeContents;
      readonly rows: RowCount;
    }
  /** A refreshed table's place (`range`, its header row) no longer holds its `header`. */
  | { readonly kind: 'headerMoved'; readonly range: RangeAddress; readonly header: readonly string[] }
  /** A refreshed table grew to `products`, and `range`, where its new rows go, holds values. */
  | { readonly kind: 'tableGrew'; readonly range: RangeAddress; readonly products: number }
  /** The BOM refresh's new columns `fields` go to `range`, which holds something. */
  | { readonly kind: 'bomColumns'; readonly range: RangeAddress; readonly fields: readonly string[] }
  /** Fill part numbers' columns go to `range`, which holds something. */
  | { readonly kind: 'fillColumns'; readonly range: RangeAddress }
  /**
   * A candidate chosen in Fill's result goes to the part-number cell `range`, which the user changed since
   * Fill wrote `written` there (empty when it wrote nothing): it holds `held` now; `replacement` would go there.
   */
  | {
      readonly kind: 'fillCell';
      readonly range: RangeAddress;
      readonly held: string;
      readonly written: string;
      readonly replacement: string;
    };
