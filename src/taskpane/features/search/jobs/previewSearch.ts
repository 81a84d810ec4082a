import type { Filter, SearchResult, SortOrder } from '../../../../core';
import { snapshotsFact, snapshotsUsed } from '../../../logic/snapshotsUsed';
import type { JobContext, JobOutcome } from '../../../jobs/types';
import type { PreviewSummary } from '../logic/previewSummary';
import { withVariants } from './basePartNumbers';

export interface PreviewRequest {
  readonly filter: Filter;
  readonly orderby: readonly SortOrder[];
  /** Whether the conditions are still those asked about, once the answer is in. */
  readonly stillAsked: () => boolean;
  /** Shows the first page in the pane, before the outcome is said. */
  readonly show: (result: SearchResult) => void;
}

/**
 * The first page of a search (one request), for the pane to show. An answer to conditions no longer on
 * screen is set aside, as a cancel would be: nothing is shown, nothing Done.
 */
export async function previewSearch(context: JobContext, request: PreviewRequest): Promise<JobOutcome<PreviewSummary>> {
  const { client, lang, signal } = context;
  const { filter, orderby } = request;
  context.onProgress({ phase: 'fetching', done: 0, requests: 0, step: { kind: 'previewing' } });
  const result = await client.search({ filter, orderby, lang, signal });
  // A whole answer may still miss part numbers typed without package code: their variants are added.
  const shown = result.hasMoreHits
    ? result
    : {
        ...result,
        products: (await withVariants(client, { filter, orderby, lang }, result.products, signal)).products,
      };
  if (!request.stillAsked()) return { status: 'cancelled', summary: { kind: 'changed' } };
  request.show(shown);
  // A preview that matched nothing answered nothing to insert: not Done, and it says what to try.
  if (shown.products.length === 0) return { status: 'notFound', summary: { kind: 'noMatch' } };
  return {
    status: 'done',
    summary: { kind: 'previewed', result: shown },
    ...snapshotsFact(snapshotsUsed(shown.products, client)),
  };
}
