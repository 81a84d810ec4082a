import type { AnswerSources, Language, NumberUnits, SnapshotUse, UnitChoices } from '../../../../core';
import type { CellAddress, RangeAddress, TableRecord } from '../../../../office/workbook';
import type { BomChange } from '../logic/bomChanges';
import { bomSheetTable, type BuyDeadline, type BuyPlan, buyDeadlines } from '../logic/bomComputedColumns';
import type { BomLayout } from '../logic/bomLayout';
import type { BomSummary } from '../logic/bomOutcome';
import { type StatusSummary, statusSummary } from '../logic/statusSummary';
import { requestCounter } from '../../../jobs/progressReports';
import { jobSources, jobTime } from '../../../jobs/recordTable';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import { refreshedSummary, type BomSummaryFacts } from './bomSummary';
import {
  alternativeCell,
  type AtRiskPart,
  atRiskParts,
  type BomAlternatives,
  lookUpAlternatives,
} from './lookUpAlternatives';
import { type BomAnswers, lookUpBom, snapshotsOfAnswers } from './lookUpBom';
import { readBom } from './readBom';
import { readHistory, recordBom, saveHistory } from './recordBom';
import { askToReplace, bomRows, markStatuses, writeColumns, writeRefreshNote, writtenBlock } from './writeBomColumns';

export type { BuyDeadline } from '../logic/bomComputedColumns';
export type { AtRiskPart } from './lookUpAlternatives';

export interface RefreshBomRequest {
  /** Fields to write, by name (`Status`, `capacitance`); default Status, LastBuyDate, ProductionEndDate, AlternativePartno. */
  readonly columns?: readonly string[];
  /** Numbers of fields with a unit: in a display unit named in the header (default), or in SI units. */
  readonly numberUnits?: NumberUnits;
  /** Units chosen per field instead of their display units (the user's settings, or a record's). */
  readonly unitChoices?: UnitChoices;
  /** The part-number cells (and their header) to refresh; default the workbook's selection. */
  readonly parts?: RangeAddress;
  /** The record of this BOM when it is refreshed from the Tables tab: recorded again under the same id. */
  readonly recordId?: string;
  /**
   * Builds still planned, for the LastTimeBuyQuantity column: the BOM's quantity (its Qty column) times
   * this, rounded up to the part's MinOrderQuantity, for every part with a last buy date.
   */
  readonly builds?: number;
}

export interface RefreshBomOutcome extends JobOutcome<BomSummary> {
  /** Parts per status (spec order, chosen language), without a single status, not found, not a part number. */
  readonly counts: StatusSummary;
  /** Part numbers the service does not know, each once, in sheet order. */
  readonly notFound: readonly string[];
  /** Texts that cannot be part numbers (a ' or | inside, spec 4.3 rule 1), each once, in sheet order; never sent. */
  readonly notAPartNumber: readonly string[];
  /** Parts at risk with their best alternative, when BestAlternative or AlternativeVerdict was asked for. */
  readonly atRisk: readonly AtRiskPart[];
  /** Parts with a last buy date, soonest first. */
  readonly deadlines: readonly BuyDeadline[];
  /** What changed since the BOM's last refresh (none at its first), part by part. */
  readonly changes: readonly BomChange[];
  /** When the BOM was last refreshed before this one, ISO 8601; undefined at its first refresh. */
  readonly changedSince?: string;
  /** Real part numbers near each of `notFound` (at most three), for those that have any. */
  readonly suggestions: ReadonlyMap<string, readonly string[]>;
  /** Rows holding a part number. */
  readonly parts: number;
  /** Requests this refresh sent (retries included), the "did you mean" ones among them. */
  readonly requests: number;
  /** When the refresh was made, as its note in the sheet says; undefined when nothing was written. */
  readonly refreshedAt?: Date;
  /** The cell of the refresh note (see refreshBom). */
  readonly noteAt?: CellAddress;
  /**
   * Where the parts' Status and the rest came from: the service (as of its time then) or kept snapshots (each
   * with its date and age), how many of each; as the note, the record and the summary say. Undefined when
   * nothing was written.
   */
  readonly sources?: AnswerSources;
}

