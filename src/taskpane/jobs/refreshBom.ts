import {
  type Alternative,
  CATEGORY_COLUMN,
  type CellValue,
  englishListedValue,
  INTEGER_FORMAT,
  isCalendarDate,
  isIncompleteLookupError,
  isUrlTooLongError,
  type Language,
  LANGUAGES,
  localizedListedValue,
  partnoProblem,
  type NumberUnits,
  type Product,
  resolveField,
  type SheetTable,
  toSheetTable,
  toTable,
  type UnitChoices,
  visiblePartno,
} from '../../core';
import {
  bomKey,
  type CellAddress,
  type RangeAddress,
  type RowHighlight,
  rangeA1,
  readBomReading,
  saveBomReading,
  type TableRecord,
  writeTable,
} from '../../office/workbook';
import { recordError } from '../../office/errorLog';
import {
  type BomLayout,
  bomCellsToRead,
  bomLayout,
  COMPUTED_BOM_COLUMNS,
  DEFAULT_BOM_COLUMNS,
  isQuantityHeader,
  refreshNote,
  startAtHeader,
} from '../logic/bomLayout';
import { t } from '../i18n/i18n';
import { type BomChange, bomChanges, changedText, type Reading } from '../logic/bomChanges';
import { describeError, sentences } from '../logic/describeError';
import {
  NOT_A_PART_NUMBER_TEXT,
  nearPartNumbers,
  notFoundText,
  prefixesToAsk,
  prefixFilter,
  prefixGroups,
} from '../logic/nearPartNumbers';
import {
  describeStatusSummary,
  NOT_A_PART_NUMBER,
  type NotAPartNumber,
  type StatusSummary,
  statusSummary,
} from '../logic/statusSummary';
import { BomRefreshError } from './errors/BomRefreshError';
import { requestCounter } from './jobText';
import { alternativesFor, isAtRisk, verdictText } from './alternatives';
import { appendChanges } from './changesSheet';
import { localDateTime } from '../logic/localDateTime';
import { snapshotsFact, snapshotsUsed } from '../logic/snapshotNote';
import { recordTable } from './recordTable';
import type { JobContext, JobOutcome } from './types';

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

/** A part at risk and what best replaces it, for the pane. */
export interface AtRiskPart {
  readonly partno: string;
  readonly alternative?: Alternative;
}

/** A part with a last buy date, for the pane's list of deadlines (soonest first). */
export interface BuyDeadline {
  readonly partno: string;
  readonly lastBuyDate: string;
  /** Days from the refresh to it; negative once passed. */
  readonly days: number;
  /** What to buy by then, when the BOM has a quantity column and planned builds were given. */
  readonly quantity?: number;
}

export interface RefreshBomOutcome extends JobOutcome {
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
}

/** Part numbers per lookup call: small enough for the progress bar to move, while the client still batches them all together. */
const LOOKUP_SLICE = 100;

/**
 * Most requests a refresh spends on "did you mean" suggestions, however many parts are missing: they are
 * a help, and must not cost as much as the lookup itself (nor a rate limit's worth of 429s).
 */
export const MAX_SUGGESTION_REQUESTS = 3;

/**
 * Marks of the statuses that put a part at risk, from least to most urgent: amber, orange, red fills
 * with dark text of the same hue, each pair at a contrast of at least 4.5:1 (WCAG AA for text).
 */
export const RISK_COLOURS: Readonly<
  Record<'NRND' | 'To be discontinued' | 'Discontinued', { fill: string; font: string }>
> = {
  NRND: { fill: '#FFF2CC', font: '#7A5700' },
  'To be discontinued': { fill: '#FCE4D6', font: '#8A3B00' },
  Discontinued: { fill: '#FFC7CE', font: '#9C0006' },
};

/**
 * The mark of parts Under Development: not a risk, but not yet a part to plan volume on. Blue, apart from
 * the risk hues, with dark blue text at a contrast of 7:1.
 */
export const UNDER_DEVELOPMENT_COLOURS: Readonly<{ fill: string; font: string }> = {
  fill: '#DDEBF7',
  font: '#1F4E79',
};

/** Every status a refresh marks, with its colours: Under Development, then the risks. */
export const STATUS_COLOURS: Readonly<Record<string, { fill: string; font: string }>> = {
  'Under Development': UNDER_DEVELOPMENT_COLOURS,
  ...RISK_COLOURS,
};

