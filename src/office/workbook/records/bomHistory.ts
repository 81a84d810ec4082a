import type { CellValue } from '../../../core';
import { isRecordTooLargeError } from '../errors/RecordTooLargeError';
import type { Workbook } from '../Workbook';
import {
  type IndexEntry,
  isPartRecord,
  newId,
  partRecord,
  partRecords,
  pruned,
  readIndex,
  writeIndex,
} from './bomHistoryIndex';
import { isObject } from './keptJson';
import { LEGACY_BOM_HISTORY, type LegacyReadings, readLegacyHistory } from './legacyBomHistory';
import { cutParts } from './recordParts';
import { type SeenChanges, seenChangesIn } from './seenChanges';

/**
 * What each BOM refresh read, kept in the workbook (Workbook.readRecord: custom XML parts in Excel), so that
 * the next refresh, on any machine, can say what changed since, and its Changed column can go on showing the
 * last changes seen. Part numbers and the values of their lifecycle fields, dated; never the key.
 *
 * Each BOM's reading is kept on its own, cut into records of at most 1 MB (recordParts.ts), and read and
 * written per BOM, never the whole history at once: a BOM of 16 fields × 10,000 parts is a reading of about
 * 7 MB, over what Excel on the web takes in one request or gives in one answer (5 MB). A small index
 * (bomHistoryIndex.ts) says where each reading is; the readings of BOMs whose sheet is gone, and of BOMs not
 * among the last BOM_READINGS_KEPT refreshed, are dropped at each save. The history of earlier versions, one
 * record for every BOM (legacyBomHistory.ts), is still read, and moved into this form at the next save.
 */

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

/** What a save did besides keeping the reading, for the refresh to say. */
export interface BomHistorySaved {
  /** Readings of other BOMs dropped (their sheet gone, or not among the last BOM_READINGS_KEPT refreshed). */
  readonly dropped: number;
  /**
   * The earlier single-record history: `moved` into this form (and deleted), `tooLarge` to be read by this
   * Excel (left as it is), or `none`.
   */
  readonly earlierHistory: 'moved' | 'tooLarge' | 'none';
}

/**
 * The key of a BOM in the history: its sheet, header row and part-number column, which stay the same from
 * one refresh to the next whatever is selected.
 */
export function bomKey(sheet: string, headerRow: number, partColumn: number): string {
  return `${sheet}|${headerRow}|${partColumn}`;
}

/** A reading as this version reads it, from what a record holds; undefined when it is not one. */
function readingIn(kept: unknown): BomReading | undefined {
  if (!isObject(kept) || typeof kept.readAt !== 'string' || !isObject(kept.values)) return undefined;
  return {
    readAt: kept.readAt,
    values: kept.values as BomReading['values'],
    lastChanges: seenChangesIn(kept.lastChanges),
  };
}

/**
 * The last reading of a BOM, or undefined for its first refresh (or a reading this version cannot read, or
 * one of which a part is missing). Its lastChanges are those well-formed (seenChangesIn): none for a history
 * kept before they were. Reads the index and the BOM's own parts; for a BOM the index does not know, the
 * earlier single-record history, which Excel on the web cannot read when over 5 MB: RecordTooLargeError.
 */
export async function readBomReading(workbook: Workbook, key: string): Promise<BomReading | undefined> {
  const index = await readIndex(workbook);
  const entry = index.entries.find((candidate) => candidate.key === key);
  if (entry) return readParts(workbook, entry);
  if (index.foreign) return undefined;
  return readingIn((await readLegacyHistory(workbook))?.get(key));
}