/**
 * Refreshes PartSpec's columns of a BOM: the selected part numbers (and the header row above them, or
 * their first cell as header) are looked up, and each chosen field is written into its column: an existing
 * column of that name in place, the others appended to the right of the header. New columns must be empty
 * in the BOM's rows, or the user agrees to replace them; columns already named so are PartSpec's and are
 * overwritten. A part number without package code gets the fields its packaging variants agree on.
 *
 * Every row says what was found: a part not found gets `Not found` in its Status cell (or, without a
 * Status column, in PartSpec's leftmost column), with up to three real part numbers near it when there are
 * any (`Not found (did you mean A, B?)`, from at most MAX_SUGGESTION_REQUESTS prefix searches for all the
 * missing parts together); a text that cannot be sent to the service gets `Not a part number`. Their other
 * cells are emptied, so that no stale value survives. The rows are then marked by Status (Under
 * Development; NRND, To be discontinued, Discontinued).
 *
 * Status and the other lifecycle fields are asked as a lifecycle refresh (`lifecycle`): from the service, or
 * from a kept snapshot only when it is within `snapshots.lifecycleMaxAgeMs` by the service's clock (offline,
 * from kept snapshots of any age), and every answer's source is said.
 *
 * The refresh time and the answers' sources go into the header row, as `Refreshed 2026-11-24 07:30 from the
 * service` (local time, the service's clock; refreshNote), in the first cell right of PartSpec's rightmost column that is empty or holds an earlier note
 * (BomLayout.noteColumn): on the header row it stays with the BOM's columns when rows are sorted or
 * filtered, never lands in a data row, and it is never over the user's cells, so it needs no question.
 * The selection is left as it was, so the same refresh can be run again.
 */
export async function refreshBom(context: JobContext, request: RefreshBomRequest = {}): Promise<RefreshBomOutcome> {
  const { client, workbook, signal, lang } = context;
  const requests = requestCounter(client);

  // Read: the BOM's cells, and whether its new columns may be written (asked before any request).
  const { selection, layout, fields, quantities } = await readBom(context, request);
  const nothingWritten = nothingWrittenOf(layout, lang, requests);
  const declined = await askToReplace(context, layout);
  if (declined !== undefined) return nothingWritten('declined', declined);

  // Look up: the parts, what changed since the last refresh, and the best alternatives of those at risk.
  const found = await unlessCancelled(signal, lookUpBom(context, layout, requests));
  if (found === CANCELLED) return nothingWritten('cancelled', { kind: 'stoppedLookingUp' });
  const counts = statusSummary(found.answers, lang);
  const numberUnits = request.numberUnits ?? 'display';
  // After the lookup: the service's date is known from its answers by then.
  const refreshedAt = jobTime(context);
  const sources = jobSources(context, found.foundProducts, refreshedAt);
  const history = await readHistory(workbook, layout, fields, found.foundProducts, lang, refreshedAt);
  const products = found.foundProducts;
  const alternatives = await unlessCancelled(signal, lookUpAlternatives(context, products, fields, requests));
  if (alternatives === CANCELLED) return nothingWritten('cancelled', { kind: 'stoppedLookingUp' });

  // Compute: the cells of every BOM row, the computed columns among them.
  const plan: BuyPlan = {
    today: refreshedAt,
    quantityOf: (index) => quantities?.get(found.foundRows[index]),
    builds: request.builds,
  };
  const table = bomSheetTable(
    products,
    fields,
    { numberUnits, unitChoices: request.unitChoices },
    { ...plan, lastChangesOf: history.lastChangesOf, alternativeCell: alternativeCell(alternatives) },
  );
  const rows = bomRows(layout, fields, found, table.rows);

  // Write, then record: the reading for the next refresh, the note on the header row, the Tables tab's record.
  if (signal.aborted) return nothingWritten('cancelled', { kind: 'stoppedBefore' });
  const written = writtenBlock(layout);
  await writeColumns(context, layout, { ...table, rows }, requests);
  await saveHistory(workbook, history, selection);
  const noteAt = await writeRefreshNote(workbook, layout, sources);
  const recorded = await recordBom(
    context,
    layout,
    {
      recordId: request.recordId,
      fields,
      numberUnits,
      units: table.unitExponents,
      builds: request.builds,
      sources,
    },
    refreshedAt,
  );
  await markStatuses(context, layout, written, requests);

  return refreshedOutcome({
    fields,
    parts: layout.parts.length,
    written,
    counts,
    history,
    found,
    alternatives,
    refreshedAt,
    noteAt,
    sources,
    ...('notRecorded' in recorded ? { notRecorded: recorded.notRecorded } : {}),
    deadlines: buyDeadlines(products, plan),
    requests: requests(),
    // The parts and the alternatives written, where kept snapshots answered them: their date.
    snapshots: snapshotsOfAnswers(client, products, alternatives.alternatives),
  });
}

