import {
  type Filter,
  formatFilter,
  formatOrderBy,
  type IncompleteSearchError,
  isIncompleteSearchError,
  type NumberUnits,
  type Product,
  type SearchContinuation,
  type SortOrder,
  toSheetTable,
  type UnitChoices,
} from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';
import { withVariants } from './basePartNumbers';
import type { SearchSummary } from '../logic/searchSummary';
import { snapshotsUsed } from '../../../logic/snapshotsUsed';
import { requestCounter, searchProgress } from '../../../jobs/progressReports';
import { jobSources } from '../../../jobs/recordTable';
import type { JobContext } from '../../../jobs/types';
import { type ProductsOutcome, type ProductsTarget, withSnapshots, writeProducts } from '../../../jobs/writeProducts';

export interface InsertSearchRequest {
  readonly filter: Filter;
  readonly orderby: readonly SortOrder[];
  /** Columns by spec field name (and `Category`), in the order wanted; default every field of the categories found. */
  readonly fields?: readonly string[];
  readonly numberUnits: NumberUnits;
  /** Units chosen per field instead of their display units (the user's settings). */
  readonly unitChoices?: UnitChoices;
  /** A new sheet named "Search" (made unique), or the selection's top-left cell. */
  readonly destination: 'newSheet' | 'selection';
}

/** How Insert into sheet ended: its own kinds (SearchSummary) or its table's write's. */
export type SearchOutcome = ProductsOutcome<SearchSummary>;

/** The sheet a search goes into; the workbook adds " (2)" and so on when it is taken. */
export const SEARCH_SHEET_NAME = 'Search';

/**
 * Every product matching a filter, however many (client.searchAll pages past the spec's 2000 per call),
 * written as a table into a new sheet or at the selection. Listed values in the filter are in the pane's
 * language, so the search is made in it.
 *
 * When the service fails for good part-way (client.searchAll's own retries spent), what had arrived is
 * written all the same, and the outcome is `incomplete`, with `rest`: a job that fetches only what is
 * missing, from the last complete page, and writes the table again, whole, in the same place.
 */
export async function insertSearchResults(context: JobContext, request: InsertSearchRequest): Promise<SearchOutcome> {
  // The selection when the user asked, not wherever it is by the time the products have arrived.
  const at = request.destination === 'selection' ? await context.workbook.selectedRange() : undefined;
  const target: ProductsTarget = at
    ? { at: { sheet: at.sheet, row: at.row, column: at.column } }
    : { newSheet: SEARCH_SHEET_NAME };
  return fetchAndWrite(context, request, target);
}

/** Fetches a search (or the rest of one) and writes it to `target`; see insertSearchResults. */
async function fetchAndWrite(
  context: JobContext,
  request: InsertSearchRequest,
  target: ProductsTarget,
  resume?: SearchContinuation,
): Promise<SearchOutcome> {
  const { client, signal } = context;
  const requests = requestCounter(client);
  const already = resume?.products ?? 0;
  context.onProgress({
    phase: 'fetching',
    done: already,
    requests: 0,
    step: { kind: resume ? 'fetchingRest' : 'searching' },
  });
  let products: Product[];
  let stopped: IncompleteSearchError | undefined;
  try {
    products = await client.searchAll({
      filter: request.filter,
      orderby: request.orderby,
      lang: context.lang,
      resume,
      signal,
      onProgress: searchProgress(context, requests),
    });
    // A part number without package code under Partno equals: its packaging variants, not nothing.
    products = (
      await withVariants(
        client,
        { filter: request.filter, orderby: request.orderby, lang: context.lang },
        products,
        signal,
      )
    ).products;
  } catch (error) {
    if (signal.aborted) {
      if (!resume || !('replacing' in target) || !target.replacing) {
        return { status: 'cancelled', rows: 0, summary: { kind: 'stopped' } };
      }
      const written = target.replacing;
      return {
        status: 'cancelled',
        rows: 0,
        summary: { kind: 'stoppedRest', range: written },
        range: written,
        rest: (next) => fetchAndWrite(next, request, target, resume),
      };
    }
    if (!isIncompleteSearchError(error)) throw error;
    stopped = error;
    products = error.products;
  }
  // Nothing matched: nothing to write, and nothing Done (what to try is in the words).
  if (products.length === 0) {
    return { status: 'notFound', rows: 0, summary: { kind: 'noMatch' } };
  }
  const table = toSheetTable(products, {
    fields: request.fields,
    numberUnits: request.numberUnits,
    unitChoices: request.unitChoices,
  });
  // Never silently stale: products a kept snapshot answered say its date, in the outcome and the caption.
  const snapshots = snapshotsUsed(products, client);
  const written = await writeProducts(context, table, target, requests, {
    provenance: {
      source: { kind: 'search', filter: formatFilter(request.filter), orderby: formatOrderBy(request.orderby) },
      columns: table.fields,
      lang: context.lang,
      numberUnits: request.numberUnits,
      units: table.unitExponents,
      sources: jobSources(context, products),
    },
  });
  const outcome = withSnapshots(written, snapshots);
  if (!stopped || outcome.status !== 'done' || !outcome.range) return outcome;
  return incomplete(outcome, outcome.range, stopped, (next, written) =>
    fetchAndWrite(next, request, { at: corner(written), replacing: written }, stopped.continuation),
  );
}

/** What a search that stopped part-way wrote, why it stopped, and the job that fetches the rest. */
function incomplete(
  outcome: SearchOutcome,
  written: RangeAddress,
  stopped: IncompleteSearchError,
  rest: (context: JobContext, written: RangeAddress) => Promise<SearchOutcome>,
): SearchOutcome {
  return {
    status: 'incomplete',
    rows: outcome.rows,
    range: written,
    summary: {
      kind: 'incomplete',
      rows: outcome.rows,
      range: written,
      requests: stopped.requests,
      cause: stopped.cause,
    },
    rest: (context) => rest(context, written),
  };
}

function corner(range: RangeAddress): { sheet: string; row: number; column: number } {
  return { sheet: range.sheet, row: range.row, column: range.column };
}
