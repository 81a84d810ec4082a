import type { RangeAddress } from '../../../../office/workbook';

/**
 * What choosing a candidate in Fill's result did (chooseCandidate), as facts; fill/wording/candidateSummaryText
 * words them. `row` is the line's sheet row (0 for the sheet's first).
 */
export type CandidateSummary =
  /** The part-number cell (`range`) holds a part number typed since, and the user kept it. */
  | { readonly kind: 'declined'; readonly range: RangeAddress }
  /** `partno` was written into the line, no longer marked Check. */
  | { readonly kind: 'chosen'; readonly partno: string; readonly row: number }
  /** The line held `partno` already: kept, no longer marked Check. */
  | { readonly kind: 'kept'; readonly partno: string; readonly row: number };
