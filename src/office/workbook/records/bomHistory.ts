import type { CellValue } from '../../../core';
import type { Workbook } from '../Workbook';

/**
 * What each BOM refresh read, kept in the workbook (Workbook.readRecord: a custom XML part in Excel), so
 * that the next refresh, on any machine, can say what changed since. Part numbers and the values of
 * their lifecycle fields, dated; never the key.
 */

/** The name of the workbook record holding the BOMs' last readings. */
export const BOM_HISTORY = 'bom-history';

const FORMAT_VERSION = 1;

/** One BOM's last reading: per part number (upper case), per field, the value read (as toTable gives it). */
export interface BomReading {
  /** When it was read, ISO 8601 in UTC. */
  readonly readAt: string;
  readonly values: Readonly<Record<string, Readonly<Record<string, CellValue>>>>;
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

/** The last reading of a BOM, or undefined for its first refresh (or a history this version cannot read). */
export async function readBomReading(workbook: Workbook, key: string): Promise<BomReading | undefined> {
  return (await readStore(workbook))?.boms[key];
}

/** Keeps a BOM's reading in place of its last one; other BOMs' readings stay. */
export async function saveBomReading(workbook: Workbook, key: string, reading: BomReading): Promise<void> {
  const store = (await readStore(workbook)) ?? { version: FORMAT_VERSION, boms: {} };
  await workbook.writeRecord(
    BOM_HISTORY,
    JSON.stringify({ version: FORMAT_VERSION, boms: { ...store.boms, [key]: reading } }),
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
