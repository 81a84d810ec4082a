import type { Workbook } from '../Workbook';
import { isObject } from './keptJson';

/**
 * The BOM history as PartSpec kept it before it kept each BOM's reading in parts (bomHistory.ts): one record,
 * `bom-history`, holding every BOM's last reading, read and written whole. Still read, so that a workbook
 * refreshed by an earlier PartSpec says what changed since; at the next save its readings move into parts of
 * their own and the record is deleted. Excel on the web cannot read one over 5 MB (RecordTooLargeError): it
 * is then left as it is, for a desktop Excel to move.
 */

/** The name of the single record of the earlier BOM history. */
export const LEGACY_BOM_HISTORY = 'bom-history';

/** The version the earlier history was written with; another is not read. */
const LEGACY_VERSION = 1;

/** Its readings by BOM key, as kept (each checked when used: bomHistory.ts's readingIn). */
export type LegacyReadings = ReadonlyMap<string, unknown>;

/** The earlier history's readings; undefined when there is none, or it is not one this version can read. */
export async function readLegacyHistory(workbook: Workbook): Promise<LegacyReadings | undefined> {
  const text = await workbook.readRecord(LEGACY_BOM_HISTORY);
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || parsed.version !== LEGACY_VERSION || !isObject(parsed.boms)) return undefined;
  return new Map(Object.entries(parsed.boms));
}
