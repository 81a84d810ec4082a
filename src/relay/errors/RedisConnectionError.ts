import { isPartSpecErrorNamed, PartSpecError } from '../../core';

/**
 * The relay (or one of its commands) could not connect to the Redis it was given. The address is not
 * repeated: it may hold Redis's password.
 */
export class RedisConnectionError extends PartSpecError {
  override readonly name = 'RedisConnectionError';

  constructor() {
    // No cause either: ioredis's errors name the host and port.
    super('Could not connect to Redis at the address given (redisUrl, --redis-url): is it running and reachable?');
  }
}

/** Whether `value` is a RedisConnectionError, also one made by another copy of PartSpec's code. */
export function isRedisConnectionError(value: unknown): value is RedisConnectionError {
  return isPartSpecErrorNamed<RedisConnectionError>(value, 'RedisConnectionError');
}
