import type { Language } from '../catalog';
import type { SearchApi } from '../client';
import type { Filter } from '../query';

/** Spec 8: an answer holds at most 2000 products, so no batch asks for more part numbers than that. */
export const MAX_BATCH = 2000;

/** How part numbers are matched: exactly, or as the start of a part number (its packaging variants). */
export type PartnoOperator = 'eq' | 'startswith';

/** The service's measure of a request's URL, against which batches are cut. */
export type UrlMeasure = Pick<SearchApi, 'urlLength' | 'maxUrlLength'>;

/** The filter `Partno eq 'a|b|...'` (or `startswith`) of some part numbers. */
export function partnoFilter(operator: PartnoOperator, partnos: readonly string[]): Filter {
  return { conditions: [{ kind: 'string', item: 'Partno', operator, values: [...partnos] }] };
}

/**
 * Splits part numbers into groups whose request URL stays within the limit, in their order, each as long as
 * fits (at most MAX_BATCH; a part number too long for any URL alone makes a group of one). The planner
 * counts the requests of a whole sheet this way many times, so few URLs are measured per group: a URL
 * only grows with each part number added, and a group is about as long as the one before it, so each
 * search starts from the last group's length, widens by doubling and narrows by halving.
 */
export function partnoBatches(
  partnos: readonly string[],
  operator: PartnoOperator,
  lang: Language,
  api: UrlMeasure,
): string[][] {
  const fits = (start: number, count: number): boolean =>
    api.urlLength(partnoFilter(operator, partnos.slice(start, start + count)), [], lang) <= api.maxUrlLength;
  const batches: string[][] = [];
  let guess = 1;
  for (let start = 0; start < partnos.length;) {
    const most = Math.min(MAX_BATCH, partnos.length - start);
    // The longest group from `start` that fits is in [fitting, unknown]; a group of one is always sent.
    let fitting = 1;
    let unknown = most;
    const first = Math.min(guess, most);
    if (fits(start, first)) {
      fitting = first;
      for (let step = 1; fitting < unknown; step *= 2) {
        const wider = Math.min(unknown, fitting + step);
        if (!fits(start, wider)) {
          unknown = wider - 1;
          break;
        }
        fitting = wider;
      }
    } else {
      unknown = first - 1;
    }
    while (fitting < unknown) {
      const middle = Math.ceil((fitting + unknown) / 2);
      if (fits(start, middle)) fitting = middle;
      else unknown = middle - 1;
    }
    batches.push(partnos.slice(start, start + fitting));
    start += fitting;
    guess = fitting;
  }
  return batches;
}
