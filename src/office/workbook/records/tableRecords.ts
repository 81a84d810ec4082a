import {
  type AnswerSources,
  type BottomCategory,
  isBottomCategory,
  isLanguage,
  type Language,
  type NumberUnits,
  type UnitChoices,
} from '../../../core';
import { overlaps } from '../grid';
import type { RangeAddress, Workbook } from '../Workbook';

/**
 * What produced each table PartSpec wrote, kept in the workbook (Workbook.readRecord, a custom XML part
 * in Excel), so that the table can be refreshed in place after the workbook was saved, closed and opened
 * again, on this machine or another. Never the API key, nor anything else of the user's settings but the
 * units and the language the table was written in: a workbook travels.
 */

/** The name of the workbook record holding the table records. */
export const TABLE_RECORDS = 'tables';

/** Bumped when a record's meaning changes; a workbook written by a later PartSpec is then left alone. */
const FORMAT_VERSION = 1;

/** The operation that produced a table. */
export type TableSource =
  /** Every product matching a filter (spec 4.2), in the spec's own syntax, as sent. */
  | { readonly kind: 'search'; readonly filter: string; readonly orderby: string }
  /** Every product of a bottom category (spec 4.1). */
  | { readonly kind: 'category'; readonly category: BottomCategory }
  /** PartSpec's columns of a BOM, beside the user's part numbers. */
  | { readonly kind: 'bom' };

export interface TableRecord {
  /** Unique in the workbook: `T1`, `T2`, ... */
  readonly id: string;
  readonly source: TableSource;
  /**
   * Where the table is: for a search or a category, its header and rows; for a BOM, the part-number
   * cells below their header. Updated at every refresh.
   */
  readonly range: RangeAddress;
  /** The field names of its columns, in the order written (for a BOM, PartSpec's columns). */
  readonly columns: readonly string[];
  /** The language the service answered in (listed values, names). */
  readonly lang: Language;
  readonly numberUnits: NumberUnits;
  /** Per field with a unit, the decimal exponent of the unit written: these win over the user's unit settings on refresh. */
  readonly units: UnitChoices;
  /**
   * When its data is as of, ISO 8601 in UTC: when it was last written, or the issue date of the oldest kept
   * snapshot its products came from.
   */
  readonly refreshedAt: string;
  /**
   * Where its products came from at its last write (the service, kept snapshots: how many of each, each with
   * its date and age); absent in records written before PartSpec said it.
   */
  readonly sources?: AnswerSources;
  /** For a BOM with a LastTimeBuyQuantity column: the planned builds it was computed for. */
  readonly builds?: number;
  /** The cell holding the table's "as of" line, when it has one. */
  readonly caption?: { readonly row: number; readonly column: number };
}

/** The tables recorded in a workbook, oldest first; a record this version cannot read is left out (and kept). */
export async function readTableRecords(workbook: Workbook): Promise<TableRecord[]> {
  return (await readStore(workbook)).records;
}

/**
 * Records a table (a new id when it has none), or records it again after a refresh (same id), and returns
 * it as recorded. A record of another table at a place the new one covers is dropped: that table was
 * written over. One read and one write of the workbook record.
 */
export async function saveTableRecord(
  workbook: Workbook,
  table: Omit<TableRecord, 'id'> & { readonly id?: string },
): Promise<TableRecord> {
  const store = await readStore(workbook);
  const record: TableRecord = { ...table, id: table.id ?? newTableId(store.records) };
  const others = store.records.filter((other) => other.id !== record.id && !overlaps(other.range, record.range));
  await writeStore(workbook, [...others, record], store.unreadable);
  return record;
}

/** Forgets a table (it stays in the sheet, no longer refreshable). */
export async function forgetTableRecord(workbook: Workbook, id: string): Promise<void> {
  const store = await readStore(workbook);
  await writeStore(
    workbook,
    store.records.filter((record) => record.id !== id),
    store.unreadable,
  );
}

