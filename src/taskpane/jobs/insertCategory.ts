import { type BottomCategory, type DownloadProgress, type NumberUnits, type Product, toSheetTable } from '../../core';
import { categoryLabel } from '../logic/categoryChoices';
import { bytes, requestCounter } from './jobText';
import type { JobContext, JobProgress } from './types';
import { type ProductsOutcome, writeProducts } from './writeProducts';

export interface InsertCategoryRequest {
  readonly category: BottomCategory;
  readonly numberUnits: NumberUnits;
  /** Columns by spec field name (and `Category`); default every field of the category. */
  readonly fields?: readonly string[];
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
      return { status: 'cancelled', rows: 0, summary: 'Stopped while downloading; nothing was written.' };
    }
    throw error;
  }
  const name = categoryLabel(request.category);
  if (products.length === 0) {
    return { status: 'done', rows: 0, summary: `The service has no products of ${name}, so nothing was written.` };
  }
  const table = toSheetTable(products, { fields: request.fields, numberUnits: request.numberUnits });
  return writeProducts(context, table, { newSheet: name }, requests);
}

/** Bytes of the file so far: determinate when the service sent its size (not when it is compressed in transit). */
function downloadProgress(progress: DownloadProgress, requests: number): JobProgress {
  switch (progress.phase) {
    case 'address':
      return { phase: 'fetching', done: 0, requests, text: 'Asking the service for the download address' };
    case 'download':
      return {
        phase: 'fetching',
        done: progress.bytes,
        ...(progress.totalBytes !== undefined ? { total: progress.totalBytes } : {}),
        requests,
        text:
          progress.totalBytes !== undefined
            ? `${bytes(progress.bytes)} of ${bytes(progress.totalBytes)} downloaded`
            : `${bytes(progress.bytes)} downloaded`,
      };
    case 'parse':
      return {
        phase: 'fetching',
        done: progress.bytes,
        ...(progress.totalBytes !== undefined ? { total: progress.totalBytes } : {}),
        requests,
        text: `Reading ${bytes(progress.bytes)} of product data`,
      };
  }
}
