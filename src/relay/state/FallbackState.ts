import type { Redis } from 'ioredis';
import { MemoryState } from './MemoryState';
import type { RedisState } from './RedisState';
import type { KeptBudget, KeptEntry, KeptTotals, RelayState, ServicePace } from './RelayState';

/** Redis as an instance sees it: answering, gone (the connection lost), or there but not answering in time. */
export type RedisCondition = 'reachable' | 'unreachable' | 'slow';

/** A change between shared state and this instance's own, as /health and the logs tell it. */
export interface StateChange {
  readonly at: string;
  readonly redis: RedisCondition;
  readonly message: string;
}

/** What FallbackState tells about itself. */
export interface FallbackEvents {
  /** Each change between shared state and this instance's own. */
  readonly change: (change: StateChange) => void;
  /** Each Redis command that did not answer within its deadline. */
  readonly timeout: () => void;
}

/** How long every instance waits once Redis is back: longer than the longest wait between two reconnections (RedisState). */
export const REJOIN_HOLD_MS = 2_000;

/**
 * Deadlines of Redis commands (redisTimeoutMs) without any answer after which Redis counts as stalled: with
 * the default 250 ms, a second, so that an instance turns to its own state within 2 s of a stall however
 * little it asks, and never for one late answer.
 */
export const SLOW_AFTER_TIMEOUTS = 4;

/** How far back a cut-off instance looks for the number of instances it shares the limit with. */
export const SHARE_WINDOW_MS = 5 * 60_000;

/** How many changes /health lists, newest last. */
const CHANGES_KEPT = 20;

/**
 * Redis while it answers; this instance's memory while it does not. Cut off, an instance keeps to its share of
 * the key's limit (the limit divided by the instances last seen, so that together they still keep within it)
 * and to its own answers; when Redis is back, it waits as if the bucket were empty (the others have spent
 * it meanwhile) and shares again. Nothing a user asked for is lost either way: the answers are only a cache.
 */
export class FallbackState implements RelayState {
  private reachable = true;
  private away: RedisCondition = 'reachable';
  /**
   * A command went unanswered and nothing has been answered since: until a PING is answered, commands are
   * answered from memory at once rather than each waiting its deadline for a Redis that may be stalled.
   */
  private suspect = false;
  /** The PING that asks whether Redis answers at all; one at a time. */
  private probing = false;
  /** When Redis last answered a command in time. */
  private lastAnswer = Date.now();
  private instancesSeen = 1;
  private readonly local: MemoryState;
  private readonly changeList: StateChange[] = [];
  /** The instances each heartbeat counted, within SHARE_WINDOW_MS. */
  private readonly counts: Array<{ at: number; instances: number }> = [];

  constructor(
    private readonly shared: RedisState,
    private readonly redis: Redis,
    private readonly pace: ServicePace,
    budget: KeptBudget,
    /** Each Redis command's deadline (redisTimeoutMs), for the words of a change. */
    private readonly timeoutMs: number,
    private readonly events: FallbackEvents,
  ) {
    this.local = new MemoryState(budget);
    redis.on('ready', () => void this.rejoin());
    // Each failed reconnection is an 'error'; 'close' below says once that Redis is away, in the relay's own
    // log. Without a listener ioredis would print every attempt on stderr.
    redis.on('error', () => undefined);
    redis.on('end', () => this.leave('unreachable', 'the connection to Redis ended'));
    redis.on('close', () => this.leave('unreachable', 'the connection to Redis closed'));
  }

  /** Whether this instance shares its state now (not while Redis is away, nor while it may be stalled). */
  get sharing(): boolean {
    return this.reachable && !this.suspect;
  }

  /** Redis as this instance sees it now. */
  get condition(): RedisCondition {
    if (!this.reachable) return this.away;
    return this.suspect ? 'slow' : 'reachable';
  }

  /** The instances seen alive when Redis last answered (this one included). */
  get instances(): number {
    return this.instancesSeen;
  }

  /**
   * The most instances seen alive in the last SHARE_WINDOW_MS: what a cut-off instance divides the limit by.
   * The most, not the last, so that one that counted before the others had said they were alive, or after one
   * of them stopped for a moment, does not take more than its share.
   */
  private get instancesForShare(): number {
    const since = Date.now() - SHARE_WINDOW_MS;
    while (this.counts.length > 0 && this.counts[0].at < since) this.counts.shift();
    return Math.max(1, this.instancesSeen, ...this.counts.map((count) => count.instances));
  }

  /** The pace this instance keeps to while cut off: its share of the key's limit. */
  get localPace(): ServicePace {
    const instances = this.instancesForShare;
    return {
      intervalMs: this.pace.intervalMs * instances,
      burst: Math.max(1, Math.floor(this.pace.burst / instances)),
    };
  }

  changes(): readonly StateChange[] {
    return this.changeList;
  }

  takeServiceTurn(pace: ServicePace): Promise<number> {
    return this.either(
      (state) => state.takeServiceTurn(pace),
      (state) => state.takeServiceTurn(this.localPace),
    );
  }

  holdService(milliseconds: number, pace: ServicePace): Promise<void> {
    return this.either(
      (state) => state.holdService(milliseconds, pace),
      (state) => state.holdService(milliseconds, this.localPace),
    );
  }

  get(keys: readonly string[]): Promise<Array<Buffer | undefined>> {
    return this.either((state) => state.get(keys));
  }

