import type { BatchEntry } from '../sharing';
import type { ResolvedProduct } from './variants';

/** A part number's answer as the lookup cache keeps it (undefined: known not to exist). */
export interface CacheEntry {
  readonly product: ResolvedProduct | undefined;
}

/** A caller waiting for a part number's answer: called back, not a promise each (a sheet asks tens of thousands). */
export interface Waiter {
  readonly resolve: (product: ResolvedProduct | undefined) => void;
  readonly reject: (error: unknown) => void;
}

/** A part number of a window (as its flight's first caller spelled it), settled for its flight. */
export type WindowEntry = BatchEntry<string, ResolvedProduct | undefined>;

/**
 * The callers of one part number (per kind) queued or on its way, and its entry in its window: the first
 * caller's spelling is sent. A class, not closures: a sheet's lookup makes tens of thousands of them.
 */
export class Flight implements WindowEntry {
  readonly waiters: Waiter[];

  constructor(
    readonly item: string,
    /** `kind\npartno`, its key in the flights on their way. */
    readonly key: string,
    /** `lang\npartno`, where its answer is cached. */
    readonly cacheKey: string,
    /** Takes the flight off those on their way (and caches `keep`), unless a refresh already forgot it. */
    private readonly landed: (flight: Flight, keep?: CacheEntry) => void,
    first: Waiter,
  ) {
    this.waiters = [first];
  }

  resolve(product: ResolvedProduct | undefined): void {
    this.landed(this, { product });
    for (const waiter of this.waiters) waiter.resolve(product);
  }

  reject(error: unknown): void {
    this.landed(this);
    for (const waiter of this.waiters) waiter.reject(error);
  }
}