/** The status marks with the status texts in the language the Status column is written in. */
export function statusHighlights(lang: Language): RowHighlight[] {
  return Object.entries(STATUS_COLOURS).map(([english, colours]) => ({
    equals: localizedListedValue('Status', english, lang),
    ...colours,
  }));
}

/**
 * The marked statuses in every language, each once: the texts of marks an earlier refresh may have set,
 * in whichever language the pane had then, which a refresh replaces (Workbook.highlightRows).
 */
export function statusTexts(): string[] {
  return [...new Set(LANGUAGES.flatMap((lang) => statusHighlights(lang).map((highlight) => highlight.equals)))];
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
 * The refresh time goes into the header row, as `Refreshed 2026-11-24 07:30` (local time, the context's
 * clock), in the first cell right of PartSpec's rightmost column that is empty or holds an earlier note
 * (BomLayout.noteColumn): on the header row it stays with the BOM's columns when rows are sorted or
 * filtered, never lands in a data row, and it is never over the user's cells, so it needs no question.
 * The selection is left as it was, so the same refresh can be run again.
 */
export async function refreshBom(context: JobContext, request: RefreshBomRequest = {}): Promise<RefreshBomOutcome> {
  const { client, workbook, signal, lang } = context;
  const requests = requestCounter(client);
  const fields = fieldsOf(request.columns ?? DEFAULT_BOM_COLUMNS);

  const selection = request.parts ?? (await workbook.selectedRange());
  const selected = bomCellsToRead(selection, await workbook.usedRange(selection.sheet));
  if ('problem' in selected) throw new BomRefreshError(selected.problem);
  const { cells, partValues } = startAtHeader(selected, await workbook.readValues(selected.parts));
  const headerValues = await workbook.readValues(cells.headerRows);
  const layout = bomLayout({ cells, partValues, headerValues, fields });
  if ('problem' in layout) throw new BomRefreshError(layout.problem);

  // The BOM's quantities, per sheet row, when planned builds were given and it has a Qty column.
  const quantities = request.builds === undefined ? undefined : await quantitiesOf(workbook, layout, headerValues);
  if (fields.includes('LastTimeBuyQuantity')) {
    if (request.builds === undefined || !(Number.isInteger(request.builds) && request.builds > 0)) {
      throw new BomRefreshError(t('bom.refresh.noBuilds'));
    }
    if (!quantities) throw new BomRefreshError(t('bom.refresh.noQuantityColumn'));
  }

  const nothingWritten = (status: 'cancelled' | 'declined', summary: string): RefreshBomOutcome => ({
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

  // Asked before any request: a declined overwrite should cost nothing. Values only: PartSpec's columns
  // are written without a table of their own (asTable false), so a table they overlap stays a table.
  const appendedRange = appendedBlock(layout);
  if (appendedRange && (await workbook.contents(appendedRange)).values) {
    const where = rangeA1(appendedRange);
    const names = layout.columns.filter((place) => !place.existing).map((place) => place.field);
    const replace = await context.confirmOverwrite(
      appendedRange,
      t('bom.refresh.replace', { range: where, columns: fieldList(names) }),
    );
    if (!replace) return nothingWritten('declined', t('bom.refresh.declined', { range: where }));
  }

  // Per part of the BOM: its product, undefined when not found, or NOT_A_PART_NUMBER when it was not sent.
  let answers: (Product | undefined | NotAPartNumber)[];
  let notFound: string[];
  let suggestions: Map<string, string[]>;
  try {
    const found = await lookUp(context, layout, requests);
    answers = layout.parts.map((part) =>
      partnoProblem(part.partno) === undefined ? found.get(part.partno) : NOT_A_PART_NUMBER,
    );
    notFound = uniqueWhere(layout, answers, (answer) => answer === undefined);
    suggestions = await nearOf(context, notFound, requests);
  } catch (error) {
    if (signal.aborted) {
      return nothingWritten('cancelled', t('bom.refresh.stoppedLookingUp'));
    }
    throw error;
  }
  const counts = statusSummary(answers, lang);
  const notAPartNumber = uniqueWhere(layout, answers, (answer) => answer === NOT_A_PART_NUMBER);

  // One row per BOM row, blank part cells included: a row without a found part gets empty cells, but for
  // the one that says why (not found, not a part number).
  const answerOfRow = new Map(layout.parts.map((part, index) => [part.row, { part, answer: answers[index] }]));
  const foundRows: number[] = [];
  const foundProducts: Product[] = [];
  for (const [row, { answer }] of answerOfRow) {
    if (answer && answer !== NOT_A_PART_NUMBER) {
      foundRows.push(row);
      foundProducts.push(answer);
    }
  }
  const numberUnits = request.numberUnits ?? 'display';
  const refreshedAt = (context.now ?? (() => new Date()))();
  // What changed since the last refresh of this BOM: its reading then against the service's answer now.
  const historyKey = bomKey(layout.sheet, layout.headerRow, layout.partColumn);
  const watched = [...new Set([...DEFAULT_BOM_COLUMNS, ...fields])].filter(
    (field) => !COMPUTED_BOM_COLUMNS.includes(field),
  );
  const reading = readingOf(foundProducts, watched, lang);
  const last = await readBomReading(workbook, historyKey);
  const changes = bomChanges(last?.values, reading, watched);
  const changesOf = new Map<string, BomChange[]>();
  for (const change of changes) changesOf.set(change.partno, [...(changesOf.get(change.partno) ?? []), change]);

  // The best replacement of each part at risk, only when a column asks for it: it costs requests.
  const wantsAlternatives = fields.includes('BestAlternative') || fields.includes('AlternativeVerdict');
  const risky = foundProducts.filter((product) => isAtRisk(product, lang));
  let alternatives = new Map<string, Alternative | undefined>();
  /** Why the alternatives could not be looked up: the parts' own columns are written all the same. */
  let alternativesFailure: unknown;
  if (wantsAlternatives) {
    try {
      alternatives = await alternativesFor(context, risky, requests);
    } catch (error) {
      if (signal.aborted) return nothingWritten('cancelled', t('bom.refresh.stoppedLookingUp'));
      recordError(error, 'pane');
      alternativesFailure = error;
    }
  }
  const atRisk: AtRiskPart[] = risky.map((product) => {
    const alternative = alternatives.get(product.record.Partno.toUpperCase());
    return { partno: product.record.Partno, ...(alternative ? { alternative } : {}) };
  });

  const table = withComputedColumns(
    toSheetTable(foundProducts, {
      fields: fields.filter((field) => !COMPUTED_BOM_COLUMNS.includes(field)),
      numberUnits,
      unitChoices: request.unitChoices,
    }),
    fields,
    foundProducts,
    (product, column, row) => {
      if (column === 'Changed') return changedText(changesOf.get(product.record.Partno.toUpperCase()) ?? []);
      if (column === 'DaysToLastBuy') return daysTo(product.record.LastBuyDate, refreshedAt);
      if (column === 'BestAlternative' || column === 'AlternativeVerdict') {
        if (!risky.includes(product)) return '';
        if (alternativesFailure !== undefined) return NOT_LOOKED_UP;
        const alternative = alternatives.get(product.record.Partno.toUpperCase());
        return column === 'BestAlternative' ? (alternative?.product.record.Partno ?? '') : verdictText(alternative);
      }
      return lastTimeBuy(product, quantities?.get(foundRows[row]), request.builds);
    },
  );
  const deadlines: BuyDeadline[] = foundProducts
    .flatMap((product, index) => {
      const lastBuyDate = product.record.LastBuyDate;
      const days = daysTo(lastBuyDate, refreshedAt);
      if (typeof lastBuyDate !== 'string' || typeof days !== 'number') return [];
      const quantity = lastTimeBuy(product, quantities?.get(foundRows[index]), request.builds);
      return [
        { partno: product.record.Partno, lastBuyDate, days, ...(typeof quantity === 'number' ? { quantity } : {}) },
      ];
    })
    .sort((a, b) => a.days - b.days || a.partno.localeCompare(b.partno));
  const rowsByRow = new Map(foundRows.map((row, index) => [row, table.rows[index]]));
  const messageIndex = messageColumnIndex(layout);
  const saying = (text: string): CellValue[] =>
    // Quote-prefixed as toSheetTable writes texts: a part number from the service never becomes a formula.
    fields.map((_, index) => (index === messageIndex ? `'${text}` : ''));
  const allRows: CellValue[][] = [];
  for (let row = layout.firstDataRow; row < layout.firstDataRow + layout.dataRowCount; row += 1) {
    const entry = answerOfRow.get(row);
    if (!entry) allRows.push(fields.map(() => ''));
    else if (entry.answer === NOT_A_PART_NUMBER) allRows.push(saying(NOT_A_PART_NUMBER_TEXT));
    else if (entry.answer === undefined) allRows.push(saying(notFoundText(suggestions.get(entry.part.partno))));
    else allRows.push(rowsByRow.get(row) ?? fields.map(() => ''));
  }

  if (signal.aborted) return nothingWritten('cancelled', t('bom.refresh.stoppedBefore'));
  const block: RangeAddress = {
    sheet: layout.sheet,
    row: layout.headerRow,
    column: layout.partColumn,
    rowCount: layout.dataRowCount + 1,
    columnCount: Math.max(...layout.columns.map((place) => place.column)) - layout.partColumn + 1,
  };
  await writeColumns(context, layout, { ...table, rows: allRows }, requests);
  await saveBomReading(workbook, historyKey, { readAt: refreshedAt.toISOString(), values: reading });
  if (await appendChanges(workbook, changes, refreshedAt)) await workbook.select(selection);
  const noteAt: CellAddress = { sheet: layout.sheet, row: layout.headerRow, column: layout.noteColumn };
  await workbook.writeValues(noteAt, [[`'${refreshNote(refreshedAt)}`]]);
  // Recorded for the Tables tab: the part-number cells from their header down, as refreshed now.
  const recorded = await recordTable(
    context,
    {
      sheet: layout.sheet,
      row: layout.headerRow,
      column: layout.partColumn,
      rowCount: layout.dataRowCount + 1,
      columnCount: 1,
    },
    {
      id: request.recordId,
      source: { kind: 'bom' },
      columns: fields,
      lang,
      numberUnits,
      units: table.unitExponents,
      caption: false,
      ...(request.builds !== undefined ? { builds: request.builds } : {}),
    },
    refreshedAt,
  );

  const statusPlace = layout.columns.find((place) => place.field === 'Status');
  if (statusPlace) {
    context.onProgress({
      phase: 'formatting',
      done: layout.dataRowCount,
      total: layout.dataRowCount,
      requests: requests(),
      text: t('bom.progress.marking'),
    });
    await workbook.highlightRows(
      { ...block, row: layout.firstDataRow, rowCount: layout.dataRowCount },
      statusPlace.column,
      statusHighlights(lang),
      statusTexts(),
    );
  }

  return {
    status: alternativesFailure === undefined ? 'done' : 'incomplete',
    summary: sentences(
      t('bom.refresh.done', {
        columns: fieldList(fields),
        count: layout.parts.length,
        range: rangeA1(block),
        statuses: describeStatusSummary(counts),
      }),
      ...(last
        ? [
            t('bom.refresh.changedSince', {
              count: changesOf.size,
              date: localDateTime(new Date(last.readAt)),
            }),
          ]
        : []),
      ...(notFound.length > 0 ? [t('bom.refresh.notFoundList', { partnos: partnoList(notFound) })] : []),
      ...(notAPartNumber.length > 0
        ? [t('bom.refresh.notAPartNumberList', { partnos: partnoList(notAPartNumber) })]
        : []),
      ...(recorded.problem ? [recorded.problem] : []),
      ...(alternativesFailure === undefined
        ? []
        : [
            t('bom.refresh.alternativesFailed', {
              count: risky.length,
              notLookedUp: NOT_LOOKED_UP,
              reason: describeError(alternativesFailure),
            }),
          ]),
    ),
    counts,
    notFound,
    notAPartNumber,
    changes,
    deadlines,
    atRisk: wantsAlternatives ? atRisk : [],
    ...(last ? { changedSince: last.readAt } : {}),
    suggestions,
    parts: layout.parts.length,
    requests: requests(),
    range: block,
    refreshedAt,
    noteAt,
    // The parts and the alternatives written, where kept snapshots answered them: their date.
    ...snapshotsFact(
      snapshotsUsed(
        [
          ...foundProducts,
          ...[...alternatives.values()].flatMap((alternative) => (alternative ? [alternative.product] : [])),
        ],
        client,
      ),
    ),
  };
}

/** What BestAlternative and AlternativeVerdict say for a part at risk when its alternatives could not be looked up. */
const NOT_LOOKED_UP = 'not looked up';

/** Part numbers named in the summary before "and 2 more". */
const PARTNOS_LISTED = 5;

/** "A, B, C, D, E and 2 more" for the summary, in the display language. */
function partnoList(partnos: readonly string[]): string {
  // Shown as visiblePartno writes them: a direction-changing character would turn the whole sentence around.
  const first = partnos.slice(0, PARTNOS_LISTED).map(visiblePartno).join(t('errors.listSeparator'));
  if (partnos.length <= PARTNOS_LISTED) return first;
  return t('bom.refresh.more', { partnos: first, count: partnos.length - PARTNOS_LISTED });
}

/** Field names as a list of the display language: "Status, LastBuyDate". */
function fieldList(fields: readonly string[]): string {
  return fields.join(t('errors.listSeparator'));
}

/** The part numbers whose answer `is`, each once, in sheet order. */
function uniqueWhere(
  layout: BomLayout,
  answers: readonly (Product | undefined | NotAPartNumber)[],
  is: (answer: Product | undefined | NotAPartNumber) => boolean,
): string[] {
  return [...new Set(layout.parts.filter((_, index) => is(answers[index])).map((part) => part.partno))];
}

/**
 * The column (index among the fields) that says why a row has no values: Status, where a reader of the
 * BOM looks for what is wrong with a part; without one, PartSpec's leftmost column, read first.
 */
function messageColumnIndex(layout: BomLayout): number {
  const status = layout.columns.findIndex((place) => place.field === 'Status');
  if (status >= 0) return status;
  let leftmost = 0;
  layout.columns.forEach((place, index) => {
    if (place.column < layout.columns[leftmost].column) leftmost = index;
  });
  return leftmost;
}

/**
 * Real part numbers near each missing one, from a few `Partno startswith 'A|B|C'` searches of their
 * prefixes (nearPartNumbers.ts), at most MAX_SUGGESTION_REQUESTS sent, whatever the number missing.
 * Batched by the client's own URL limit: a group it refuses as too long (before sending, so costing no
 * request) is halved and tried again; the job cannot measure URLs itself, as it does not know the service's
 * address. Suggestions are a help: a request that fails ends the asking, and the refresh goes on with the
 * candidates in hand. Only Cancel stops the refresh here.
 */
async function nearOf(
  context: JobContext,
  missing: readonly string[],
  requests: () => number,
): Promise<Map<string, string[]>> {
  const { client, signal, lang } = context;
  const queue = prefixGroups(prefixesToAsk(missing), MAX_SUGGESTION_REQUESTS);
  if (queue.length === 0) return new Map();
  context.onProgress({
    phase: 'fetching',
    done: 0,
    requests: requests(),
    text: t('bom.progress.near', { count: missing.length }),
  });
  const candidates: string[] = [];
  const before = requests();
  while (queue.length > 0 && requests() - before < MAX_SUGGESTION_REQUESTS) {
    const group = queue.shift() ?? [];
    try {
      const answer = await client.search({ filter: prefixFilter(group), lang, signal });
      candidates.push(...answer.products.map((product) => product.record.Partno));
    } catch (error) {
      signal.throwIfAborted();
      if (isUrlTooLongError(error) && !error.sent && group.length > 1) {
        const half = Math.ceil(group.length / 2);
        queue.unshift(group.slice(0, half), group.slice(half));
        continue;
      }
      break;
    }
  }
  return nearPartNumbers(missing, candidates);
}

/** Field names as the spec spells them (`capacitance` is Capacitance), each once; `Category` is the pseudo-column. */
function fieldsOf(names: readonly string[]): string[] {
  const fields = names.map((name) => {
    const wanted = name.trim().toLowerCase();
    if (wanted === CATEGORY_COLUMN.toLowerCase()) return CATEGORY_COLUMN;
    return COMPUTED_BOM_COLUMNS.find((computed) => computed.toLowerCase() === wanted) ?? resolveField(name).name;
  });
  if (fields.length === 0) throw new BomRefreshError(t('bom.refresh.noColumns'));
  return [...new Set(fields)];
}

/** The BOM rows of the appended columns: they must be empty, or the user agrees to replace them. */
function appendedBlock(layout: BomLayout): RangeAddress | undefined {
  if (layout.appended.length === 0) return undefined;
  return {
    sheet: layout.sheet,
    row: layout.firstDataRow,
    column: layout.appended[0],
    rowCount: layout.dataRowCount,
    columnCount: layout.appended.length,
  };
}

/**
 * Every part number of the BOM, fresh from the service (the cache is dropped for them: a refresh that
 * showed a half-hour-old status would defeat its purpose). The slices go out together, so the client
 * gathers them into as few requests as if they were one call; each settles on its own, and the progress
 * bar counts part numbers as they come back. A part number that cannot be put into a query (a ' or |
 * inside) cannot be in the service either: it is not sent, and is left out of the answers.
 */
async function lookUp(
  context: JobContext,
  layout: BomLayout,
  requests: () => number,
): Promise<Map<string, Product | undefined>> {
  const { client, signal, lang } = context;
  const unique = [...new Set(layout.parts.map((part) => part.partno))];
  const askable = unique.filter((partno) => partnoProblem(partno) === undefined);
  client.refresh(askable);
  const total = unique.length;
  let done = unique.length - askable.length;
  const report = (): void =>
    context.onProgress({
      phase: 'fetching',
      done,
      total,
      requests: requests(),
      text: t('bom.progress.lookedUp', { done, count: total }),
    });
  report();
  const slices: string[][] = [];
  for (let start = 0; start < askable.length; start += LOOKUP_SLICE) {
    slices.push(askable.slice(start, start + LOOKUP_SLICE));
  }
  // Every slice is awaited, so that a failure says how many parts it left without an answer.
  const outcomes = await Promise.allSettled(
    slices.map(async (slice) => {
      const answer = await client.lookup(slice, { lang, signal });
      done += slice.length;
      report();
      return answer;
    }),
  );
  signal.throwIfAborted();
  const found = new Map<string, Product | undefined>();
  const failed: string[] = [];
  let cause: unknown;
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') {
      for (const [partno, product] of outcome.value) found.set(partno, product);
      return;
    }
    cause ??= isIncompleteLookupError(outcome.reason) ? outcome.reason.cause : outcome.reason;
    if (!isIncompleteLookupError(outcome.reason)) {
      failed.push(...slices[index]);
      return;
    }
    for (const [partno, product] of outcome.reason.found) found.set(partno, product);
    failed.push(...outcome.reason.failed);
  });
  if (failed.length === 0) return found;
  if (found.size === 0) throw cause;
  // Writing now would blank the rows of the parts not answered, as if they were not found.
  throw new BomRefreshError(
    sentences(t('bom.refresh.lookupFailed', { failed: failed.length, count: total }), describeError(cause)),
    { cause },
  );
}

