export { backoffDelay, parseRetryAfter, type BackoffOptions } from './backoff';
export { type Clock, systemClock } from './clock';
export { DEFAULT_RATE, type LimiterStats, RateLimiter, type RateOptions, sharedLimiter } from './rateLimiter';
export { type RequestRetries, RetryBudget, type RetryBudgetOptions } from './retryBudget';
