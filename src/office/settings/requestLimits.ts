/*
 * The bounds of the request limit a user may set for a key. The spec says a limit exists and gives no number
 * (spec 8: "Request count limit ... exists; numeric values and window: not shown"); the reference service
 * allows a key 10 requests a second in bursts of 20 (docs/service.md). The bounds are far above both, so that
 * any real key's limit fits, and refuse only what is a typo (99,999,999) and would meet nothing but 429s.
 */

/** Most requests per second a key may be set to. */
export const MAX_RATE = 1000;

/**
 * Most requests a key may be set to send at once (the token bucket's size): a second's worth at MAX_RATE.
 * A larger burst would let a sheet's recalculation fire thousands of requests at a service that, by the
 * rate it allows, answers them with 429s.
 */
export const MAX_BURST = MAX_RATE;
