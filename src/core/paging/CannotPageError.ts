import { isPartSpecErrorNamed, PartSpecError } from '../errors';

/**
 * Why a search of more than 2000 products could not be split into pages (spec 4.2: the rest is fetched by
 * adding conditions):
 * - `urlLimit`: the conditions that would ask for the next part numbers do not fit in a URL.
 * - `noProducts`: the service said more products match but sent none.
 * - `noProgress`: the service's answers do not get past part number `partno`.
 * - `outOfOrder`: the service did not send part numbers in order (`partno` came after `previous`).
 */
export type CannotPageReason = 'urlLimit' | 'noProducts' | 'noProgress' | 'outOfOrder';

function sentence(reason: CannotPageReason, partno?: string, previous?: string, maxUrlLength?: number): string {
  switch (reason) {
    case 'urlLimit':
      return `the part numbers after ${partno} cannot be asked for within the URL limit of ${maxUrlLength} characters. Shorten the filter, or raise the maximum URL length.`;
    case 'noProducts':
      return 'the service says more products match but sent none. Narrow the filter so it matches at most 2000 products.';
    case 'noProgress':
      return `the service's answers do not advance past part number ${partno}. Narrow the filter so it matches at most 2000 products.`;
    case 'outOfOrder':
      return `the service did not return part numbers in order (${partno} came after ${previous}). Narrow the filter so it matches at most 2000 products.`;
  }
}

/** A search matching more than 2000 products could not be fetched page by page; what arrived is not kept. */
export class CannotPageError extends PartSpecError {
  override readonly name = 'CannotPageError';
  readonly reason: CannotPageReason;
  /** The part number paging stood at, where the reason names one. */
  readonly partno?: string;
  /** `outOfOrder`: the part number that came before `partno`. */
  readonly previous?: string;
  /** `urlLimit`: the service's maximum URL length. */
  readonly maxUrlLength?: number;

  constructor(reason: CannotPageReason, facts: { partno?: string; previous?: string; maxUrlLength?: number } = {}) {
    super(`Cannot page through this search: ${sentence(reason, facts.partno, facts.previous, facts.maxUrlLength)}`);
    this.reason = reason;
    this.partno = facts.partno;
    this.previous = facts.previous;
    this.maxUrlLength = facts.maxUrlLength;
  }
}

/** Whether `value` is a CannotPageError, also one made by another copy of PartSpec's code. */
export function isCannotPageError(value: unknown): value is CannotPageError {
  return isPartSpecErrorNamed<CannotPageError>(value, 'CannotPageError');
}