/**
 * Writes the columns, header cell included, as blocks of adjacent columns (refreshed ones may be apart
 * from the appended block). Not stopped by Cancel once begun: a BOM is small, and rows refreshed in some
 * columns but not in others would be worse than the seconds it takes to finish.
 */
async function writeColumns(
  context: JobContext,
  layout: BomLayout,
  table: SheetTable,
  requests: () => number,
): Promise<void> {
  const order = layout.columns.map((place, index) => ({ ...place, index })).sort((a, b) => a.column - b.column);
  const runs: (typeof order)[] = [];
  for (const place of order) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1].column + 1 === place.column) run.push(place);
    else runs.push([place]);
  }
  const totalRows = runs.length * table.rows.length;
  for (const [runIndex, run] of runs.entries()) {
    const block: SheetTable = {
      header: run.map((place) => table.header[place.index]),
      rows: table.rows.map((row) => run.map((place) => row[place.index])),
      numberFormats: run.map((place) => table.numberFormats[place.index]),
    };
    const before = runIndex * table.rows.length;
    await writeTable(context.workbook, { sheet: layout.sheet, row: layout.headerRow, column: run[0].column }, block, {
      overwrite: true,
      // PartSpec's columns inside the user's BOM: no Excel table over them, and the selection stays for the next refresh.
      asTable: false,
      select: false,
      onProgress: (progress) =>
        context.onProgress({
          phase: 'writing',
          done: before + progress.rowsWritten,
          total: totalRows,
          requests: requests(),
          text: t('bom.progress.writing', {
            columns: fieldList(run.map((place) => place.field)),
            done: progress.rowsWritten,
            count: progress.totalRows,
          }),
        }),
    });
  }
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

