import type { Workbook } from '../Workbook';
import { isObject } from './keptJson';

/**
 * The index of the BOM history (bomHistory.ts): which BOMs have a reading kept, when it was read, and in
 * which records its parts are. Small (a line per BOM, at most BOM_READINGS_KEPT of them), read and written
 * whole; the readings themselves are read and written per BOM.
 */

/** The name of the record holding the index. */
export const BOM_HISTORY_INDEX = 'bom-readings';

/** Bumped when an entry's meaning changes; an index written by a later PartSpec is then left alone. */
const INDEX_VERSION = 1;

/**
 * How many BOMs keep their last reading: those most recently refreshed. A refresh compares a BOM with its own
 * last reading only, so a BOM not refreshed among the last BOM_READINGS_KEPT refreshes of this workbook gets
 * its next one as a first (its Changed column kept as it is in the sheet, no changes counted).
 */
export const BOM_READINGS_KEPT = 20;

/** Records of reading parts: `bom-reading-<id>-<slot><index>`, e.g. `bom-reading-3-a0`. */
const PART_RECORD = /^bom-reading-(\d+)-([ab])(\d+)$/;
export const PART_RECORD_PREFIX = 'bom-reading-';

/** Where one BOM's last reading is kept. */
export interface IndexEntry {
  /** The BOM's key (bomKey). */
  readonly key: string;
  /** The sheet the BOM is on: a BOM whose sheet is gone is no longer kept. */
  readonly sheet: string;
  /** Names its parts' records; unique in the index. */
  readonly id: number;
  /**
   * Which of the BOM's two sets of records holds the reading: a new reading is written into the other one,
   * and only then does the index name it, so that a refresh stopped halfway leaves the last reading whole.
   */
  readonly slot: 'a' | 'b';
  /** How many parts the reading was cut into (recordParts.ts). */
  readonly parts: number;
  /** When it was read, ISO 8601 in UTC. */
  readonly readAt: string;
}

export interface BomHistoryIndex {
  readonly entries: readonly IndexEntry[];
  /** An index this version cannot read (a later PartSpec's): read as empty, and never written over. */
  readonly foreign: boolean;
}

/** The record names of an entry's parts, in order. */
export function partRecords(entry: Pick<IndexEntry, 'id' | 'slot' | 'parts'>): string[] {
  return Array.from({ length: entry.parts }, (_, index) => partRecord(entry.id, entry.slot, index));
}

export function partRecord(id: number, slot: 'a' | 'b', index: number): string {
  return `${PART_RECORD_PREFIX}${id}-${slot}${index}`;
}

/** Whether a record name is one of a reading's parts. */
export function isPartRecord(name: string): boolean {
  return PART_RECORD.test(name);
}

function isEntry(value: unknown): value is IndexEntry {
  return (
    isObject(value) &&
    typeof value.key === 'string' &&
    typeof value.sheet === 'string' &&
    Number.isSafeInteger(value.id) &&
    (value.id as number) >= 0 &&
    (value.slot === 'a' || value.slot === 'b') &&
    Number.isSafeInteger(value.parts) &&
    (value.parts as number) >= 1 &&
    typeof value.readAt === 'string' &&
    !Number.isNaN(Date.parse(value.readAt))
  );
}

/** The index as kept; an entry that is not what this version writes is left out (its parts go at the next save). */
export async function readIndex(workbook: Workbook): Promise<BomHistoryIndex> {
  const text = await workbook.readRecord(BOM_HISTORY_INDEX);
  if (text === undefined || text === '') return { entries: [], foreign: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { entries: [], foreign: false };
  }
  if (!isObject(parsed)) return { entries: [], foreign: false };
  if (typeof parsed.version === 'number' && parsed.version > INDEX_VERSION) return { entries: [], foreign: true };
  const entries = Array.isArray(parsed.boms) ? parsed.boms.filter(isEntry) : [];
  // One entry per key and per id: a second (a file edited by hand) is left out.
  const keys = new Set<string>();
  const ids = new Set<number>();
  return {
    entries: entries.filter((entry) => {
      if (keys.has(entry.key) || ids.has(entry.id)) return false;
      keys.add(entry.key);
      ids.add(entry.id);
      return true;
    }),
    foreign: false,
  };
}

export function writeIndex(workbook: Workbook, entries: readonly IndexEntry[]): Promise<void> {
  return workbook.writeRecord(BOM_HISTORY_INDEX, JSON.stringify({ version: INDEX_VERSION, boms: entries }));
}

/** An id no entry has. */
export function newId(entries: readonly IndexEntry[]): number {
  return entries.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1;
}

/**
 * The entries kept: those of BOMs whose sheet is still in the workbook (`sheets`, compared as Excel compares
 * sheet names, without regard to case), and of those the BOM_READINGS_KEPT most recently read. `keep` (the
 * BOM just refreshed) is always among them.
 */
export function pruned(entries: readonly IndexEntry[], sheets: readonly string[], keep: string): IndexEntry[] {
  const present = new Set(sheets.map((sheet) => sheet.toUpperCase()));
  const newestFirst = entries
    .filter((entry) => entry.key === keep || present.has(entry.sheet.toUpperCase()))
    .sort((a, b) => (a.key === keep ? -1 : b.key === keep ? 1 : Date.parse(b.readAt) - Date.parse(a.readAt)));
  return newestFirst.slice(0, BOM_READINGS_KEPT);
}
