import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { readTokenRecord, type StoredToken, type TokenRecord, tokenRecordText } from '../auth/TokenRecord';
import type { EntrySeal } from './EntrySeal';
import { STATE_PREFIX } from './RelayState';

const RECORDS_KEY = `${STATE_PREFIX}token-records`;
const CURRENT_KEY = `${STATE_PREFIX}token-of`;
const GENERATIONS_KEY = `${STATE_PREFIX}token-generations`;
const LAST_USE_KEY = `${STATE_PREFIX}token-last-use`;
const EPOCH_KEY = `${STATE_PREFIX}epoch`;
/** Where tokens were kept before they had ids and generations (name -> hash); read only to warn. */
export const OLD_TOKENS_KEY = `${STATE_PREFIX}tokens`;

/** Redis's clock in ms, in a script. */
const NOW = `local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)`;

/**
 * Moves ARGV[1]'s generation on: to Redis's now in ms, or one past the last if that is later, so that a
 * token issued after another (even after a Redis restarted empty) has the later generation. With ARGV[2]
 * = '1' it also ends the name's token (revoke). KEYS: generations, current, records. Returns
 * {generation, whether the name had a token}.
 */
const NEXT_GENERATION = `${NOW}
local last = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
local generation = string.format('%d', math.max(last + 1, now))
redis.call('HSET', KEYS[1], ARGV[1], generation)
local had = 0
if ARGV[2] == '1' then
  local current = redis.call('HGET', KEYS[2], ARGV[1])
  if current then
    redis.call('HDEL', KEYS[3], current)
    redis.call('HDEL', KEYS[2], ARGV[1])
    had = 1
  end
end
return {generation, had}
`;

/**
 * Makes ARGV[2] (hash) with record ARGV[3] the live token of ARGV[1] at generation ARGV[4], ending the one
 * before, if the name's generation is still ARGV[4] (nobody issued or revoked in between). KEYS: records,
 * generations, current. 1 when done.
 */
const MAKE_CURRENT = `
if redis.call('HGET', KEYS[2], ARGV[1]) ~= ARGV[4] then return 0 end
local previous = redis.call('HGET', KEYS[3], ARGV[1])
if previous and previous ~= ARGV[2] then redis.call('HDEL', KEYS[1], previous) end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
return 1
`;

/**
 * Puts back a token an instance saw live into a Redis that lost its state, unless its name has a later
 * generation there, or the same generation with another token. KEYS: records, generations, current; ARGV
 * name, hash, record, generation. 1 when put back (or there already).
 */
const PUT_BACK = `
local generation = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
local mine = tonumber(ARGV[4])
local current = redis.call('HGET', KEYS[3], ARGV[1])
if generation > mine then return 0 end
if generation == mine and current and current ~= ARGV[2] then return 0 end
if current and current ~= ARGV[2] then redis.call('HDEL', KEYS[1], current) end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
return 1
`;

/**
 * A token's record by its hash, with its name's generation and live token, in one round trip. KEYS:
 * records, generations, current; ARGV the hash. {record, generation, current} ('' where none), or nil.
 */
const LOOK_UP = `
local text = redis.call('HGET', KEYS[1], ARGV[1])
if not text then return false end
local ok, decoded = pcall(cjson.decode, text)
local name = ok and type(decoded) == 'table' and type(decoded.r) == 'table' and decoded.r[2]
if type(name) ~= 'string' then return {text, '', ''} end
return {text, redis.call('HGET', KEYS[2], name) or '', redis.call('HGET', KEYS[3], name) or ''}
`;

/** A token found by its hash: its record, and whether it is its name's live token. */
export interface FoundToken {
  readonly stored: StoredToken;
  readonly live: boolean;
}

/** A name's generation and live token's hash in Redis now (undefined: Redis knows none). */
export interface NameState {
  readonly generation?: number;
  readonly current?: string;
}

/** What `list-tokens` shows of one live token. */
export interface ListedToken extends TokenRecord {
  /** When an instance last accepted it (ms since 1970; instances say so at most once a minute); undefined: never. */
  readonly lastUsedAt?: number;
}

/**
 * Issued tokens on the relays' Redis: each name has at most one live token, the one of its current
 * generation; issuing or revoking moves the generation on, which ends every earlier token of the name on
 * every instance at once (each asks Redis at every request). Each method fails when Redis does.
 */
export class RedisTokenStore {
  constructor(
    private readonly redis: Redis,
    private readonly seal: EntrySeal,
  ) {}

