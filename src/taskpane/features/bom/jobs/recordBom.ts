import { type AnswerSources, type Language, type NumberUnits, partnoKey, type Product } from '../../../../core';
import {
  bomKey,
  type BomReading,
  isRecordTooLargeError,
  type RangeAddress,
  readBomReading,
  saveBomReading,
  type SeenChanges,
  type TableRecord,
} from '../../../../office/workbook';
import { type BomChange, bomChanges, type Reading } from '../logic/bomChanges';
import { type LastChanges, lastChangesAfter, lastChangesOf } from '../logic/bomLastChanges';
import { readingOf, watchedFields } from '../logic/bomComputedColumns';
import type { BomLayout } from '../logic/bomLayout';
import { appendChanges } from './changesSheet';
import { recordTable } from '../../../jobs/recordTable';
import type { JobContext } from '../../../jobs/types';

/** A BOM's reading now, against its last one: what changed since its last refresh. */
export interface BomHistory {
  /** Where the BOM's readings are kept in the workbook (bomKey). */
  readonly key: string;
  /** The BOM's sheet. */
  readonly sheet: string;
  /**
   * The history an earlier PartSpec kept in one piece is over what this Excel can read (5 MB on the web):
   * this refresh compares with nothing, and the history is left as it is for a desktop Excel to move.
   */
  readonly earlierTooLarge: boolean;
  /** When the reading was made (the refresh's time), ISO 8601 in UTC. */
  readonly readAt: string;
  /** The reading now: per part found, the watched fields' values. */
  readonly reading: Reading;
  /** The reading of the last refresh; undefined at the BOM's first. */
  readonly last?: BomReading;
  /** What changed since, part by part. */
  readonly changes: readonly BomChange[];
  /** The same changes, by partnoKey of the part number. */
  readonly changesOf: ReadonlyMap<string, readonly BomChange[]>;
  /** The last changes of every part that has had any, now or at an earlier refresh, to keep (bomLastChanges). */
  readonly lastChanges: readonly SeenChanges[];
  /** The same, by partnoKey of the part number: what the Changed column shows. */
  readonly lastChangesOf: ReadonlyMap<string, LastChanges>;
}

/**
 * What changed since the last refresh of this BOM: its reading then against the service's answer now, read
 * at `readAt`; with the last changes of each part, this refresh's replacing those an earlier one kept.
 */
export async function readHistory(
  workbook: JobContext['workbook'],
  layout: BomLayout,
  fields: readonly string[],
  products: readonly Product[],
  lang: Language,
  readAt: Date,
): Promise<BomHistory> {
  const key = bomKey(layout.sheet, layout.headerRow, layout.partColumn);
  const watched = watchedFields(fields);
  const reading = readingOf(products, watched, lang);
  let last: BomReading | undefined;
  let earlierTooLarge = false;
  try {
    last = await readBomReading(workbook, key);
  } catch (error) {
    if (!isRecordTooLargeError(error)) throw error;
    earlierTooLarge = true;
  }
  const changes = bomChanges(last?.values, reading, watched);
  const changesOf = new Map<string, BomChange[]>();
  for (const change of changes) {
    const key = partnoKey(change.partno);
    changesOf.set(key, [...(changesOf.get(key) ?? []), change]);
  }
  const lastChanges = lastChangesAfter(last?.lastChanges, changes, reading, readAt.toISOString());
  return {
    key,
    sheet: layout.sheet,
    earlierTooLarge,
    readAt: readAt.toISOString(),
    reading,
    ...(last ? { last } : {}),
    changes,
    changesOf,
    lastChanges,
    lastChangesOf: lastChangesOf(lastChanges),
  };
}

/**
 * Keeps the reading now for the next refresh to compare with, and the last changes for its Changed column,
 * and appends this refresh's changes to the Changes sheet; adding that sheet activates it, so the BOM's
 * cells are selected again.
 */
export async function saveHistory(
  workbook: JobContext['workbook'],
  history: BomHistory,
  selection: RangeAddress,
): Promise<void> {
  await saveBomReading(workbook, history.key, history.sheet, {
    readAt: history.readAt,
    values: history.reading,
    lastChanges: history.lastChanges,
  });
  if (await appendChanges(workbook, history.changes, new Date(history.readAt))) await workbook.select(selection);
}

/** How a BOM was refreshed, for its record: enough to refresh it again from the Tables tab. */
export interface BomProvenance {
  /** The record's id when the BOM is refreshed from the Tables tab; a new one otherwise. */
  readonly recordId?: string;
  readonly fields: readonly string[];
  readonly numberUnits: NumberUnits;
  /** The units the table's numbers were written in, per field. */
  readonly units: Record<string, number>;
  readonly builds?: number;
  /** Where the parts' answers came from (the service, kept snapshots), as the note and the outcome say. */
  readonly sources?: AnswerSources;
}

/**
 * Records the BOM for the Tables tab: the part-number cells from their header down, as refreshed now.
 * A record that cannot be kept comes back as its failure (`notRecorded`) for the summary (recordTable).
 */
export function recordBom(
  context: JobContext,
  layout: BomLayout,
  provenance: BomProvenance,
  refreshedAt: Date,
): Promise<{ readonly record: TableRecord } | { readonly notRecorded: unknown }> {
  return recordTable(
    context,
    {
      sheet: layout.sheet,
      row: layout.headerRow,
      column: layout.partColumn,
      rowCount: layout.dataRowCount + 1,
      columnCount: 1,
    },
    {
      id: provenance.recordId,
      source: { kind: 'bom' },
      columns: provenance.fields,
      lang: context.lang,
      numberUnits: provenance.numberUnits,
      units: provenance.units,
      caption: false,
      ...(provenance.builds !== undefined ? { builds: provenance.builds } : {}),
      ...(provenance.sources ? { sources: provenance.sources } : {}),
    },
    refreshedAt,
  );
}
