import type { CellValue } from '../../../core';
import { isCellValue, isObject } from './keptJson';

/**
 * The changes a BOM refresh saw that its Changed column still shows, as the BOM's history keeps them
 * (bomHistory.ts): grouped by the refresh that saw them, so that its date is written once however many
 * parts it changed, and each value is kept as read (the table's cell value), before and after.
 */

/** A changed field of a part: its value before, and after. */
export type SeenChange = readonly [before: CellValue, after: CellValue];

/** The changes one refresh saw that are still shown. */
export interface SeenChanges {
  /** When that refresh read the service, ISO 8601 in UTC (its reading's readAt). */
  readonly seenAt: string;
  /** Per part number, per field, the change. */
  readonly parts: Readonly<Record<string, Readonly<Record<string, SeenChange>>>>;
}

/** The fields of one part that are well-formed changes; the others are left out. */
function fieldsIn(value: unknown): Record<string, SeenChange> {
  if (!isObject(value)) return {};
  const fields: Record<string, SeenChange> = {};
  for (const [field, change] of Object.entries(value)) {
    if (Array.isArray(change) && change.length === 2 && isCellValue(change[0]) && isCellValue(change[1])) {
      fields[field] = [change[0], change[1]];
    }
  }
  return fields;
}

/**
 * The kept changes in what a history holds, as far as they are well-formed: a history kept before changes
 * were kept has none (an empty list), and a group, part or field that is not what this version writes (a
 * later version's, or a file edited by hand) is left out rather than failing the refresh.
 */
export function seenChangesIn(value: unknown): SeenChanges[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((group: unknown) => {
    if (!isObject(group) || typeof group.seenAt !== 'string' || Number.isNaN(Date.parse(group.seenAt))) return [];
    if (!isObject(group.parts)) return [];
    const parts: Record<string, Record<string, SeenChange>> = {};
    for (const [partno, fields] of Object.entries(group.parts)) {
      const kept = fieldsIn(fields);
      if (Object.keys(kept).length > 0) parts[partno] = kept;
    }
    return Object.keys(parts).length > 0 ? [{ seenAt: group.seenAt, parts }] : [];
  });
}
