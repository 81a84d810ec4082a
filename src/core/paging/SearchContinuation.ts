import type { Language, Product } from '../catalog';
import type { Filter, SortOrder } from '../query';
import type { Boundary } from './partnoOrder';

/** One request of searchAll's plan: the prefixes to add, and where paging stands once their range is complete. */
export interface PagingStep {
  readonly prefixes?: readonly string[];
  /** The boundary once this step's range is complete; undefined when that completes the whole search. */
  readonly whenComplete?: Boundary;
  /** The step may bring back products already in hand (see coarsePrefixesAfter). */
  readonly coarse: boolean;
}

/** Where a searchAll stands between two requests: everything it needs to go on. */
export interface PagingState {
  /** The products in hand, by lower-cased part number. */
  readonly collected: Map<string, Product>;
  /** Characters part numbers are made of, lower-cased to as seen. */
  readonly alphabet: Map<string, string>;
  /** The next request; undefined once the search is complete. */
  step: PagingStep | undefined;
  boundary: Boundary | undefined;
  /** The largest page seen: the service's cap. */
  pageSize: number;
  /** Search requests answered. */
  requests: number;
}

/**
 * A searchAll that stopped on a failure, ready to go on from its last complete page: the filter, order
 * and language it was for, and the pages in hand. Given to searchAll again (client.searchAll({ resume })),
 * it asks only for what is still missing. It can be resumed more than once; each resumption starts from
 * this point.
 */
export class SearchContinuation {
  constructor(
    readonly filter: Filter,
    readonly orderby: readonly SortOrder[],
    readonly lang: Language,
    private readonly state: PagingState,
  ) {}

  /** Distinct products in hand. */
  get products(): number {
    return this.state.collected.size;
  }

  /** Search requests answered before the search stopped. */
  get requests(): number {
    return this.state.requests;
  }

  /** A copy of the state to go on from, leaving this continuation as it is. */
  resumeState(): PagingState {
    return { ...this.state, collected: new Map(this.state.collected), alphabet: new Map(this.state.alphabet) };
  }
}