async function readParts(workbook: Workbook, entry: IndexEntry): Promise<BomReading | undefined> {
  const texts: string[] = [];
  for (const name of partRecords(entry)) {
    const text = await workbook.readRecord(name);
    if (text === undefined) return undefined;
    texts.push(text);
  }
  try {
    const kept: unknown = JSON.parse(texts.join(''));
    return isObject(kept) && kept.key === entry.key ? readingIn(kept) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a BOM's reading in place of its last one; other BOMs' readings stay, but for those dropped (see
 * bomHistoryIndex's pruned). The reading is written into the BOM's other set of records first, then the
 * index names it, then the records no longer named are deleted: stopped at any point, the history holds
 * the last reading or this one, whole. An earlier single-record history is moved into this form (its readings
 * that are kept, each in its own parts) and deleted, unless this Excel cannot read it.
 */
export async function saveBomReading(
  workbook: Workbook,
  key: string,
  sheet: string,
  reading: BomReading,
): Promise<BomHistorySaved> {
  const index = await readIndex(workbook);
  // A later PartSpec's history is left alone: this refresh is then not kept.
  if (index.foreign) return { dropped: 0, earlierHistory: 'none' };
  const kept = await workbook.recordNames('bom-');
  const earlier = kept.includes(LEGACY_BOM_HISTORY) ? await legacyReadings(workbook) : 'none';

  const entries = [...index.entries.filter((entry) => entry.key !== key)];
  const moving = new Map<string, BomReading>();
  if (typeof earlier === 'object') {
    for (const [legacyKey, legacyReading] of earlier) {
      const read = readingIn(legacyReading);
      if (!read || legacyKey === key || entries.some((entry) => entry.key === legacyKey)) continue;
      moving.set(legacyKey, read);
      entries.push({ key: legacyKey, sheet: sheetOfKey(legacyKey), id: -1, slot: 'a', parts: 0, readAt: read.readAt });
    }
  }
  const last = index.entries.find((entry) => entry.key === key);
  const mine: IndexEntry = {
    key,
    sheet,
    id: last?.id ?? newId(entries),
    slot: last?.slot === 'a' ? 'b' : 'a',
    parts: 0,
    readAt: reading.readAt,
  };
  const survivors = pruned([mine, ...entries], await workbook.sheetNames(), key);

  // Written: this reading, and the earlier history's readings that survive, each in parts of its own.
  const written: IndexEntry[] = [];
  for (const entry of survivors) {
    const toWrite = entry.key === key ? reading : moving.get(entry.key);
    if (!toWrite) {
      written.push(entry);
      continue;
    }
    const id = entry.id >= 0 ? entry.id : newId([...survivors, ...written]);
    written.push(await writeReading(workbook, { ...entry, id }, toWrite));
  }
  await writeIndex(workbook, written);

  // Deleted: every reading record the index no longer names (the last slot, the readings dropped, parts left
  // by a save that stopped), and the earlier history once moved.
  const named = new Set(written.flatMap(partRecords));
  const unnamed = kept.filter((name) => isPartRecord(name) && !named.has(name));
  await workbook.deleteRecords(typeof earlier === 'object' ? [...unnamed, LEGACY_BOM_HISTORY] : unnamed);
  const before = new Set([...index.entries.map((entry) => entry.key), ...moving.keys()]);
  before.delete(key);
  return {
    dropped: [...before].filter((other) => !written.some((entry) => entry.key === other)).length,
    earlierHistory: earlier === 'none' ? 'none' : earlier === 'tooLarge' ? 'tooLarge' : 'moved',
  };
}

/** The earlier history's readings, 'tooLarge' when this Excel cannot read it, 'none' when it is not one. */
async function legacyReadings(workbook: Workbook): Promise<LegacyReadings | 'tooLarge' | 'none'> {
  try {
    return (await readLegacyHistory(workbook)) ?? 'none';
  } catch (error) {
    if (isRecordTooLargeError(error)) return 'tooLarge';
    throw error;
  }
}

/** Writes a reading into the entry's slot, part by part, and returns the entry naming them. */
async function writeReading(workbook: Workbook, entry: IndexEntry, reading: BomReading): Promise<IndexEntry> {
  // No empty list: every byte kept is a byte read at the next refresh.
  const { lastChanges, ...rest } = reading;
  const kept = lastChanges && lastChanges.length > 0 ? { ...rest, lastChanges } : rest;
  const texts = cutParts(JSON.stringify({ key: entry.key, ...kept }), (index) =>
    partRecord(entry.id, entry.slot, index),
  );
  for (const [index, text] of texts.entries()) {
    await workbook.writeRecord(partRecord(entry.id, entry.slot, index), text);
  }
  return { ...entry, parts: texts.length };
}

/** The sheet of a key made by bomKey: what comes before its last two `|` (a sheet name may hold one). */
function sheetOfKey(key: string): string {
  return key.split('|').slice(0, -2).join('|');
}
