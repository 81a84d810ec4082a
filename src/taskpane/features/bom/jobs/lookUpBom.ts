import {
  type Alternative,
  hasPartnoShape,
  isIncompleteLookupError,
  mergeLookups,
  isUrlTooLongError,
  partnoProblem,
  type Product,
  type ResolvedProduct,
  type SnapshotUse,
  TimeSlices,
} from '../../../../core';
import type { BomLayout, BomPart } from '../logic/bomLayout';
import { nearPartNumbers, prefixesToAsk, prefixFilter, prefixGroups } from '../logic/nearPartNumbers';
import { snapshotsFact, snapshotsUsed } from '../../../logic/snapshotsUsed';
import { NOT_A_PART_NUMBER, NOT_ANSWERED, type PartAnswer } from '../logic/statusSummary';
import type { JobContext } from '../../../jobs/types';
import { snapshotDownloads } from '../../../jobs/progressReports';

/**
 * Whether a BOM's text is asked for: one a query cannot carry (a ' or | inside, spec 4.3 rule 1), or one no
 * part number has the shape of (`hello world!`), is "Not a part number" and is never sent.
 */
function isPartnoText(partno: string): boolean {
  return partnoProblem(partno) === undefined && hasPartnoShape(partno);
}

/** Part numbers per lookup call: small enough for the progress bar to move, while the client still batches them all together. */
const LOOKUP_GROUP = 100;

/**
 * Most requests a refresh spends on "did you mean" suggestions, however many parts are missing: they are
 * a help, and must not cost as much as the lookup itself (nor a rate limit's worth of 429s).
 */
export const MAX_SUGGESTION_REQUESTS = 3;

/** What the service answered for a BOM's parts. */
export interface BomAnswers {
  /**
   * Per part of the BOM (layout.parts): its product, undefined when not found, NOT_A_PART_NUMBER when it was
   * not sent, NOT_ANSWERED when the service did not answer for it.
   */
  readonly answers: readonly PartAnswer[];
  /** Part numbers the service does not know, each once, in sheet order. */
  readonly notFound: string[];
  /** Texts that cannot be part numbers, each once, in sheet order; never sent. */
  readonly notAPartNumber: string[];
  /** Real part numbers near each of `notFound`, for those that have any. */
  readonly suggestions: Map<string, string[]>;
  /** Part numbers the service did not answer for, each once, in sheet order, and why (`notAnsweredBecause`). */
  readonly notAnswered: string[];
  readonly notAnsweredBecause?: unknown;
  /** Per sheet row holding a part number: that part and its answer. */
  readonly answerOfRow: ReadonlyMap<number, { readonly part: BomPart; readonly answer: PartAnswer }>;
  /** The sheet rows of the parts found, in sheet order ... */
  readonly foundRows: readonly number[];
  /** ... and their products, row for row. */
  readonly foundProducts: readonly Product[];
}

/**
 * Looks up every part of the BOM, then real part numbers near those not found. Parts the service did not
 * answer for (it failed part-way, or offline without their category's snapshot) are NOT_ANSWERED, the
 * others as answered: nothing that arrived is lost. Throws when no part was answered, and when Cancel stops it.
 */
export async function lookUpBom(context: JobContext, layout: BomLayout, requests: () => number): Promise<BomAnswers> {
  const { found, failed, cause, askable } = await lookUp(context, layout, requests);
  const unanswered = new Set(failed);
  const answers: PartAnswer[] = layout.parts.map((part) =>
    !askable.has(part.partno) ? NOT_A_PART_NUMBER : unanswered.has(part.partno) ? NOT_ANSWERED : found.get(part.partno),
  );
  const notFound = uniqueWhere(layout, answers, (answer) => answer === undefined);
  const suggestions = await nearOf(context, notFound, requests);
  const notAPartNumber = uniqueWhere(layout, answers, (answer) => answer === NOT_A_PART_NUMBER);
  const notAnswered = uniqueWhere(layout, answers, (answer) => answer === NOT_ANSWERED);

  // One row per BOM row, blank part cells included: a row without a found part gets empty cells, but for
  // the one that says why (not found, not a part number).
  const answerOfRow = new Map(layout.parts.map((part, index) => [part.row, { part, answer: answers[index] }]));
  const foundRows: number[] = [];
  const foundProducts: Product[] = [];
  for (const [row, { answer }] of answerOfRow) {
    if (answer && answer !== NOT_A_PART_NUMBER && answer !== NOT_ANSWERED) {
      foundRows.push(row);
      foundProducts.push(answer);
    }
  }
  return {
    answers,
    notFound,
    notAPartNumber,
    suggestions,
    notAnswered,
    ...(notAnswered.length > 0 ? { notAnsweredBecause: cause } : {}),
    answerOfRow,
    foundRows,
    foundProducts,
  };
}

