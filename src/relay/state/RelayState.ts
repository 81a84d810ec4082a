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
  /**
   * The values kept under these keys, undefined where none is (or it has expired, or was let go for the
   * budget); each found counts as used now for the least-recently-used order.
   */
  get(keys: readonly string[]): Promise<Array<Buffer | undefined>>;
  /** The texts of these fields of a map of references (KeptEntry.refs), undefined where none is. */
  refs(map: string, fields: readonly string[]): Promise<Array<string | undefined>>;
  /**
   * Keeps each entry for `ttlMs`, counted against `owner`'s share of the budget (KeptBudget): the owner's
   * oldest entries go while it holds more than its share, then everyone's least recently used while all hold
   * more than the budget. An entry larger than a share is not kept.
   */
  keep(entries: readonly KeptEntry[], owner: string, ttlMs: number): Promise<void>;
  /** What the budget holds now: its bytes (as entryBytes counts them) and entries. */
  keptTotals(): Promise<KeptTotals>;
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

/**
 * A value to keep, with the references that lead to it (`refs`: fields of a map whose texts start with
 * `<key>#`): the references count in its size and end with it, so that a part number never leads to an
 * entry that is gone.
 */
export interface KeptEntry {
  readonly key: string;
  readonly value: Buffer;
  readonly refs?: { readonly map: string; readonly fields: ReadonlyArray<readonly [string, string]> };
}

/**
 * Bytes of kept answers: `maxBytes` over all instances, `maxBytesPerOwner` (a quarter of it) for what one
 * user's requests brought in.
 */
export interface KeptBudget {
  readonly maxBytes: number;
  readonly maxBytesPerOwner: number;
}

export interface KeptTotals {
  readonly bytes: number;
  readonly entries: number;
}

/**
 * What an entry costs against the budget: its key, value and references, and an allowance for the bookkeeping
 * Redis keeps of each (its key object, the budget's sorted sets and hashes), so that the budget is close to
 * the memory Redis uses for it.
 */
export const ENTRY_OVERHEAD_BYTES = 256;
export const REFERENCE_OVERHEAD_BYTES = 64;

export function entryBytes(entry: KeptEntry): number {
  let bytes = Buffer.byteLength(entry.key) + entry.value.length + ENTRY_OVERHEAD_BYTES;
  for (const [field, text] of entry.refs?.fields ?? []) {
    bytes += Buffer.byteLength(field) + Buffer.byteLength(text) + REFERENCE_OVERHEAD_BYTES;
  }
  return bytes;
}

/** Names under one prefix, so that the relay's keys never meet another program's in a shared Redis. */
export const STATE_PREFIX = 'partspec:relay:';
