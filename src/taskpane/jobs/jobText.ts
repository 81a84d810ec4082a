import type { PartSpecClient } from '../../core';

/**
 * Wording and counting shared by the jobs and the pane's views (which may import from jobs; jobs import
 * nothing of the views): numbers for people in one fixed style ("12,000"), whatever the browser's locale,
 * since the pane's text is English.
 */
const COUNT = new Intl.NumberFormat('en-US');

export function count(value: number): string {
  return COUNT.format(value);
}

/** "1 product", "2,345 products". */
export function plural(value: number, one: string, many: string): string {
  return `${count(value)} ${value === 1 ? one : many}`;
}

/** "512 KB", "12.5 MB": a download's size as people read it. */
export function bytes(value: number): string {
  if (value < 1024) return plural(value, 'byte', 'bytes');
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
