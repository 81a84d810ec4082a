import { Redis } from 'ioredis';
import { KEEP, READ, TOTALS } from './keptScripts';
import {
  entryBytes,
  type KeptBudget,
  type KeptEntry,
  type KeptTotals,
  type RelayState,
  type ServicePace,
  STATE_PREFIX,
} from './RelayState';

/**
 * gcraStep (gcra.ts) in Redis, with Redis's own clock so that every instance counts on one: returns the
 * wait in ms, 0 when the turn was taken. KEYS[1] the TAT; ARGV interval and tolerance in ms.
 */
const TAKE_TURN = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local wait = tat - tolerance - now
if wait > 0 then return wait end
redis.call('SET', KEYS[1], tat + interval, 'PX', math.ceil(tolerance + interval) + 60000)
return 0
`;

/** gcraHold in Redis: KEYS[1] the TAT; ARGV the hold, interval and tolerance in ms. */
const HOLD = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
local held = now + tonumber(ARGV[1]) + tonumber(ARGV[3]) + tonumber(ARGV[2])
if held > tat then tat = held end
redis.call('SET', KEYS[1], tat, 'PX', math.ceil(tat - now) + 60000)
return 0
`;

/** Marks ARGV[1] alive until Redis's now + ARGV[2] ms, forgets the expired, and counts the alive. */
const HEARTBEAT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
return redis.call('ZCARD', KEYS[1])
`;

const TURN_KEY = `${STATE_PREFIX}turn`;
const INSTANCES_KEY = `${STATE_PREFIX}instances`;
const CLAIM = (key: string): string => `${STATE_PREFIX}c:${key}`;

/**
 * Opens a connection to `url` that fails commands at once while disconnected, fails each command that has no
 * answer within `commandTimeoutMs` (redisTimeoutMs: FallbackState answers it from memory, and turns to memory
 * if Redis does not answer a PING either), and reconnects by itself.
 */
export function connectRedis(url: string, commandTimeoutMs: number): Redis {
  return new Redis(url, {
    lazyConnect: true,
    // A command while disconnected fails at once rather than waiting in a queue with no deadline.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: commandTimeoutMs,
    retryStrategy: (attempts) => Math.min(100 * attempts, 1_000),
  });
}

/** The budget's scripts, as ioredis defines them (EVALSHA, loaded again after a restart). */
interface KeptCommands {
  partspecKeep(...args: Array<string | number | Buffer>): Promise<number>;
  partspecReadBuffer(...args: string[]): Promise<Array<Buffer | null>>;
  partspecTotals(): Promise<[number, number]>;
}

/** The relay's state in Redis, shared by every instance on it. Each method fails when Redis does. */
export class RedisState implements RelayState {
  private readonly kept: KeptCommands;

  constructor(
    private readonly redis: Redis,
    private readonly budget: KeptBudget,
  ) {
    redis.defineCommand('partspecKeep', { numberOfKeys: 0, lua: KEEP });
    redis.defineCommand('partspecRead', { numberOfKeys: 0, lua: READ });
    redis.defineCommand('partspecTotals', { numberOfKeys: 0, lua: TOTALS });
    this.kept = redis as unknown as KeptCommands;
  }

  async takeServiceTurn(pace: ServicePace): Promise<number> {
    const wait = await this.redis.eval(
      TAKE_TURN,
      1,
      TURN_KEY,
      pace.intervalMs,
      pace.intervalMs * (Math.max(1, pace.burst) - 1),
    );
    return Number(wait);
  }

  async holdService(milliseconds: number, pace: ServicePace): Promise<void> {
    await this.redis.eval(
      HOLD,
      1,
      TURN_KEY,
      Math.ceil(milliseconds),
      pace.intervalMs,
      pace.intervalMs * (Math.max(1, pace.burst) - 1),
    );
  }

  async get(keys: readonly string[]): Promise<Array<Buffer | undefined>> {
    if (keys.length === 0) return [];
    const values = await this.kept.partspecReadBuffer(...keys);
    return keys.map((_, index) => values[index] ?? undefined);
  }

  async refs(map: string, fields: readonly string[]): Promise<Array<string | undefined>> {
    if (fields.length === 0) return [];
    const texts = await this.redis.hmget(`${STATE_PREFIX}r:${map}`, ...fields);
    return texts.map((text) => text ?? undefined);
  }

  async keep(entries: readonly KeptEntry[], owner: string, ttlMs: number): Promise<void> {
    if (entries.length === 0) return;
    const args: Array<string | number | Buffer> = [
      this.budget.maxBytes,
      this.budget.maxBytesPerOwner,
      Math.ceil(ttlMs),
      owner,
    ];
    for (const entry of entries) {
      const refs = entry.refs?.fields ?? [];
      args.push(entry.key, entry.value, entryBytes(entry), entry.refs?.map ?? '', refs.length);
      for (const [field, text] of refs) args.push(field, text);
    }
    await this.kept.partspecKeep(...args);
  }

  async keptTotals(): Promise<KeptTotals> {
    const [bytes, entries] = await this.kept.partspecTotals();
    return { bytes: Number(bytes), entries: Number(entries) };
  }

  async claim(keys: readonly string[], holder: string, ttlMs: number): Promise<boolean[]> {
    if (keys.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.set(CLAIM(key), holder, 'PX', Math.ceil(ttlMs), 'NX');
    return failed(await pipeline.exec()).map((result) => result === 'OK');
  }

  async held(keys: readonly string[]): Promise<boolean[]> {
    if (keys.length === 0) return [];
    const values = await this.redis.mget(keys.map(CLAIM));
    return values.map((value) => value !== null);
  }

  async release(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(keys.map(CLAIM));
  }

  async heartbeat(instanceId: string, ttlMs: number): Promise<number> {
    return Number(await this.redis.eval(HEARTBEAT, 1, INSTANCES_KEY, instanceId, Math.ceil(ttlMs)));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/** The results of a pipeline or transaction; throws the first command's error, as a single command would. */
function failed(results: Array<[Error | null, unknown]> | null): unknown[] {
  if (results === null) throw new Error('the Redis transaction was aborted');
  return results.map(([error, result]) => {
    if (error) throw error;
    return result;
  });
}
