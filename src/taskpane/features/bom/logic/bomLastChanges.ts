import { partnoKey } from '../../../../core';
import type { SeenChange, SeenChanges } from '../../../../office/workbook';
import { type BomChange, changedText, type Reading } from './bomChanges';
import { localDate } from '../../../logic/localDateTime';

/**
 * What a BOM's Changed column shows: for each part, the changes of the last refresh that found any for
 * it, with that refresh's date, until a later refresh finds another change of that part. A refresh that
 * finds nothing new so leaves the column as the last one with news wrote it, rather than emptying it. Pure:
 * the job reads and keeps these with the BOM's reading (office/workbook's bomHistory).
 */

/** The last changes seen of one part, and when. */
export interface LastChanges {
  /** When the refresh that saw them read the service, ISO 8601. */
  readonly seenAt: string;
  readonly changes: readonly BomChange[];
}

/**
 * The last changes to keep after a refresh that read `reading` at `seenAt` and found `changes`: a part
 * changed now has these changes only (they replace its earlier ones), a part not changed now keeps its
 * earlier ones, and a part not read now (gone from the BOM, or not found) keeps none. Oldest refresh first,
 * this one last; a refresh none of whose parts is left is dropped.
 */
export function lastChangesAfter(
  kept: readonly SeenChanges[] | undefined,
  changes: readonly BomChange[],
  reading: Reading,
  seenAt: string,
): SeenChanges[] {
  const changedNow = new Set(changes.map((change) => partnoKey(change.partno)));
  const readNow = new Set(Object.keys(reading).map(partnoKey));
  const stillShown = (partno: string) => readNow.has(partnoKey(partno)) && !changedNow.has(partnoKey(partno));
  const earlier = (kept ?? []).flatMap((group) => {
    const parts = Object.fromEntries(Object.entries(group.parts).filter(([partno]) => stillShown(partno)));
    return Object.keys(parts).length > 0 ? [{ seenAt: group.seenAt, parts }] : [];
  });
  if (changes.length === 0) return earlier;
  const parts: Record<string, Record<string, SeenChange>> = {};
  for (const change of changes) (parts[change.partno] ??= {})[change.field] = [change.before, change.after];
  return [...earlier, { seenAt, parts }];
}

/** The kept changes per part, by partnoKey of the part number; a later refresh's win over an earlier's. */
export function lastChangesOf(kept: readonly SeenChanges[]): Map<string, LastChanges> {
  const byPart = new Map<string, LastChanges>();
  for (const { seenAt, parts } of kept) {
    for (const [partno, fields] of Object.entries(parts)) {
      const changes = Object.entries(fields).map(([field, [before, after]]) => ({ partno, field, before, after }));
      byPart.set(partnoKey(partno), { seenAt, changes });
    }
  }
  return byPart;
}

/**
 * The Changed cell of a part: its last changes as changedText says them, then the date they were seen,
 * local as the changes sheet writes it (`Status: In Production → NRND (2026-11-20)`); '' for none.
 */
export function lastChangedText(last: LastChanges | undefined): string {
  if (!last || last.changes.length === 0) return '';
  return `${changedText(last.changes)} (${localDate(new Date(last.seenAt))})`;
}
