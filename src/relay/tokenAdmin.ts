import { newToken, tokenHash } from './auth/issuedTokens';
import type { TokenRecord } from './auth/TokenRecord';
import { RedisConnectionError, RelayOptionError } from './errors';
import { connectRedis } from './state/RedisState';
import { type ListedToken, RedisTokenStore } from './state/RedisTokenStore';

const ADMIN_COMMAND_TIMEOUT_MS = 5_000;

/** A token just issued: the token itself (seen this once: Redis keeps only its hash) and its record. */
export interface IssuedToken {
  readonly token: string;
  readonly record: TokenRecord;
}

export interface IssueOptions {
  readonly redisUrl: string;
  /** A person or a team: letters, digits, `.`, `_`, `@` or `-`, at most 100. */
  readonly name: string;
  /**
   * How long the token lasts from now, in ms (`--expires 90d`).
   * @default undefined (it does not expire; revoke it to end it)
   */
  readonly lifeMs?: number;
}

/**
 * Issues a token for `name` on the relays' Redis; every earlier token of that name ends on every instance
 * at once.
 */
export async function issueToken(options: IssueOptions): Promise<IssuedToken> {
  checkName(options.name);
  return withTokens(options.redisUrl, async (tokens) => {
    const token = newToken();
    const expiresAt = options.lifeMs === undefined ? undefined : Date.now() + options.lifeMs;
    return { token, record: await tokens.issue(options.name, tokenHash(token), expiresAt) };
  });
}

/**
 * Ends every token issued to `name`, on every instance at once, also one an instance remembers from before
 * Redis lost its state; false when Redis knew no live token of that name.
 */
export function revokeToken(redisUrl: string, name: string): Promise<boolean> {
  checkName(name);
  return withTokens(redisUrl, (tokens) => tokens.revoke(name));
}

/** Every live token: name, id, issue date, expiry and last use; never a token or its hash. */
export function listTokens(redisUrl: string): Promise<ListedToken[]> {
  return withTokens(redisUrl, (tokens) => tokens.list());
}

function checkName(name: string): void {
  if (!/^[\p{L}\p{N}._@-]{1,100}$/u.test(name)) {
    throw new RelayOptionError(
      'NAME',
      `A token's name is a person's or a team's: letters, digits, ".", "_", "@" or "-", at most 100; "${name}" is not one.`,
    );
  }
}

async function withTokens<T>(redisUrl: string, work: (tokens: RedisTokenStore) => Promise<T>): Promise<T> {
  // An administrator's command may wait longer for Redis than a user's request: one answer, then done.
  const redis = connectRedis(redisUrl, ADMIN_COMMAND_TIMEOUT_MS);
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch {
    redis.disconnect();
    throw new RedisConnectionError();
  }
  try {
    return await work(new RedisTokenStore(redis));
  } finally {
    redis.disconnect();
  }
}