/** Per part number (upper case), the watched fields' values as a table gives them, listed values in English. */
function readingOf(products: readonly Product[], fields: readonly string[], lang: Language): Reading {
  const table = toTable(products, { fields, textProtection: 'none' });
  const reading: Record<string, Record<string, CellValue>> = {};
  products.forEach((product, index) => {
    const values: Record<string, CellValue> = {};
    fields.forEach((field, column) => {
      const value = table.rows[index][column];
      // The same status whatever language the BOM was refreshed in, so that a change of language is no change.
      values[field] =
        field === 'Status' && typeof value === 'string' ? (englishListedValue('Status', value, lang) ?? value) : value;
    });
    reading[product.record.Partno.toUpperCase()] = values;
  });
  return reading;
}

/**
 * The sheet table with PartSpec's computed columns put in their place among `fields`, each cell from
 * `computed` (text quote-prefixed, as toSheetTable writes text).
 */
function withComputedColumns(
  table: SheetTable & { unitExponents: Record<string, number> },
  fields: readonly string[],
  products: readonly Product[],
  computed: (product: Product, column: string, row: number) => CellValue,
): SheetTable & { unitExponents: Record<string, number> } {
  if (!fields.some((field) => COMPUTED_BOM_COLUMNS.includes(field))) return table;
  const source = new Map<string, number>();
  let next = 0;
  for (const field of fields) if (!COMPUTED_BOM_COLUMNS.includes(field)) source.set(field, next++);
  const cellOf = (row: number, field: string): CellValue => {
    const index = source.get(field);
    if (index !== undefined) return table.rows[row][index];
    const value = computed(products[row], field, row);
    return typeof value === 'string' && value !== '' ? `'${value}` : value;
  };
  return {
    header: fields.map((field) => {
      const index = source.get(field);
      return index === undefined ? field : table.header[index];
    }),
    rows: products.map((_, row) => fields.map((field) => cellOf(row, field))),
    numberFormats: fields.map((field) => {
      const index = source.get(field);
      return index === undefined
        ? field === 'DaysToLastBuy'
          ? INTEGER_FORMAT
          : undefined
        : table.numberFormats[index];
    }),
    unitExponents: table.unitExponents,
  };
}

