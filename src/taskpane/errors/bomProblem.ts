import type { FillProblem } from './fillProblem';

/**
 * Why a selection gives no BOM to refresh: no part numbers in it; none under the header selected; or, from
 * row 1, no header there (`noHeader`: a blank cell) or a cell that is not a part-number header PartSpec knows
 * (`notAHeader`, with its text). Found by the BOM's logic (bomPartCells, bomLayout), carried by a
 * BomRefreshError, worded by wording/failureWords/bomProblemText.
 */
export type BomLayoutProblem =
  | { readonly kind: 'nothingSelected' }
  | { readonly kind: 'noPartsUnder'; readonly header: string }
  | { readonly kind: 'noHeader' }
  | { readonly kind: 'notAHeader'; readonly text: string };

/** Why the BOM refresh (features/bom/jobs/readBom) cannot refresh a BOM as asked, before it asks anything. */
export type BomRefreshProblem =
  /** The selection (or the recorded cells) is no BOM: `layout` says why. */
  | { readonly kind: 'notABom'; readonly layout: BomLayoutProblem }
  /** No column to refresh was chosen. */
  | { readonly kind: 'noColumns' }
  /** LastTimeBuyQuantity was asked for without a whole number of builds still planned. */
  | { readonly kind: 'noBuilds' }
  /** LastTimeBuyQuantity was asked for, and the BOM has no quantity column (Qty, Quantity, 数量). */
  | { readonly kind: 'noQuantityColumn' };

/**
 * Why a BOM cannot be refreshed or filled as asked: a BomRefreshError's `problem`, worded by
 * wording/failureWords/bomProblemText.
 *
 * FILL'S PROBLEMS GO HERE: Fill part numbers (features/fill) throws BomRefreshError too; its problems join
 * this union as `BomRefreshProblem | FillProblem` (with kinds of their own, none of the above), and their
 * words join bomProblemText's switch.
 */
export type BomProblem = BomRefreshProblem | FillProblem;
