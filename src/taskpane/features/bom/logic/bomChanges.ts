import { type CellValue, differenceText, partnoKey } from '../../../../core';

/**
 * What changed in a BOM between two refreshes, per part and field. Pure: the job reads the last reading
 * (office/workbook's bomHistory) and the service's answer, this compares them.
 */

/** One change seen by a refresh. */
export interface BomChange {
  readonly partno: string;
  readonly field: string;
  /** '' when the field had no value. */
  readonly before: CellValue;
  readonly after: CellValue;
}

/** Per part number (as the catalogue writes it), per field, a value as read. */
export type Reading = Readonly<Record<string, Readonly<Record<string, CellValue>>>>;

/**
 * The changes from `before` to `after`, part by part in `after`'s order, field by field in `fields`' order.
 * A part the last refresh did not read (new in the BOM, or not found then) has no changes, nor has a field
 * it did not read (a column chosen only now): there is nothing to compare them with. A field it read empty
 * and now holds a value has changed.
 */
export function bomChanges(before: Reading | undefined, after: Reading, fields: readonly string[]): BomChange[] {
  if (!before) return [];
  // Matched by partnoKey: a reading kept by another version may write a part number in another case.
  const earlierOf = new Map(Object.entries(before).map(([partno, values]) => [partnoKey(partno), values]));
  const changes: BomChange[] = [];
  for (const [partno, values] of Object.entries(after)) {
    const earlier = earlierOf.get(partnoKey(partno));
    if (!earlier) continue;
    for (const field of fields) {
      if (!Object.hasOwn(earlier, field)) continue;
      const was = earlier[field];
      const now = values[field] ?? '';
      if (was !== now) changes.push({ partno, field, before: was, after: now });
    }
  }
  return changes;
}

/** The Changed cell of a part: its changed fields, each with the value it had (`Status: In Production → NRND`). */
export function changedText(changes: readonly BomChange[]): string {
  return changes
    .map((change) => differenceText({ field: change.field, original: change.before, candidate: change.after }))
    .join('; ');
}
