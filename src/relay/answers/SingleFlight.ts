import { setTimeout as sleep } from 'node:timers/promises';
import type { SendToService } from '../ServiceGate';
import type { RelayState } from '../state/RelayState';

/** How often a request waiting for another's answer (perhaps another instance's) looks for it. */
export const FLIGHT_POLL_MS = 25;

/** Runs work in the caller's turn to reach the service. */
export type Turn = <T>(work: (send: SendToService) => Promise<T>) => Promise<T>;

/**
 * Single flight across instances: of many requests for the same answers at once, one asks the service and
 * the others wait for what it keeps. Keys are claimed in the shared state only in the caller's turn (so a
 * claim never waits in a queue while others wait for it), released when the answer is kept or the request
 * failed, and expire on their own if the instance holding them dies.
 */
export class SingleFlight {
  /** This instance's flights, so that its own requests wait for them without asking the shared state. */
  private readonly flying = new Map<string, Promise<void>>();

  constructor(
    private readonly state: RelayState,
    private readonly holder: string,
    private readonly claimTtlMs: number,
  ) {}

  /**
   * The values of `keys`: those kept; for the others, `produce` is called in the caller's turn with the keys
   * this request claimed, and must keep a value for each (or throw, which fails this request only: the
   * keys are let go, and those waiting for them claim them in turn).
   */
  async resolve(
    keys: readonly string[],
    turn: Turn,
    produce: (claimed: readonly string[], send: SendToService) => Promise<void>,
    signal: AbortSignal,
  ): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    let missing = await this.read(keys, found);
    while (missing.length > 0) {
      signal.throwIfAborted();
      const local = new Set(missing.map((key) => this.flying.get(key)).filter((flight) => flight !== undefined));
      if (local.size > 0) {
        await Promise.all(local);
      } else {
        const claimedAny = await turn(async (send) => {
          // Another request may have answered while this one waited for its turn.
          missing = await this.read(missing, found);
          const claims = await this.state.claim(missing, this.holder, this.claimTtlMs);
          const mine = missing.filter((_, index) => claims[index]);
          if (mine.length === 0) return false;
          const flight = produce(mine, send);
          const settled = flight.then(
            () => undefined,
            () => undefined,
          );
          for (const key of mine) this.flying.set(key, settled);
          try {
            await flight;
          } finally {
            for (const key of mine) this.flying.delete(key);
            await this.state.release(mine);
          }
          return true;
        });
        // Held by another instance: wait for its answer, or for it to let go.
        if (!claimedAny && missing.length > 0) await sleep(FLIGHT_POLL_MS, undefined, { signal });
      }
      missing = await this.read(missing, found);
    }
    return found;
  }

  /**
   * The value of one key: kept, or made by `produce` in the caller's turn and kept for `ttlMs`, once across
   * instances however many ask at once. `produced` says whether this request made it (the hit ratio's count).
   */
  async resolveOne(
    key: string,
    ttlMs: number,
    turn: Turn,
    produce: (send: SendToService) => Promise<string>,
    signal: AbortSignal,
  ): Promise<{ readonly value: string; readonly produced: boolean }> {
    let produced = false;
    const found = await this.resolve(
      [key],
      turn,
      async (_claimed, send) => {
        produced = true;
        await this.state.set([[key, await produce(send)]], ttlMs);
      },
      signal,
    );
    return { value: found.get(key) as string, produced };
  }

  /** Reads what is kept of `keys` into `found`; the keys still missing. */
  private async read(keys: readonly string[], found: Map<string, string>): Promise<string[]> {
    const wanted = keys.filter((key) => !found.has(key));
    const values = await this.state.get(wanted);
    const missing: string[] = [];
    wanted.forEach((key, index) => {
      const value = values[index];
      if (value === undefined) missing.push(key);
      else found.set(key, value);
    });
    return missing;
  }
}
