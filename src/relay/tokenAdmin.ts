import { newToken, tokenHash } from './auth/issuedTokens';
import { connectRedis, RedisState } from './state/RedisState';

/**
 * Issues a token named `name` (a person or a team) on the relays' Redis, replacing any token that name had;
 * resolves with the token, the one time it is seen: Redis keeps only its hash.
 */
export async function issueToken(redisUrl: string, name: string): Promise<string> {
  checkName(name);
  return withState(redisUrl, async (state) => {
    const token = newToken();
    await state.issueToken(name, tokenHash(token));
    return token;
  });
}

/** Ends the token issued to `name` on every relay at once; false when that name had none. */
export function revokeToken(redisUrl: string, name: string): Promise<boolean> {
  checkName(name);
  return withState(redisUrl, (state) => state.revokeToken(name));
}

function checkName(name: string): void {
  if (!/^[\p{L}\p{N}._@-]{1,100}$/u.test(name)) {
    throw new TypeError(
      `A token's name is a person's or a team's: letters, digits, ".", "_", "@" or "-", at most 100; "${name}" is not one.`,
    );
  }
}

async function withState<T>(redisUrl: string, work: (state: RedisState) => Promise<T>): Promise<T> {
  const redis = connectRedis(redisUrl);
  try {
    await redis.connect();
  } catch {
    redis.disconnect();
    throw new Error('Could not connect to Redis at the address given: is it running and reachable?');
  }
  const state = new RedisState(redis);
  try {
    return await work(state);
  } finally {
    await state.close();
  }
}