  /** Issues a token for `name` (its hash given), ending every earlier one of that name. */
  async issue(name: string, hash: string, expiresAt: number | undefined): Promise<TokenRecord> {
    for (;;) {
      const [generation] = (await this.redis.eval(
        NEXT_GENERATION,
        3,
        GENERATIONS_KEY,
        CURRENT_KEY,
        RECORDS_KEY,
        name,
        '0',
      )) as [string, number];
      const record: TokenRecord = {
        id: randomBytes(6).toString('hex'),
        name,
        generation: Number(generation),
        issuedAt: Date.now(),
        ...(expiresAt === undefined ? {} : { expiresAt }),
      };
      const done = await this.redis.eval(
        MAKE_CURRENT,
        3,
        RECORDS_KEY,
        GENERATIONS_KEY,
        CURRENT_KEY,
        name,
        hash,
        tokenRecordText(record, hash, this.seal),
        generation,
      );
      // Another issue or revoke for the same name came in between: the later one wins, so go again.
      if (Number(done) === 1) return record;
    }
  }

  /** Ends every token of `name`, here and in what instances remember; whether Redis knew a live one. */
  async revoke(name: string): Promise<boolean> {
    const [, had] = (await this.redis.eval(
      NEXT_GENERATION,
      3,
      GENERATIONS_KEY,
      CURRENT_KEY,
      RECORDS_KEY,
      name,
      '1',
    )) as [string, number];
    return Number(had) === 1;
  }

  async lookUp(hash: string): Promise<FoundToken | undefined> {
    const found = (await this.redis.eval(LOOK_UP, 3, RECORDS_KEY, GENERATIONS_KEY, CURRENT_KEY, hash)) as
      [string, string, string] | null;
    if (!found) return undefined;
    const [text, generation, current] = found;
    const record = readTokenRecord(text, hash, this.seal);
    if (!record) return undefined;
    return {
      stored: { hash, record, text },
      live: generation === String(record.generation) && current === hash,
    };
  }

  /** Each name's generation and live token now. */
  async names(names: readonly string[]): Promise<Map<string, NameState>> {
    const states = new Map<string, NameState>();
    if (names.length === 0) return states;
    const [generations, currents] = await Promise.all([
      this.redis.hmget(GENERATIONS_KEY, ...names),
      this.redis.hmget(CURRENT_KEY, ...names),
    ]);
    names.forEach((name, index) => {
      const generation = generations[index];
      states.set(name, {
        ...(generation === null ? {} : { generation: Number(generation) }),
        ...(currents[index] === null ? {} : { current: currents[index] as string }),
      });
    });
    return states;
  }

  /** Puts back a token seen live into a Redis that lost its state; whether it is live now. */
  async putBack(stored: StoredToken): Promise<boolean> {
    const done = await this.redis.eval(
      PUT_BACK,
      3,
      RECORDS_KEY,
      GENERATIONS_KEY,
      CURRENT_KEY,
      stored.record.name,
      stored.hash,
      stored.text,
      String(stored.record.generation),
    );
    return Number(done) === 1;
  }

  /**
   * Redis's epoch: a random mark set by the first to ask after Redis started empty. An instance that finds
   * another than it knew knows Redis lost its state (a restart without persistence): only then may a token
   * Redis does not know have been live, rather than ended.
   */
  async epoch(): Promise<string> {
    const [, [, epoch]] = (await this.redis
      .multi()
      .set(EPOCH_KEY, randomBytes(9).toString('base64url'), 'NX')
      .get(EPOCH_KEY)
      .exec()) as [[null, unknown], [null, string]];
    return epoch;
  }

  /** Notes that the token `id` was accepted at `at` (for list-tokens), authenticated as the records are. */
  async used(id: string, at: number): Promise<void> {
    await this.redis.hset(LAST_USE_KEY, id, `${at}.${this.seal.mac('last use', id, String(at)).toString('base64url')}`);
  }

  /** Every live token, by name. */
  async list(): Promise<ListedToken[]> {
    const [records, currents, lastUses] = await Promise.all([
      this.redis.hgetall(RECORDS_KEY),
      this.redis.hgetall(CURRENT_KEY),
      this.redis.hgetall(LAST_USE_KEY),
    ]);
    const listed: ListedToken[] = [];
    for (const [name, hash] of Object.entries(currents)) {
      const record = records[hash] === undefined ? undefined : readTokenRecord(records[hash], hash, this.seal);
      if (!record || record.name !== name) continue;
      const lastUse = this.lastUse(record.id, lastUses[record.id]);
      listed.push({ ...record, ...(lastUse === undefined ? {} : { lastUsedAt: lastUse }) });
    }
    return listed.sort((a, b) => a.name.localeCompare(b.name));
  }

  private lastUse(id: string, kept: string | undefined): number | undefined {
    const [at, mac] = (kept ?? '').split('.');
    return mac !== undefined && this.seal.verify(Buffer.from(mac, 'base64url'), 'last use', id, at)
      ? Number(at)
      : undefined;
  }

  /** How many tokens are kept the way they were before tokens had ids (no longer accepted). */
  oldTokens(): Promise<number> {
    return this.redis.hlen(OLD_TOKENS_KEY);
  }
}
