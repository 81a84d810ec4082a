import {
  type BottomCategory,
  type KeptSnapshot,
  type Language,
  type NumberUnits,
  type PartSpecClient,
  type Product,
  toSheetTable,
  type UnitChoices,
} from '../../../../core';
import { categoryLabel } from '../../../logic/categoryChoices';
import { snapshotsUsed } from '../../../logic/snapshotsUsed';
import { downloadProgress, requestCounter } from '../../../jobs/progressReports';
import type { JobContext } from '../../../jobs/types';
import { LARGE_WRITE_ROWS } from '../../../logic/largeWrite';
import { jobSources } from '../../../jobs/recordTable';
import { type ProductsOutcome, withSnapshots, writeProducts } from '../../../jobs/writeProducts';
import type { CategorySummary } from '../logic/categorySummary';

export interface InsertCategoryRequest {
  readonly category: BottomCategory;
  readonly numberUnits: NumberUnits;
  /** Columns by spec field name (and `Category`); default every field of the category. */
  readonly fields?: readonly string[];
  /** Units chosen per field instead of their display units (the user's settings). */
  readonly unitChoices?: UnitChoices;
}

/** How a category's download ended: its own kinds (CategorySummary) or its table's write's. */
export type CategoryOutcome = ProductsOutcome<CategorySummary>;

/**
 * Every product of a bottom category through the download-URL operation (spec 4.1: one file, however
 * many products), into a new sheet named after the category ("Ceramic capacitors SMD"). More than
 * LARGE_WRITE_ROWS products are asked about before the download when a kept snapshot knows how many there
 * are, else once they are read.
 */
export async function insertCategory(context: JobContext, request: InsertCategoryRequest): Promise<CategoryOutcome> {
  const { client, signal } = context;
  const requests = requestCounter(client);
  const asked = await askBeforeDownload(context, request.category, requests);
  if ('outcome' in asked) return asked.outcome;
  let products: Product[];
  try {
    products = await client.downloadCategory(request.category, {
      lang: context.lang,
      signal,
      onProgress: (progress) => context.onProgress(downloadProgress(progress, requests())),
    });
  } catch (error) {
    if (signal.aborted) {
      return { status: 'cancelled', rows: 0, summary: { kind: 'stopped' } };
    }
    throw error;
  }
  // An empty category is the service's answer, not a product: nothing is written, and nothing is Done.
  if (products.length === 0) {
    return { status: 'notFound', rows: 0, summary: { kind: 'empty', category: request.category } };
  }
  const table = toSheetTable(products, {
    fields: request.fields,
    numberUnits: request.numberUnits,
    unitChoices: request.unitChoices,
  });
  // A download comes from the service; only where the client answers from a kept snapshot (offline) do
  // the products say that snapshot's date.
  const snapshots = snapshotsUsed(products, client);
  const outcome = await writeProducts(context, table, { newSheet: categoryLabel(request.category) }, requests, {
    job: 'category',
    agreedRows: asked.agreedRows,
    provenance: {
      source: { kind: 'category', category: request.category },
      columns: table.fields,
      lang: context.lang,
      numberUnits: request.numberUnits,
      units: table.unitExponents,
      sources: jobSources(context, products),
    },
  });
  return withSnapshots(outcome, snapshots);
}

/**
 * The large-write question asked before the download, when the category's kept snapshot in the job's
 * language counts more than LARGE_WRITE_ROWS products: "Do not write" then costs no download. The rows
 * agreed to (0 when nothing was asked: the write asks once the products are read), or how the job ends.
 */
async function askBeforeDownload(
  context: JobContext,
  category: BottomCategory,
  requests: () => number,
): Promise<{ readonly agreedRows: number } | { readonly outcome: CategoryOutcome }> {
  if (!context.confirmLargeWrite) return { agreedRows: 0 };
  const kept = await keptSnapshotOf(context.client, category, context.lang);
  if (!kept || kept.productCount <= LARGE_WRITE_ROWS) return { agreedRows: 0 };
  const rows = kept.productCount;
  // Determinate and empty: an indeterminate bar would say that something is being done meanwhile.
  context.onProgress({
    phase: 'waiting',
    done: 0,
    total: rows,
    requests: requests(),
    step: { kind: 'waitingToDownload', products: rows },
  });
  // Offline, the kept snapshot is what gets written: its count is exact, not "about".
  const exact = context.client.snapshots.mode === 'offline';
  const yes = await context.confirmLargeWrite({
    rows,
    job: 'category',
    ...(exact ? {} : { snapshotIssuedAt: kept.issuedAt }),
  });
  if (yes) return { agreedRows: rows };
  return {
    outcome: context.signal.aborted
      ? { status: 'cancelled', rows: 0, summary: { kind: 'stoppedBefore' } }
      : { status: 'declined', rows: 0, summary: { kind: 'largeDeclinedBefore', products: rows } },
  };
}

/**
 * The kept snapshot of a category in a language, of any age: how many products it has is known without
 * a download. Undefined when none is kept, or the store cannot be read (the count is then learnt by reading).
 */
async function keptSnapshotOf(
  client: PartSpecClient,
  category: BottomCategory,
  lang: Language,
): Promise<KeptSnapshot | undefined> {
  try {
    // This connection's: another service's snapshot may hold another catalogue.
    return (await client.snapshots.list()).find(
      (kept) => kept.inUse && kept.category === category && kept.lang === lang,
    );
  } catch {
    return undefined;
  }
}
