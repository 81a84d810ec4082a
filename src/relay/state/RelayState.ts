/** The key's limit as the relay keeps it: one request every `intervalMs`, bursts of `burst`. */
export interface ServicePace {
  readonly intervalMs: number;
  readonly burst: number;
}

/**
 * What relay instances share: the pace of requests to the service, the answers, who is fetching what
 * (single flight) and the download addresses (issued tokens: RedisTokenStore). One instance keeps it in memory
 * (MemoryState); a team of instances keeps it in Redis (RedisState), behind FallbackState, which turns to
 * memory while Redis cannot be reached.
 */
export interface RelayState {
  /**
   * One turn to send a request to the service, if one is due (GCRA, the token bucket as arrival times): 0
   * when it is taken now; else how many ms to wait before asking again (nothing is taken).
   */
  takeServiceTurn(pace: ServicePace): Promise<number>;
  /** After a 429: no turn for `milliseconds`, then the pace from an empty bucket, for every instance. */
  holdService(milliseconds: number, pace: ServicePace): Promise<void>;
  /** The values kept under these keys, undefined where none is (or it has expired). */
  get(keys: readonly string[]): Promise<Array<string | undefined>>;
  /** Keeps each value under its key for `ttlMs`. */
  set(entries: ReadonlyArray<readonly [string, string]>, ttlMs: number): Promise<void>;
  /**
   * Single flight: takes each key that nobody holds, for `ttlMs` (so that a holder that dies frees it);
   * true where this caller now holds it.
   */
  claim(keys: readonly string[], holder: string, ttlMs: number): Promise<boolean[]>;
  /** Whether someone holds each key now. */
  held(keys: readonly string[]): Promise<boolean[]>;
  /** Lets go of keys this caller holds. */
  release(keys: readonly string[]): Promise<void>;
  /** Marks this instance alive for `ttlMs`; how many instances are alive now, this one included. */
  heartbeat(instanceId: string, ttlMs: number): Promise<number>;
  close(): Promise<void>;
}

/** Names under one prefix, so that the relay's keys never meet another program's in a shared Redis. */
export const STATE_PREFIX = 'partspec:relay:';