/** Whole days from `today` (local calendar date) to a `YYYY-MM-DD` date, negative once it has passed; '' without one. */
function daysTo(date: unknown, today: Date): CellValue {
  if (typeof date !== 'string' || !isCalendarDate(date)) return '';
  const [year, month, day] = date.split('-').map(Number);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.UTC(year, month - 1, day) - start) / 86_400_000);
}

/**
 * The BOM's quantity per sheet row, from its quantity column (a header such as Qty, Quantity or 数量,
 * left or right of the part numbers); undefined when it has none.
 */
async function quantitiesOf(
  workbook: JobContext['workbook'],
  layout: BomLayout,
  headerValues: readonly (readonly CellValue[])[],
): Promise<Map<number, number> | undefined> {
  // The whole header row: headerValues start at the part column, and a Qty column is as often left of it.
  const width = layout.partColumn + (headerValues[0]?.length ?? 1);
  const header = await workbook.readValues({
    sheet: layout.sheet,
    row: layout.headerRow,
    column: 0,
    rowCount: 1,
    columnCount: width,
  });
  const column = (header[0] ?? []).findIndex((value, index) => index !== layout.partColumn && isQuantityHeader(value));
  if (column < 0) return undefined;
  const cells = await workbook.readValues({
    sheet: layout.sheet,
    row: layout.firstDataRow,
    column,
    rowCount: layout.dataRowCount,
    columnCount: 1,
  });
  const quantities = new Map<number, number>();
  cells.forEach(([value], index) => {
    const quantity = typeof value === 'number' ? value : Number(String(value).trim());
    if (Number.isFinite(quantity) && quantity > 0 && String(value).trim() !== '') {
      quantities.set(layout.firstDataRow + index, quantity);
    }
  });
  return quantities;
}

/** Quantity x builds, rounded up to a whole number of MinOrderQuantity, for a part with a last buy date; '' otherwise. */
function lastTimeBuy(product: Product, quantity: number | undefined, builds: number | undefined): CellValue {
  if (quantity === undefined || builds === undefined || typeof product.record.LastBuyDate !== 'string') return '';
  const needed = Math.ceil(quantity * builds);
  const lot = product.record.MinOrderQuantity;
  return typeof lot === 'number' && lot > 0 ? Math.ceil(needed / lot) * lot : needed;
}
