export { abortableWait, type AbortableWaitOptions, type WaitDeadline } from './abortableWait';
export { backoffDelay, parseRetryAfter, type BackoffOptions } from './backoff';
export { type Clock, systemClock } from './clock';
export { DEFAULT_RATE, RateLimiter, type RateLimiterState, type RateOptions } from './RateLimiter';
export { type RequestRetries, RetryBudget, type RetryBudgetOptions } from './RetryBudget';
export { type LinkedAbort, linkedAbort } from './linkedAbort';
export { ACCESS_TOKEN_LIMITER, sharedLimiter } from './sharedLimiter';
