import { newToken, tokenHash } from './auth/issuedTokens';
import type { TokenRecord } from './auth/TokenRecord';
import { RedisConnectionError, RelayOptionError } from './errors';
import { EntrySeal } from './state/EntrySeal';
import { connectRedis } from './state/RedisState';
import { type ListedToken, RedisTokenStore } from './state/RedisTokenStore';

const ADMIN_COMMAND_TIMEOUT_MS = 5_000;

/** A token just issued: the token itself (seen this once: Redis keeps only its hash) and its record. */
export interface IssuedToken {
  readonly token: string;
  readonly record: TokenRecord;
}

/** Where the relays keep their tokens, and the key they authenticate them with. */
export interface TokenAdminOptions {
  readonly redisUrl: string;
  /**
   * The relays' service key: the records of tokens are authenticated with a key derived from it (a record
   * without it is never believed), so an administrator's commands need it as the relays do.
   */
  readonly serviceKey: string;
}

export interface IssueOptions extends TokenAdminOptions {
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
  return withTokens(options, async (tokens) => {
    const token = newToken();
    const expiresAt = options.lifeMs === undefined ? undefined : Date.now() + options.lifeMs;
    return { token, record: await tokens.issue(options.name, tokenHash(token), expiresAt) };
  });
}

/**
 * Ends every token issued to `name`, on every instance at once, also one an instance remembers from before
 * Redis lost its state; false when Redis knew no live token of that name.
 */
export function revokeToken(options: TokenAdminOptions & { readonly name: string }): Promise<boolean> {
  checkName(options.name);
  return withTokens(options, (tokens) => tokens.revoke(options.name));
}

/**
 * Every live token: name, id, issue date, expiry and last use; never a token or its hash. A record the relays
 * would not believe (not authenticated with this service key) is not listed.
 */
export function listTokens(options: TokenAdminOptions): Promise<ListedToken[]> {
  return withTokens(options, (tokens) => tokens.list());
}

function checkName(name: string): void {
  if (!/^[\p{L}\p{N}._@-]{1,100}$/u.test(name)) {
    throw new RelayOptionError(
      'NAME',
      `A token's name is a person's or a team's: letters, digits, ".", "_", "@" or "-", at most 100; "${name}" is not one.`,
    );
  }
}

async function withTokens<T>(
  { redisUrl, serviceKey }: TokenAdminOptions,
  work: (tokens: RedisTokenStore) => Promise<T>,
): Promise<T> {
  if (typeof serviceKey !== 'string' || serviceKey.trim() === '') {
    throw new RelayOptionError(
      'serviceKey',
      'The service key is missing: token records are authenticated with it, as the relays do. Give it in PARTSPEC_SERVICE_KEY or a file named by --service-key-file.',
    );
  }
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
    return await work(new RedisTokenStore(redis, new EntrySeal(serviceKey)));
  } finally {
    redis.disconnect();
  }
}