  refs(map: string, fields: readonly string[]): Promise<Array<string | undefined>> {
    return this.either((state) => state.refs(map, fields));
  }

  keep(entries: readonly KeptEntry[], owner: string, ttlMs: number): Promise<void> {
    return this.either((state) => state.keep(entries, owner, ttlMs));
  }

  keptTotals(): Promise<KeptTotals> {
    return this.either((state) => state.keptTotals());
  }

  claim(keys: readonly string[], holder: string, ttlMs: number): Promise<boolean[]> {
    return this.either((state) => state.claim(keys, holder, ttlMs));
  }

  held(keys: readonly string[]): Promise<boolean[]> {
    return this.either((state) => state.held(keys));
  }

  release(keys: readonly string[]): Promise<void> {
    // A claim is let go where it was made: both, as the connection may have changed in between.
    return Promise.all([this.local.release(keys), this.reachable ? this.shared.release(keys) : undefined]).then(
      () => undefined,
      () => undefined,
    );
  }

  async heartbeat(instanceId: string, ttlMs: number): Promise<number> {
    // A command that failed (a timeout) may leave the connection up: no 'ready' comes, so look again here.
    if (!this.reachable && this.redis.status === 'ready') await this.rejoin();
    if (!this.reachable) return this.instancesSeen;
    try {
      this.instancesSeen = await this.shared.heartbeat(instanceId, ttlMs);
      this.answered();
      this.counts.push({ at: Date.now(), instances: this.instancesSeen });
    } catch (error) {
      this.failed(error);
    }
    return this.instancesSeen;
  }

  async close(): Promise<void> {
    this.redis.removeAllListeners('ready');
    this.redis.removeAllListeners('error');
    this.redis.removeAllListeners('end');
    this.redis.removeAllListeners('close');
    await Promise.all([this.shared.close(), this.local.close()]);
  }

  private async either<T>(
    sharedWork: (state: RelayState) => Promise<T>,
    localWork: (state: RelayState) => Promise<T> = sharedWork,
  ): Promise<T> {
    if (this.sharing) {
      try {
        const result = await sharedWork(this.shared);
        this.answered();
        return result;
      } catch (error) {
        this.failed(error);
      }
    }
    return localWork(this.local);
  }

  /** Notes that Redis answered a command in time (one of this state's, or of the tokens'). */
  answered(): void {
    this.lastAnswer = Date.now();
    this.suspect = false;
  }

  /**
   * A command failed (that command is answered from memory). With the connection lost, this instance turns to
   * its own state until Redis is back. With the connection up, the command was slower than its deadline
   * (redisTimeoutMs): until Redis answers again, commands are answered from memory at once (no request waits
   * a deadline per command), and PINGs ask whether it answers at all. A late answer is no reason to stop
   * sharing (this process, busy for a moment, may not have read an answer that came): the next PING is
   * answered and the instance shares again. A Redis that has answered nothing for SLOW_AFTER_TIMEOUTS
   * deadlines (a second by default) is stalled, or far too slow: the instance turns to its own state and says
   * so, and comes back as after a loss.
   */
  failed(error: unknown): void {
    if (this.redis.status !== 'ready') {
      this.leave('unreachable', 'Redis failed');
      return;
    }
    if (!isTimeout(error)) return;
    this.events.timeout();
    this.suspect = true;
    this.probe();
  }

  private probe(): void {
    if (this.probing || !this.reachable) return;
    this.probing = true;
    this.redis.ping().then(
      () => {
        this.probing = false;
        this.answered();
      },
      (pingError: unknown) => {
        this.probing = false;
        this.events.timeout();
        const silentMs = SLOW_AFTER_TIMEOUTS * this.timeoutMs;
        if (this.redis.status !== 'ready') this.leave('unreachable', 'Redis failed');
        // An error it answered with: Redis answers.
        else if (!isTimeout(pingError)) this.answered();
        else if (Date.now() - this.lastAnswer >= silentMs)
          this.leave('slow', `Redis slow: no answer within ${silentMs} ms`);
        else this.probe();
      },
    );
  }

  private leave(condition: Exclude<RedisCondition, 'reachable'>, message: string): void {
    if (!this.reachable) return;
    this.reachable = false;
    this.suspect = false;
    this.away = condition;
    // The shared bucket may have been spent to the last token: this instance's own starts empty too.
    void this.local.holdService(0, this.localPace);
    this.record({
      at: new Date().toISOString(),
      redis: condition,
      message: `${message}; answering from this instance's memory at its share of the limit (1/${this.instancesForShare})`,
    });
  }

  private async rejoin(): Promise<void> {
    if (this.reachable) return;
    try {
      // The others went on spending the key's limit while this one counted alone: start from an empty bucket,
      // and wait until they are back too (each reconnects within REJOIN_HOLD_MS), so that no instance sends at
      // the whole limit while another still sends at its share.
      await this.shared.holdService(REJOIN_HOLD_MS, this.pace);
      this.answered();
      this.instancesSeen = Math.max(1, this.instancesSeen);
      this.reachable = true;
      this.record({ at: new Date().toISOString(), redis: 'reachable', message: 'Redis is back: state shared again' });
    } catch {
      // Still away (or still slow): the next heartbeat, or Redis's 'ready', tries again.
    }
  }

  private record(change: StateChange): void {
    this.changeList.push(change);
    if (this.changeList.length > CHANGES_KEPT) this.changeList.shift();
    this.events.change(change);
  }
}

/** ioredis's error for a command past its commandTimeout. */
function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Command timed out';
}
