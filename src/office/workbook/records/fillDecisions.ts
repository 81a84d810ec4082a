import type { Workbook } from '../Workbook';
import { isObject } from './keptJson';

/**
 * What Fill part numbers decided for each line it gave a part, kept in the workbook (Workbook.readRecord: a
 * custom XML part in Excel), so that a second fill knows which part numbers it wrote and which a person typed,
 * from the facts and not from the words of the Match column, which differ by display language and may be
 * reworded: a translation changed never changes what a second fill does. Part numbers and rows only.
 */

/** The name of the workbook record holding Fill's decisions. */
export const FILL_DECISIONS = 'fill-decisions';

/** Bumped when a decision's meaning changes; a record of a later PartSpec is then left alone (read as none). */
const FORMAT_VERSION = 1;

/**
 * What Fill decided for one line: `met`, it wrote `partno`, a part that met the line (Exact, Meets or Check);
 * `noLongerMeets`, the line's part `partno` no longer met it when Fill weighed it again.
 */
export interface FillDecision {
  readonly partno: string;
  readonly decision: 'met' | 'noLongerMeets';
  /**
   * Whether Fill marked the line Check with the part it wrote (`met` only), and no one has kept it or chosen
   * another in the pane since: a second fill lists it again with its actions. Absent: not marked Check.
   */
  readonly check?: true;
}

/** One BOM's decisions, by sheet row index. */
export type FillDecisions = ReadonlyMap<number, FillDecision>;

/** The key of a BOM: its sheet, header row and value column, which stay the same from one fill to the next. */
export function fillKey(sheet: string, headerRow: number, valueColumn: number): string {
  return `${sheet}|${headerRow}|${valueColumn}`;
}

type Store = Record<string, Record<string, FillDecision>>;

function isDecision(value: unknown): value is FillDecision {
  return (
    isObject(value) &&
    typeof value.partno === 'string' &&
    value.partno !== '' &&
    (value.decision === 'met' || value.decision === 'noLongerMeets') &&
    (value.check === undefined || value.check === true)
  );
}

async function readStore(workbook: Workbook): Promise<Store> {
  const text = await workbook.readRecord(FILL_DECISIONS);
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isObject(parsed) || parsed.version !== FORMAT_VERSION || !isObject(parsed.boms)) return {};
    return parsed.boms as Store;
  } catch {
    return {};
  }
}

/**
 * A BOM's decisions: those well-formed (a record edited by hand, or of another version, loses only what is
 * not); none for a BOM never filled, or filled by a PartSpec that kept no record.
 */
export async function readFillDecisions(workbook: Workbook, key: string): Promise<Map<number, FillDecision>> {
  const kept = (await readStore(workbook))[key];
  const decisions = new Map<number, FillDecision>();
  if (!isObject(kept)) return decisions;
  for (const [row, decision] of Object.entries(kept)) {
    const index = Number(row);
    if (Number.isSafeInteger(index) && index >= 0 && isDecision(decision)) {
      decisions.set(index, {
        partno: decision.partno,
        decision: decision.decision,
        ...(decision.check === true ? { check: true } : {}),
      });
    }
  }
  return decisions;
}

/** Keeps a BOM's decisions in place of its last ones, in one read and one write; other BOMs' stay. */
export async function saveFillDecisions(workbook: Workbook, key: string, decisions: FillDecisions): Promise<void> {
  const store = await readStore(workbook);
  const rows: Record<string, FillDecision> = {};
  for (const [row, decision] of [...decisions].sort(([a], [b]) => a - b)) rows[String(row)] = decision;
  await workbook.writeRecord(
    FILL_DECISIONS,
    JSON.stringify({ version: FORMAT_VERSION, boms: { ...store, [key]: rows } }),
  );
}
