import { type Filter, type NumberUnits, type Product, type SortOrder, toSheetTable } from '../../core';
import { plural, requestCounter } from './jobText';
import type { JobContext } from './types';
import { type ProductsOutcome, writeProducts } from './writeProducts';

export interface InsertSearchRequest {
  readonly filter: Filter;
  readonly orderby: readonly SortOrder[];
  /** Columns by spec field name (and `Category`), in the order wanted; default every field of the categories found. */
  readonly fields?: readonly string[];
  readonly numberUnits: NumberUnits;
  /** A new sheet named "Search" (made unique), or the selection's top-left cell. */
  readonly destination: 'newSheet' | 'selection';
}

/** The sheet a search goes into; the workbook adds " (2)" and so on when it is taken. */
export const SEARCH_SHEET_NAME = 'Search';

/**
 * Every product matching a filter, however many (client.searchAll pages past the spec's 2000 per call),
 * written as a table into a new sheet or at the selection. Listed values in the filter are in the pane's
 * language, so the search is made in it.
 */
export async function insertSearchResults(context: JobContext, request: InsertSearchRequest): Promise<ProductsOutcome> {
  const { client, workbook, signal } = context;
  const requests = requestCounter(client);
  // The selection when the user asked, not wherever it is by the time the products have arrived.
  const at = request.destination === 'selection' ? await workbook.selectedRange() : undefined;
  context.onProgress({ phase: 'fetching', done: 0, requests: 0, text: 'Searching' });
  let products: Product[];
  try {
    products = await client.searchAll({
      filter: request.filter,
      orderby: request.orderby,
      lang: context.lang,
      signal,
      onProgress: (progress) =>
        context.onProgress({
          phase: 'fetching',
          done: progress.products,
          requests: requests(),
          text: `${plural(progress.products, 'product', 'products')} found from ${plural(requests(), 'request', 'requests')}`,
        }),
    });
  } catch (error) {
    if (signal.aborted) {
      return { status: 'cancelled', rows: 0, summary: 'Stopped while searching; nothing was written.' };
    }
    throw error;
  }
  if (products.length === 0) {
    return { status: 'done', rows: 0, summary: 'No product matches these conditions, so nothing was written.' };
  }
  const table = toSheetTable(products, { fields: request.fields, numberUnits: request.numberUnits });
  const target = at ? { at: { sheet: at.sheet, row: at.row, column: at.column } } : { newSheet: SEARCH_SHEET_NAME };
  return writeProducts(context, table, target, requests);
}
