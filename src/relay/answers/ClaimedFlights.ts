import { setTimeout as sleep } from 'node:timers/promises';
import { SingleFlight } from '../../core';
import type { SendToService } from '../ServiceGate';
import type { RelayState } from '../state/RelayState';

/** How often a request waiting for another's answer (perhaps another instance's) looks for it. */
export const FLIGHT_POLL_MS = 25;

/** Runs work in the caller's turn to reach the service. */
export type Turn = <T>(work: (send: SendToService) => Promise<T>) => Promise<T>;

/**
 * Who asks, and how: their turn to reach the service, their name (what their requests bring in counts against
 * their share of the kept answers' budget), and when they give up.
 */
export interface Asking {
  readonly user: string;
  readonly turn: Turn;
  readonly signal: AbortSignal;
}

/** Reads what is kept of some keys: the values found (a key absent from the map is missing). */
export type ReadKept<T> = (keys: readonly string[]) => Promise<ReadonlyMap<string, T>>;

/**
 * Makes the values of the keys a request claimed, in its turn: keeps them (as far as the budget lets it) and
 * returns every one, so that this request and those of this instance waiting for it have them even if they
 * were not kept.
 */
export type Produce<T> = (claimed: readonly string[], send: SendToService) => Promise<ReadonlyMap<string, T>>;

/**
 * Single flight across instances: of many requests for the same answers at once, one asks the service and
 * the others wait for what it keeps. Keys are claimed in the shared state only in the caller's turn (so a
 * claim never waits in a queue while others wait for it), released when the answer is kept or the request
 * failed, and expire on their own if the instance holding them dies. Within this instance, the keys on their
 * way are shared by core's SingleFlight, the rule of every place that shares questions in flight.
 */
export class ClaimedFlights {
  /**
   * This instance's flights, so that its own requests wait for them without asking the shared state: one
   * piece of work (a request to the service) under each key it claimed, run by the request that claimed them
   * whoever else waits (started without a signal: only that request's own end stops it).
   */
  private readonly flying = new SingleFlight<ReadonlyMap<string, unknown>>();

  constructor(
    private readonly state: RelayState,
    private readonly holder: string,
    private readonly claimTtlMs: number,
  ) {}

  /**
   * The values of `keys`: those kept (`read`); for the others, `produce` is called in the caller's turn with
   * the keys this request claimed, and must return a value for each (or throw, which fails this request
   * only: the keys are let go, and those waiting for them claim them in turn).
   */
  async resolve<T>(
    keys: readonly string[],
    asking: Asking,
    read: ReadKept<T>,
    produce: Produce<T>,
  ): Promise<Map<string, T>> {
    const { signal } = asking;
    const found = new Map<string, T>();
    const readInto = async (wanted: readonly string[]): Promise<string[]> => {
      const values = await read(wanted.filter((key) => !found.has(key)));
      for (const [key, value] of values) found.set(key, value);
      return wanted.filter((key) => !found.has(key));
    };
    let missing = await readInto(keys);
    while (missing.length > 0) {
      signal.throwIfAborted();
      // Joined without the caller's signal, so that each flight is waited for once however many of its keys
      // are missing (with a signal, every key would add a listener to it): the service's deadline ends the
      // wait, and the loop checks the signal after it.
      const local = new Set(missing.flatMap((key) => this.flying.joined(key) ?? []));
      if (local.size > 0) {
        for (const made of await Promise.all(local)) this.take(made as ReadonlyMap<string, T>, missing, found);
        missing = await readInto(missing);
        continue;
      }
      // Every key still missing is being asked by another instance: wait for its answers outside the queue,
      // rather than take a turn in which there would be nothing to ask. Who holds what is asked before what
      // is kept is read: a holder keeps its answers before it lets go, so a key not held then is kept now.
      const claims = await this.state.held(missing);
      const held = new Set(missing.filter((_, index) => claims[index]));
      missing = await readInto(missing);
      if (missing.length === 0) break;
      if (missing.every((key) => held.has(key))) {
        await sleep(FLIGHT_POLL_MS, undefined, { signal });
        continue;
      }
      const claimedAny = await asking.turn(async (send) => {
        // Another request may have answered while this one waited for its turn.
        missing = await readInto(missing);
        if (missing.length === 0) return true;
        const claims = await this.state.claim(missing, this.holder, this.claimTtlMs);
        const mine = missing.filter((_, index) => claims[index]);
        if (mine.length === 0) return false;
        const flight = produce(mine, send);
        // A failure fails this request only: those waiting for it here find nothing, and claim the keys in turn.
        const shared = flight.catch(() => new Map<string, T>());
        for (const key of mine) void this.flying.run(key, () => shared);
        try {
          const made = await flight;
          const unmade = mine.filter((key) => !made.has(key));
          if (unmade.length > 0) throw new Error(`produce left ${unmade.length} claimed keys without a value`);
          this.take(made, mine, found);
        } finally {
          // Let go once settled (the single flight forgets each key as the work ends).
          await this.state.release(mine);
        }
        return true;
      });
      missing = missing.filter((key) => !found.has(key));
      if (missing.length === 0) break;
      // Held by another instance: wait for its answer, or for it to let go.
      if (!claimedAny) await sleep(FLIGHT_POLL_MS, undefined, { signal });
      missing = await readInto(missing);
    }
    return found;
  }

  /**
   * The value of one key: kept, or made by `produce` in the caller's turn (which keeps it), once across
   * instances however many ask at once. `produced` says whether this request made it (the hit ratio's count).
   */
  async resolveOne<T>(
    key: string,
    asking: Asking,
    read: (key: string) => Promise<T | undefined>,
    produce: (send: SendToService) => Promise<T>,
  ): Promise<{ readonly value: T; readonly produced: boolean }> {
    let produced = false;
    const found = await this.resolve<T>(
      [key],
      asking,
      async () => {
        const value = await read(key);
        return new Map(value === undefined ? [] : [[key, value]]);
      },
      async (_claimed, send) => {
        produced = true;
        return new Map([[key, await produce(send)]]);
      },
    );
    return { value: found.get(key) as T, produced };
  }

  /** The values of `wanted` that `made` has, into `found`. */
  private take<T>(made: ReadonlyMap<string, T>, wanted: readonly string[], found: Map<string, T>): void {
    for (const key of wanted) if (made.has(key)) found.set(key, made.get(key) as T);
  }
}
