import type { Language, Product } from '../catalog';
import type { SearchApi } from '../client';
import { type Condition, type Filter, type SortOrder, comparePartnos, sortProducts } from '../query';
import type { RetryBudget } from '../throttle';
import { CannotPageError } from './CannotPageError';
import { IncompleteSearchError } from './IncompleteSearchError';
import { type Boundary, coarsePrefixesAfter, PARTNO_ALPHABET, prefixesAfter } from './partnoOrder';
import { type PagingState, type PagingStep, SearchContinuation } from './SearchContinuation';

export interface PagingProgress {
  /** Distinct products collected so far. */
  readonly products: number;
  /** Search requests answered so far. */
  readonly requests: number;
}

export interface PagingRequest {
  readonly filter: Filter;
  readonly orderby: readonly SortOrder[];
  readonly lang: Language;
  readonly signal?: AbortSignal;
  /** The retry budget the search's requests share: one job, retried while it makes progress. */
  readonly budget?: RetryBudget;
  readonly onProgress?: (progress: PagingProgress) => void;
  /**
   * Go on from where a failed searchAll stopped (IncompleteSearchError.continuation), asking only for what
   * is missing. Its filter, order and language are used; those of this request are ignored.
   */
  readonly resume?: SearchContinuation;
}

const BY_PARTNO: readonly SortOrder[] = [{ item: 'Partno', direction: 'asc' }];

