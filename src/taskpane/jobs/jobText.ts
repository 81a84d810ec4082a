import type { PartSpecClient } from '../../core';
import { t } from '../i18n/i18n';
import type { JobContext } from './types';

/**
 * Wording and counting shared by the jobs and the pane's views (which may import from jobs; jobs import
 * nothing of the views): numbers for people in one fixed style ("12,000"), whatever the browser's locale.
 * The jobs' own sentences are i18next texts (i18n/en/jobs.ts), whose `{{count, number}}` groups the same way.
 */
const COUNT = new Intl.NumberFormat('en-US');

export function count(value: number): string {
  return COUNT.format(value);
}

/** "1 product", "2,345 products": English only; the pane's texts use i18next plurals (`_one`, `_other`). */
export function plural(value: number, one: string, many: string): string {
  return `${count(value)} ${value === 1 ? one : many}`;
}

/** `12,000 products found from 8 requests`: the progress line of a search. */
export function foundText(products: number, requests: number): string {
  return t('jobs.progress.found', { count: products, requests: t('jobs.requests', { count: requests }) });
}

/** A search's progress reports (client.searchAll's onProgress) as a job's, counting its requests. */
export function searchProgress(
  context: Pick<JobContext, 'onProgress'>,
  requests: () => number,
): (progress: { readonly products: number }) => void {
  return (progress) =>
    context.onProgress({
      phase: 'fetching',
      done: progress.products,
      requests: requests(),
      text: foundText(progress.products, requests()),
    });
}

/** `4,000 of 12,000 rows written`: the progress line of a table being written. */
export function rowsWrittenText(done: number, total: number): string {
  return t('jobs.progress.rowsWritten', { done, count: total });
}

/** `1 product`, `2,345 products`, in the display language. */
export function productsText(products: number): string {
  return t('jobs.products', { count: products });
}

/** `1 equivalent`, `30 equivalents`, in the display language. */
export function equivalentsText(equivalents: number): string {
  return t('jobs.equivalents', { count: equivalents });
}

/** "512 KB", "12.5 MB": a download's size as people read it. */
export function bytes(value: number): string {
  if (value < 1024) return t('jobs.bytes', { count: value });
  // Decided on the rounded figure: from 1,023.5 KB up, "1024 KB" would be shown where "1.0 MB" is meant.
  const kilobytes = Math.round(value / 1024);
  if (kilobytes < 1024) return `${kilobytes} KB`;
  return `${(value / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Requests this job sent so far: the client is shared with the custom functions, so its counter runs
 * on its own; a job counts from where it stood when the job began.
 */
export function requestCounter(client: PartSpecClient): () => number {
  const before = client.stats().requests;
  return () => client.stats().requests - before;
}
