import {
  type BottomCategory,
  type DownloadProgress,
  type NumberUnits,
  type Product,
  toSheetTable,
  type UnitChoices,
} from '../../core';
import { t } from '../i18n/i18n';
import { categoryLabel } from '../logic/categoryChoices';
import { snapshotsUsed } from '../logic/snapshotNote';
import { bytes, requestCounter } from './jobText';
import type { JobContext, JobProgress } from './types';
import { type ProductsOutcome, withSnapshots, writeProducts } from './writeProducts';

export interface InsertCategoryRequest {
  readonly category: BottomCategory;
  readonly numberUnits: NumberUnits;
  /** Columns by spec field name (and `Category`); default every field of the category. */
  readonly fields?: readonly string[];
  /** Units chosen per field instead of their display units (the user's settings). */
  readonly unitChoices?: UnitChoices;
}

/**
 * Every product of a bottom category through the download-URL operation (spec 4.1: one file, however
 * many products), into a new sheet named after the category ("Ceramic capacitors SMD").
 */
export async function insertCategory(context: JobContext, request: InsertCategoryRequest): Promise<ProductsOutcome> {
  const { client, signal } = context;
  const requests = requestCounter(client);
  let products: Product[];
  try {
    products = await client.downloadCategory(request.category, {
      lang: context.lang,
      signal,
      onProgress: (progress) => context.onProgress(downloadProgress(progress, requests())),
    });
  } catch (error) {
    if (signal.aborted) {
      return { status: 'cancelled', rows: 0, summary: t('jobs.category.stopped') };
    }
    throw error;
  }
  const name = categoryLabel(request.category);
  // An empty category is the service's answer, not a product: nothing is written, and nothing is Done.
  if (products.length === 0) {
    return { status: 'notFound', rows: 0, summary: t('jobs.category.empty', { category: name }) };
  }
  const table = toSheetTable(products, {
    fields: request.fields,
    numberUnits: request.numberUnits,
    unitChoices: request.unitChoices,
  });
  // A download comes from the service; only where the client answers from a kept snapshot (offline) do
  // the products say that snapshot's date.
  const snapshots = snapshotsUsed(products, client);
  const outcome = await writeProducts(context, table, { newSheet: name }, requests, {
    job: 'category',
    provenance: {
      source: { kind: 'category', category: request.category },
      columns: table.fields,
      lang: context.lang,
      numberUnits: request.numberUnits,
      units: table.unitExponents,
      ...(snapshots.length > 0 ? { snapshot: snapshots[0] } : {}),
    },
  });
  return withSnapshots(outcome, snapshots);
}

/** Bytes of the file so far: determinate when the service sent its size (not when it is compressed in transit). */
function downloadProgress(progress: DownloadProgress, requests: number): JobProgress {
  switch (progress.phase) {
    case 'address':
      return { phase: 'fetching', done: 0, requests, text: t('jobs.progress.downloadAddress') };
    case 'download':
      return {
        phase: 'fetching',
        done: progress.bytes,
        ...(progress.totalBytes !== undefined ? { total: progress.totalBytes } : {}),
        requests,
        text:
          progress.totalBytes !== undefined
            ? t('jobs.progress.downloadedOf', { amount: bytes(progress.bytes), whole: bytes(progress.totalBytes) })
            : t('jobs.progress.downloaded', { amount: bytes(progress.bytes) }),
      };
    case 'parse':
      return {
        phase: 'fetching',
        done: progress.bytes,
        ...(progress.totalBytes !== undefined ? { total: progress.totalBytes } : {}),
        requests,
        text: t('jobs.progress.reading', { amount: bytes(progress.bytes) }),
      };
  }
}