/** Characters that cannot stand in a literal (spec 4.3 rule 1) or in a URL: never used to build a prefix. */
const UNUSABLE = /['|\uD800-\uDFFF]/;

function withPrefixes(filter: Filter, prefixes: readonly string[]): Filter {
  const condition: Condition = { kind: 'string', item: 'Partno', operator: 'startswith', values: prefixes };
  return { conditions: [...filter.conditions, condition] };
}

/**
 * Every product matching a filter, however many (spec 4.2: "the rest is obtained by adding search
 * conditions so that the matching count is at most 2000").
 *
 * Pages go in part-number order (`$orderby=Partno asc`), so each answer is the next up-to-2000 part
 * numbers and after it every match up to its last part number is in hand. The next request adds
 * `startswith(Partno,'...')` with prefixes covering every part number after that boundary: exactly
 * when they fit in the URL; otherwise coarser, at the price of products fetched twice as long as those
 * are at most half a page; beyond that (or when a coarse cover brings back nothing new), exactly,
 * deepest positions first, moving up as each range completes. N products
 * cost about N / 2000 requests. Products come back once each, sorted as `orderby` asks (part-number
 * order otherwise).
 */
export async function searchAll(service: SearchApi, request: PagingRequest): Promise<Product[]> {
  const { filter, orderby, lang } = request.resume ?? request;
  const { signal } = request;
  const state: PagingState = request.resume?.resumeState() ?? {
    collected: new Map(),
    alphabet: new Map([...PARTNO_ALPHABET].map((character) => [character.toLowerCase(), character])),
    step: { coarse: false },
    boundary: undefined,
    pageSize: 0,
    requests: 0,
  };
  const { collected, alphabet } = state;
  const fits = (prefixes: readonly string[]): boolean =>
    service.urlLength(withPrefixes(filter, prefixes), BY_PARTNO, lang) <= service.maxUrlLength;

  /** How many products in hand a coarse cover of `prefix` would bring back. */
  function refetched(prefix: string, boundary: Boundary): number {
    const head = prefix.toLowerCase();
    let count = 0;
    for (const key of collected.keys()) {
      // In hand: up to the boundary, and everything under it when its range is complete.
      const inHand =
        comparePartnos(key, boundary.partno) <= 0 ||
        (boundary.subtreeDone && key.startsWith(boundary.partno.toLowerCase()));
      if (key.startsWith(head) && inHand) count += 1;
    }
    return count;
  }

  /**
   * The widest request after the boundary that fits in one URL; undefined when nothing can come after
   * it. A coarse cover is used only while it would bring back at most `refetchBudget` products already
   * in hand (half a page): beyond that an exact, narrower range yields more new products per
   * request. A budget below 0 rules coarse covers out.
   */
  function plan(boundary: Boundary, refetchBudget: number): PagingStep | undefined {
    const letters = [...alphabet.values()];
    const everything = prefixesAfter(boundary, 0, letters);
    if (everything.length === 0) return undefined;
    if (fits(everything)) return { prefixes: everything, coarse: false };
    for (let depth = boundary.partno.length - 1; depth >= 1; depth -= 1) {
      const prefixes = coarsePrefixesAfter(boundary, depth, letters);
      if (fits(prefixes)) {
        if (refetched(prefixes[0], boundary) <= refetchBudget) return { prefixes, coarse: true };
        break;
      }
    }
    for (let from = 1; from <= boundary.partno.length; from += 1) {
      const prefixes = prefixesAfter(boundary, from, letters);
      if (prefixes.length > 0 && fits(prefixes)) {
        return { prefixes, coarse: false, whenComplete: { partno: boundary.partno.slice(0, from), subtreeDone: true } };
      }
    }
    throw new CannotPageError('urlLimit', { partno: boundary.partno, maxUrlLength: service.maxUrlLength });
  }

  /** The products in hand, each once, sorted as asked (part-number order otherwise). */
  const inOrder = (): Product[] => {
    const products = [...collected.values()];
    return orderby.length > 0
      ? sortProducts(products, orderby, { lang })
      : products.sort((a, b) => comparePartnos(a.record.Partno, b.record.Partno));
  };

  // Each pass asks for state.step and, once its answer is in, moves the state to the next step: a failure
  // leaves the state at the step that failed, which is where a resumed search starts again.
  while (state.step) {
    signal?.throwIfAborted();
    const { step } = state;
    let page: { hasMoreHits: boolean; products: Product[] };
    try {
      page = await service.search(step.prefixes ? withPrefixes(filter, step.prefixes) : filter, BY_PARTNO, lang, {
        signal,
        budget: request.budget,
      });
    } catch (error) {
      if (signal?.aborted || collected.size === 0) throw error;
      throw new IncompleteSearchError(inOrder(), new SearchContinuation(filter, orderby, lang, state), error);
    }
    checkOrder(page.products);
    let newest: string | undefined;
    let added = 0;
    for (const product of page.products) {
      const partno = product.record.Partno;
      for (const character of partno) {
        if (!UNUSABLE.test(character) && !alphabet.has(character.toLowerCase()))
          alphabet.set(character.toLowerCase(), character);
      }
      const key = partno.toLowerCase();
      if (!collected.has(key)) added += 1;
      collected.set(key, product);
      if (newest === undefined || comparePartnos(partno, newest) > 0) newest = partno;
    }
    state.requests += 1;
    request.onProgress?.({ products: collected.size, requests: state.requests });
    if (!page.hasMoreHits) {
      state.boundary = step.whenComplete;
      state.step = state.boundary && plan(state.boundary, state.pageSize / 2);
      continue;
    }
    if (newest === undefined) throw new CannotPageError('noProducts');
    // A full page tells the service's cap (2000 by spec 8; measured rather than assumed).
    state.pageSize = Math.max(state.pageSize, page.products.length);
    if (added === 0) {
      // Only a coarse step can bring back nothing new, having re-fetched a whole page: go exact from the same boundary.
      if (!step.coarse || !state.boundary) {
        throw new CannotPageError('noProgress', { partno: newest });
      }
      state.step = plan(state.boundary, -1);
      continue;
    }
    state.boundary = { partno: newest, subtreeDone: false };
    state.step = plan(state.boundary, state.pageSize / 2);
  }
  return inOrder();
}

/** Paging rests on answers in part-number order; within each category group they must ascend. */
function checkOrder(products: readonly Product[]): void {
  for (let index = 1; index < products.length; index += 1) {
    const [previous, current] = [products[index - 1], products[index]];
    if (previous.category === current.category && comparePartnos(previous.record.Partno, current.record.Partno) >= 0) {
      throw new CannotPageError('outOfOrder', { partno: current.record.Partno, previous: previous.record.Partno });
    }
  }
}
