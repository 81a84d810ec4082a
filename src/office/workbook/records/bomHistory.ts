import type { CellValue } from '../../../core';
import type { Workbook } from '../Workbook';
import { isObject } from './keptJson';
import { type SeenChanges, seenChangesIn } from './seenChanges';

/**
 * What each BOM refresh read, kept in the workbook (Workbook.readRecord: a custom XML part in Excel), so
 * that the next refresh, on any machine, can say what changed since, and its Changed column can go on
 * showing the last changes seen. Part numbers and the values of their lifecycle fields, dated; never the key.
 */

/** The name of the workbook record holding the BOMs' last readings. */
export const BOM_HISTORY = 'bom-history';

/**
 * Still 1 with lastChanges added: a version that does not know them reads the rest as before (and drops
 * them when it saves), where a new version number would make it take the whole history for unreadable.
 */
const FORMAT_VERSION = 1;

/** One BOM's last reading: per part number (upper case), per field, the value read (as toTable gives it). */
export interface BomReading {
  /** When it was read, ISO 8601 in UTC. */
  readonly readAt: string;
  readonly values: Readonly<Record<string, Readonly<Record<string, CellValue>>>>;
  /**
   * The last changes seen of each part that has had any, oldest refresh first: what its Changed cell shows
   * until a later refresh changes something of that part. Not kept when there are none; absent too in
   * histories kept before PartSpec kept them.
   */
  readonly lastChanges?: readonly SeenChanges[];
}

interface Store {
  readonly version: number;
  readonly boms: Record<string, BomReading>;
}

/**
 * The key of a BOM in the history: its sheet, header row and part-number column, which stay the same from
 * one refresh to the next whatever is selected.
 */
export function bomKey(sheet: string, headerRow: number, partColumn: number): string {
  return `${sheet}|${headerRow}|${partColumn}`;
}

/**
 * The last reading of a BOM, or undefined for its first refresh (or a reading this version cannot read).
 * Its lastChanges are those well-formed (seenChangesIn): none for a history kept before they were.
 */
export async function readBomReading(workbook: Workbook, key: string): Promise<BomReading | undefined> {
  const kept: unknown = (await readStore(workbook))?.boms[key];
  if (!isObject(kept) || typeof kept.readAt !== 'string' || !isObject(kept.values)) return undefined;
  return {
    readAt: kept.readAt,
    values: kept.values as BomReading['values'],
    lastChanges: seenChangesIn(kept.lastChanges),
  };
}

/** Keeps a BOM's reading in place of its last one; other BOMs' readings stay. */
export async function saveBomReading(workbook: Workbook, key: string, reading: BomReading): Promise<void> {
  const store = (await readStore(workbook)) ?? { version: FORMAT_VERSION, boms: {} };
  // No empty list: the record holds every BOM's reading in one request, so it stays as small as it can.
  const { lastChanges, ...rest } = reading;
  const kept: BomReading = lastChanges && lastChanges.length > 0 ? { ...rest, lastChanges } : rest;
  await workbook.writeRecord(
    BOM_HISTORY,
    JSON.stringify({ version: FORMAT_VERSION, boms: { ...store.boms, [key]: kept } }),
  );
}

async function readStore(workbook: Workbook): Promise<Store | undefined> {
  const text = await workbook.readRecord(BOM_HISTORY);
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<Store>;
    if (parsed.version !== FORMAT_VERSION || typeof parsed.boms !== 'object' || parsed.boms === null) return undefined;
    return { version: FORMAT_VERSION, boms: parsed.boms };
  } catch {
    return undefined;
  }
}