/** The snapshots that answered the parts and the alternatives written, for the outcome: their date. */
export function snapshotsOfAnswers(
  client: JobContext['client'],
  products: readonly Product[],
  alternatives: ReadonlyMap<string, Alternative | undefined>,
): { readonly snapshots?: readonly SnapshotUse[] } {
  return snapshotsFact(
    snapshotsUsed(
      [...products, ...[...alternatives.values()].flatMap((alternative) => (alternative ? [alternative.product] : []))],
      client,
    ),
  );
}

/** The part numbers whose answer `is`, each once, in sheet order. */
function uniqueWhere(layout: BomLayout, answers: readonly PartAnswer[], is: (answer: PartAnswer) => boolean): string[] {
  return [...new Set(layout.parts.filter((_, index) => is(answers[index])).map((part) => part.partno))];
}

/**
 * Every part number of the BOM, fresh from the service (the cache is dropped for them: a refresh that
 * showed a half-hour-old status would defeat its purpose). The groups go out together, so the client
 * gathers them into as few requests as if they were one call; each settles on its own, and the progress
 * bar counts part numbers as they come back. A part number that cannot be put into a query (a ' or |
 * inside) cannot be in the service either: it is not sent, and is left out of the answers.
 */
async function lookUp(context: JobContext, layout: BomLayout, requests: () => number): Promise<LookedUp> {
  const { client, signal, lang } = context;
  const unique = [...new Set(layout.parts.map((part) => part.partno))];
  // Checked before anything is asked, in turns with the pane: tens of thousands of part numbers take longer
  // than a task should hold the page's thread.
  const askable: string[] = [];
  const slices = new TimeSlices();
  for (const partno of unique) {
    await slices.pause();
    if (isPartnoText(partno)) askable.push(partno);
  }
  client.refresh(askable);
  const total = unique.length;
  let done = unique.length - askable.length;
  // The kept snapshots the lookups wait on, by their bytes: the count stands still while a file arrives.
  const downloads = snapshotDownloads(client, () => report());
  const report = (): void =>
    context.onProgress(
      downloads.with({ phase: 'fetching', done, total, requests: requests(), step: { kind: 'partsLookedUp' } }),
    );
  report();
  const groups: string[][] = [];
  for (let start = 0; start < askable.length; start += LOOKUP_GROUP) {
    groups.push(askable.slice(start, start + LOOKUP_GROUP));
  }
  // Every group is awaited, so that a failure says how many parts it left without an answer.
  const outcomes = await Promise.allSettled(
    groups.map(async (group) => {
      const answer = await client.lookup(group, { lang, signal, lifecycle: true });
      done += group.length;
      report();
      return answer;
    }),
  ).finally(downloads.stop);
  signal.throwIfAborted();
  return { ...answeredOrThrow(outcomes, groups), askable: new Set(askable) };
}

/** What the lookup of a BOM's part numbers answered, and those it did not, with why. */
interface LookedUp {
  readonly found: ReadonlyMap<string, Product | undefined>;
  readonly failed: readonly string[];
  readonly cause?: unknown;
  /** The BOM's texts that were asked for (isPartnoText): the others are not part numbers. */
  readonly askable: ReadonlySet<string>;
}

/**
 * The products of every slice's lookup, those of a partial answer included, and the part numbers left
 * without an answer. Throws the failure when nothing was answered: it says best what is wrong.
 */
function answeredOrThrow(
  outcomes: readonly PromiseSettledResult<ReadonlyMap<string, ResolvedProduct | undefined>>[],
  groups: readonly (readonly string[])[],
): Omit<LookedUp, 'askable'> {
  try {
    return { found: mergeLookups(outcomes.map((outcome, index) => ({ partnos: groups[index], outcome }))), failed: [] };
  } catch (error) {
    if (!isIncompleteLookupError(error)) throw error;
    return { found: error.found, failed: error.failed, cause: error.cause };
  }
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
    step: { kind: 'nearPartNumbers', count: missing.length },
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