/**
 * Refreshes a BOM recorded in the workbook (Tables tab): the recorded part-number cells, columns, language
 * and units, whatever is selected now and whatever the user's unit settings are.
 */
export function refreshBomRecord(context: JobContext, record: TableRecord): Promise<RefreshBomOutcome> {
  return refreshBom(
    { ...context, lang: record.lang },
    {
      columns: record.columns,
      numberUnits: record.numberUnits,
      unitChoices: record.units,
      parts: record.range,
      recordId: record.id,
      ...(record.builds !== undefined ? { builds: record.builds } : {}),
    },
  );
}

/** What a lookup that Cancel stopped comes to. */
const CANCELLED = Symbol('cancelled');

/** The work's result, or CANCELLED when it failed because Cancel stopped it; any other failure is thrown. */
async function unlessCancelled<T>(signal: AbortSignal, work: Promise<T>): Promise<T | typeof CANCELLED> {
  try {
    return await work;
  } catch (error) {
    if (signal.aborted) return CANCELLED;
    throw error;
  }
}

/** What a refresh that wrote its columns found and did, for its outcome. */
interface RefreshedFacts extends BomSummaryFacts {
  readonly deadlines: readonly BuyDeadline[];
  readonly refreshedAt: Date;
  readonly sources: AnswerSources;
  readonly noteAt?: CellAddress;
  /** Requests sent by the refresh. */
  readonly requests: number;
  readonly snapshots: { readonly snapshots?: readonly SnapshotUse[] };
}

/**
 * How a refresh that wrote its columns ended: incomplete when parts were not answered or the alternatives
 * could not be looked up (what arrived is written, the rest is missing); otherwise done, unless some of the
 * BOM's part numbers are not found (or are no part numbers at all): then done with some not found, or not
 * found when none was. Their rows say so either way, but a BOM with parts nobody can buy is never plain Done.
 */
function refreshedStatus(found: BomAnswers, alternatives: BomAlternatives): RefreshBomOutcome['status'] {
  if (alternatives.failure !== undefined || found.notAnswered.length > 0) return 'incomplete';
  if (found.notFound.length === 0 && found.notAPartNumber.length === 0) return 'done';
  return found.foundProducts.length > 0 ? 'doneSomeNotFound' : 'notFound';
}

/** The outcome of a refresh that wrote its columns; its status is refreshedStatus's. */
function refreshedOutcome(facts: RefreshedFacts): RefreshBomOutcome {
  const { found, history, alternatives } = facts;
  return {
    status: refreshedStatus(found, alternatives),
    summary: refreshedSummary(facts),
    counts: facts.counts,
    notFound: found.notFound,
    notAPartNumber: found.notAPartNumber,
    changes: history.changes,
    deadlines: facts.deadlines,
    atRisk: atRiskParts(alternatives),
    ...(history.last ? { changedSince: history.last.readAt } : {}),
    suggestions: found.suggestions,
    parts: facts.parts,
    requests: facts.requests,
    range: facts.written,
    refreshedAt: facts.refreshedAt,
    sources: facts.sources,
    ...(facts.noteAt ? { noteAt: facts.noteAt } : {}),
    ...facts.snapshots,
  };
}

/** The outcome of a refresh of `layout` that wrote nothing: Cancel stopped it, or the user declined to replace cells. */
function nothingWrittenOf(
  layout: BomLayout,
  lang: Language,
  requests: () => number,
): (status: 'cancelled' | 'declined', summary: BomSummary) => RefreshBomOutcome {
  return (status, summary) => ({
    status,
    summary,
    counts: statusSummary([], lang),
    notFound: [],
    notAPartNumber: [],
    changes: [],
    deadlines: [],
    atRisk: [],
    suggestions: new Map(),
    parts: layout.parts.length,
    requests: requests(),
  });
}