/** An id no recorded table has. */
export function newTableId(records: readonly TableRecord[]): string {
  const taken = new Set(records.map((record) => record.id));
  let next = records.length + 1;
  while (taken.has(`T${next}`)) next += 1;
  return `T${next}`;
}

interface Store {
  readonly records: TableRecord[];
  /** Entries this version cannot read, written back as they were. */
  readonly unreadable: unknown[];
}

async function readStore(workbook: Workbook): Promise<Store> {
  const text = await workbook.readRecord(TABLE_RECORDS);
  if (text === undefined || text === '') return { records: [], unreadable: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { records: [], unreadable: [text] };
  }
  const tables = (parsed as { tables?: unknown } | null)?.tables;
  if (!Array.isArray(tables)) return { records: [], unreadable: [parsed] };
  const records: TableRecord[] = [];
  const unreadable: unknown[] = [];
  for (const entry of tables) {
    if (isTableRecord(entry)) records.push(withReadableSources(entry));
    else unreadable.push(entry);
  }
  return { records, unreadable };
}

async function writeStore(workbook: Workbook, records: readonly TableRecord[], unreadable: readonly unknown[]) {
  await workbook.writeRecord(
    TABLE_RECORDS,
    JSON.stringify({ version: FORMAT_VERSION, tables: [...records, ...unreadable] }),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isIndex = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isRange(value: unknown): value is RangeAddress {
  return (
    isObject(value) &&
    typeof value.sheet === 'string' &&
    isIndex(value.row) &&
    isIndex(value.column) &&
    isIndex(value.rowCount) &&
    isIndex(value.columnCount)
  );
}

function isSource(value: unknown): value is TableSource {
  if (!isObject(value)) return false;
  switch (value.kind) {
    case 'search':
      return typeof value.filter === 'string' && typeof value.orderby === 'string';
    case 'category':
      return isBottomCategory(value.category);
    case 'bom':
      return true;
    default:
      return false;
  }
}

/** A record as this version writes it; anything else (a later version's, or edited by hand) is not read. */
function isTableRecord(value: unknown): value is TableRecord {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    isSource(value.source) &&
    isRange(value.range) &&
    Array.isArray(value.columns) &&
    value.columns.every((column) => typeof column === 'string') &&
    isLanguage(value.lang) &&
    (value.numberUnits === 'display' || value.numberUnits === 'si') &&
    isObject(value.units) &&
    Object.values(value.units).every((exponent) => Number.isInteger(exponent)) &&
    typeof value.refreshedAt === 'string' &&
    !Number.isNaN(Date.parse(value.refreshedAt)) &&
    (value.builds === undefined || (Number.isInteger(value.builds) && (value.builds as number) > 0)) &&
    (value.caption === undefined ||
      (isObject(value.caption) && isIndex(value.caption.row) && isIndex(value.caption.column)))
  );
}

/**
 * A record as read, its `sources` left out when they cannot be read (edited by hand, or a later version's):
 * the table can still be refreshed, and the next refresh says them anew.
 */
function withReadableSources(record: TableRecord): TableRecord {
  if (record.sources === undefined || isSources(record.sources)) return record;
  const { sources: _unreadable, ...rest } = record;
  return rest;
}

const isTime = (value: unknown): boolean => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isCount = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;

/** A record's `sources` as written: its counts and dates readable, its snapshots of real categories. */
function isSources(value: unknown): value is AnswerSources {
  return (
    isObject(value) &&
    isTime(value.at) &&
    typeof value.atChecked === 'boolean' &&
    isCount(value.service) &&
    Array.isArray(value.snapshots) &&
    value.snapshots.every(
      (share) =>
        isObject(share) &&
        isBottomCategory(share.category) &&
        isLanguage(share.lang) &&
        isTime(share.issuedAt) &&
        typeof share.ageMs === 'number' &&
        typeof share.ageChecked === 'boolean' &&
        typeof share.stale === 'boolean' &&
        isCount(share.count),
    )
  );
}
