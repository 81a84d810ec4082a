export { isRedisConnectionError, RedisConnectionError } from './RedisConnectionError';
export { isRelayOptionError, RelayOptionError } from './RelayOptionError';
