import type { AnswerSources } from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';
import type { StatusSummary } from './statusSummary';

/**
 * What a refresh that wrote its columns did, as facts: what was written where, the statuses counted, where
 * the answers came from, then what changed and what is missing, each when there is any.
 */
export interface BomRefreshed {
  readonly kind: 'refreshed';
  /** The fields written, as the spec spells them. */
  readonly fields: readonly string[];
  /** Rows holding a part number. */
  readonly parts: number;
  /** The block written: from the part column to PartSpec's rightmost column, header row included. */
  readonly range: RangeAddress;
  readonly statuses: StatusSummary;
  /** Where the parts' answers came from (the service, kept snapshots), and when. */
  readonly sources: AnswerSources;
  /** When the BOM was last refreshed before this one (ISO 8601), and how many parts changed since; absent at its first. */
  readonly changedSince?: { readonly date: string; readonly parts: number };
  /** Parts not changed now whose Changed cell still shows an earlier refresh's changes (0 without a Changed column). */
  readonly keptChanges: number;
  /** The history an earlier PartSpec kept is too large for this Excel to read: no changes were counted. */
  readonly earlierHistoryTooLarge: boolean;
  /** Part numbers the service does not know, each once, in sheet order. */
  readonly notFound: readonly string[];
  /** Texts that cannot be part numbers, each once, in sheet order. */
  readonly notAPartNumber: readonly string[];
  /** How many part numbers the service did not answer for, and why; absent when it answered every one. */
  readonly notAnswered?: { readonly count: number; readonly because: unknown };
  /** Why the BOM could not be recorded for the Tables tab, when it could not (it is refreshed all the same). */
  readonly notRecorded?: unknown;
  /** Why the alternatives of the `count` parts at risk could not be looked up, when they could not. */
  readonly alternativesFailed?: { readonly count: number; readonly because: unknown };
}

/**
 * How a BOM refresh (refreshBom) ended, as facts; wording/bomSummaryText words them. Nothing was written
 * unless it is `refreshed`.
 */
export type BomSummary =
  /** The user declined to replace what `range`, where the new columns go, holds. */
  | { readonly kind: 'declined'; readonly range: RangeAddress }
  /** Cancel stopped it while the parts (or their alternatives) were looked up. */
  | { readonly kind: 'stoppedLookingUp' }
  /** Cancel stopped it after the lookups, before anything was written. */
  | { readonly kind: 'stoppedBefore' }
  | BomRefreshed;

/** What writing a refreshed BOM's summary sheet (writeSummary) did: its tables and charts are in `range`. */
export interface SummarySheetWritten {
  readonly kind: 'summarySheetWritten';
  readonly range: RangeAddress;
}
