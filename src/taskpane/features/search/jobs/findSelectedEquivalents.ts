import {
  type Alternative,
  type AnswerSources,
  type EquivalentsClient,
  findEquivalents,
  type Product,
} from '../../../../core';
import { countedEquivalents, type EquivalentsFound } from '../logic/equivalentsSummary';
import { snapshotsFact, snapshotsUsed } from '../../../logic/snapshotsUsed';
import { jobSources, jobTime } from '../../../jobs/recordTable';
import type { JobContext, JobOutcome } from '../../../jobs/types';

export interface EquivalentsOutcome extends JobOutcome<EquivalentsFound> {
  /** The part number read from the selected cell. */
  readonly partno: string;
  /** Every equivalent found, best first: the pane lists the first of them, Insert writes them all. */
  readonly equivalents: readonly Alternative[];
  /** When they were found (the service's clock, jobTime): the "as of" of a table they are inserted as. */
  readonly fetchedAt: Date;
  /**
   * Where the products the crossing weighed came from (the part itself and its candidates): the service,
   * kept snapshots. Undefined when nothing was asked.
   */
  readonly sources?: AnswerSources;
}

/**
 * The parts In Production that can replace the part number in the selected cell (its first cell), best
 * first: the same answer as PART.EQUIVALENTS, for the pane. Done only when there is at least one; a part
 * the service does not know, or one that nothing can replace, is not found.
 */
export async function findSelectedEquivalents(context: JobContext): Promise<EquivalentsOutcome> {
  const { workbook, client, lang, signal } = context;
  const selection = await workbook.selectedRange();
  const cell = { ...selection, rowCount: 1, columnCount: 1 };
  const [[value]] = await workbook.readValues(cell);
  const partno = String(value ?? '').trim();
  if (partno === '') {
    return {
      status: 'declined',
      summary: { kind: 'noPartno', cell },
      partno,
      equivalents: [],
      fetchedAt: jobTime(context),
    };
  }
  context.onProgress({ phase: 'fetching', done: 0, requests: 0, step: { kind: 'lookingForEquivalents', partno } });
  // Every product the crossing looked at (the part itself, its candidates), for the snapshots they came from.
  const seen: Product[] = [];
  const watched: EquivalentsClient = {
    lookup: async (partnos, options) => {
      const answer = await client.lookup(partnos, options);
      for (const product of answer.values()) if (product) seen.push(product);
      return answer;
    },
    searchAll: async (search) => {
      const products = await client.searchAll(search);
      seen.push(...products);
      return products;
    },
  };
  const found = await findEquivalents(watched, partno, { lang, signal });
  // After the requests: the service's date is known from its answers by then.
  const fetchedAt = jobTime(context);
  const snapshots = { ...snapshotsFact(snapshotsUsed(seen, client)), sources: jobSources(context, seen, fetchedAt) };
  // A part the service does not know, or a known part that nothing can replace, not even a part to check:
  // the answer holds nothing to use.
  if (!found || found.length === 0) {
    return {
      status: 'notFound',
      summary: found ? { kind: 'none', partno } : { kind: 'unknownPart', partno },
      partno,
      equivalents: [],
      fetchedAt,
      ...snapshots,
    };
  }
  return {
    status: 'done',
    summary: { kind: 'found', partno, ...countedEquivalents(found) },
    partno,
    equivalents: found,
    fetchedAt,
    ...snapshots,
  };
}
