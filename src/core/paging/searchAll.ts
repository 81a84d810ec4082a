import type { Language, Product } from '../catalog';
import type { Condition, Filter, SortOrder } from '../query';
import { PartSpecError } from '../client';
import { sortProducts } from './localOrder';
import { comparePartnos, PARTNO_ALPHABET, prefixesAfter } from './partnoOrder';

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
  readonly onProgress?: (progress: PagingProgress) => void;
}

export interface PagingService {
  search(
    filter: Filter,
    orderby: readonly SortOrder[],
    lang: Language,
    signal?: AbortSignal,
  ): Promise<{ hasMoreHits: boolean; products: Product[] }>;
  /** The length of the request URL, to keep each request within `maxUrlLength`. */
  urlLength(filter: Filter, orderby: readonly SortOrder[], lang: Language): number;
  readonly maxUrlLength: number;
}

const BY_PARTNO: readonly SortOrder[] = [{ item: 'Partno', direction: 'asc' }];

function withPrefixes(filter: Filter, prefixes: readonly string[]): Filter {
  const condition: Condition = { kind: 'string', item: 'Partno', operator: 'startswith', values: prefixes };
  return { conditions: [...filter.conditions, condition] };
}

/**
 * Every product matching a filter, however many (spec 4.2: "the rest is obtained by adding search
 * conditions so that the matching count is at most 2000").
 *
 * Pages go in part-number order (`$orderby=Partno asc`). Each answer is the next up-to-2000 part
 * numbers, so after it every match up to its last part number L is in hand. The next request adds
 * `startswith(Partno,'...')` with prefixes covering every part number after L (see prefixesAfter),
 * as exact as the URL limit allows. So each request brings about 2000 new products: N products cost
 * about N/2000 requests plus the few re-fetched at each page boundary. Products come back once each,
 * sorted as `orderby` asks (part-number order when it asks nothing).
 */
export async function searchAll(service: PagingService, request: PagingRequest): Promise<Product[]> {
  const { filter, lang, signal } = request;
  const collected = new Map<string, Product>();
  const alphabet = new Map<string, string>(
    [...PARTNO_ALPHABET].map((character) => [character.toLowerCase(), character]),
  );
  let last: string | undefined;
  let requests = 0;
  for (;;) {
    signal?.throwIfAborted();
    const pageFilter =
      last === undefined
        ? filter
        : withPrefixes(
            filter,
            prefixesAfter(last, depthFor(service, filter, last, lang, [...alphabet.values()]), [...alphabet.values()]),
          );
    const page = await service.search(pageFilter, BY_PARTNO, lang, signal);
    requests += 1;
    let newest = last;
    for (const product of page.products) {
      const partno = product.record.Partno;
      for (const character of partno) {
        if (!alphabet.has(character.toLowerCase())) alphabet.set(character.toLowerCase(), character);
      }
      collected.set(partno.toLowerCase(), product);
      if (newest === undefined || comparePartnos(partno, newest) > 0) newest = partno;
    }
    request.onProgress?.({ products: collected.size, requests });
    if (!page.hasMoreHits) break;
    if (last !== undefined && newest !== undefined && comparePartnos(newest, last) <= 0) {
      throw new PartSpecError(
        `Cannot page through this search: the service's answers do not advance past part number ${last}. Narrow the filter so it matches at most 2000 products.`,
      );
    }
    last = newest;
  }
  const products = [...collected.values()];
  return request.orderby.length > 0
    ? sortProducts(products, request.orderby)
    : products.sort((a, b) => comparePartnos(a.record.Partno, b.record.Partno));
}

/**
 * The longest prefix of `last` whose "after last" prefixes fit in one URL: longer is more exact
 * (fewer products fetched twice), shorter is a shorter URL.
 */
function depthFor(
  service: PagingService,
  filter: Filter,
  last: string,
  lang: Language,
  alphabet: readonly string[],
): number {
  for (let depth = last.length; depth >= 1; depth -= 1) {
    if (
      service.urlLength(withPrefixes(filter, prefixesAfter(last, depth, alphabet)), BY_PARTNO, lang) <=
      service.maxUrlLength
    ) {
      return depth;
    }
  }
  throw new PartSpecError(
    `Cannot page through this search within the URL limit of ${service.maxUrlLength} characters. Shorten the filter, or raise the maximum URL length in settings.`,
  );
}
