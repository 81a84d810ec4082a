import type { RangeAddress } from '../../../../office/workbook';

/** The lines of a fill, counted by what each came to: its summary says each count that is not 0. */
export interface FillLineCounts {
  /** Lines given a part number. */
  readonly filled: number;
  /** Lines filled before whose part no longer meets them: marked Check, their part numbers as they were. */
  readonly noLongerMeets: number;
  /** Lines given a part number and marked Check. */
  readonly toCheck: number;
  /** Lines filled before and still marked Check: left as they are, listed again. */
  readonly stillToCheck: number;
  /** Lines no part meets, only near ones: nothing written in their Partno cell. */
  readonly near: number;
  /** Lines that had a part number, left as they were. */
  readonly kept: number;
  /** Lines whose description could not be read. */
  readonly notRead: number;
  /** Lines not to be fitted. */
  readonly notFitted: number;
  /** Lines that are no ceramic capacitor or inductor. */
  readonly outOfScope: number;
  /** Lines no part fits. */
  readonly noPart: number;
}

/** Every count 0: what a fill's lines came to before any was asked or kept. */
export const NO_LINES: FillLineCounts = {
  filled: 0,
  noLongerMeets: 0,
  toCheck: 0,
  stillToCheck: 0,
  near: 0,
  kept: 0,
  notRead: 0,
  notFitted: 0,
  outOfScope: 0,
  noPart: 0,
};

/** What the lines of a fill that asked for them came to, and where the part numbers were filled. */
interface LinesAnswered {
  /** The part-number column's data rows: where the lines were filled. */
  readonly filledRows: RangeAddress;
}

/** How a fill ended, by kind. */
type FillEnding =
  /** Every line had its part number, and none was to be weighed again: nothing asked. */
  | { readonly kind: 'nothingToFill' }
  /** The cells where Partno, Match and Why would be appended (`range`) hold something and were kept. */
  | { readonly kind: 'declined'; readonly range: RangeAddress }
  /**
   * Every line to fill answered and written. `again`: Fill had filled lines of this BOM before, so the title
   * says what this fill did rather than Done or Not found.
   */
  | ({ readonly kind: 'matched'; readonly again: boolean } & LinesAnswered)
  /** Cancelled after `answered` lines were written (0: nothing was, not even the headers). */
  | ({ readonly kind: 'stopped'; readonly answered: number } & LinesAnswered)
  /** A failure of the service stopped the fill; the lines answered before it are written. */
  | ({ readonly kind: 'incomplete'; readonly failure: unknown } & LinesAnswered);

/**
 * How Fill part numbers ended (fillPartNumbers), as facts; fill/wording/fillSummaryText words them, and says
 * in the title what a fill of a BOM filled before did. `lines`: what the BOM's lines came to (before any was
 * asked, only those that had a part number: `kept`).
 */
export type FillSummary = FillEnding & { readonly lines: FillLineCounts };
