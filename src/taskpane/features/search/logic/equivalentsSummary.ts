import type { Alternative } from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';

/** How many of the equivalents found are drop-in replacements, and how many are parts to check. */
export interface EquivalentsCounted {
  readonly dropIns: number;
  readonly toCheck: number;
}

/** The drop-ins and the parts to check among `found`, counted. */
export function countedEquivalents(found: readonly Alternative[]): EquivalentsCounted {
  const dropIns = found.filter((alternative) => alternative.check.verdict === 'drop-in').length;
  return { dropIns, toCheck: found.length - dropIns };
}

/** What Find equivalents found, as facts; wording/equivalentsText words them. */
export type EquivalentsFound =
  /** The selected `cell` is empty: nothing was asked. */
  | { readonly kind: 'noPartno'; readonly cell: RangeAddress }
  /** The service does not know `partno`. */
  | { readonly kind: 'unknownPart'; readonly partno: string }
  /** `partno` is known, but nothing In Production can replace it, not even a part to check. */
  | { readonly kind: 'none'; readonly partno: string }
  /** What can replace `partno`, counted. */
  | ({ readonly kind: 'found'; readonly partno: string } & EquivalentsCounted);

/** How inserting the equivalents found ended where the write of their table does not say it, as facts. */
export type EquivalentsInserted =
  /** No equivalent to write: nothing was written. */
  | { readonly kind: 'none'; readonly partno: string }
  /**
   * The `rows` equivalents of `partno` written whole to `range`; `notCaptioned` is why the line above them,
   * which says when they were found, could not be written, when it could not.
   */
  | ({
      readonly kind: 'inserted';
      readonly partno: string;
      readonly rows: number;
      readonly range: RangeAddress;
      readonly notCaptioned?: unknown;
    } & EquivalentsCounted);
