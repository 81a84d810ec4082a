/** A request's own abort, tied to its caller's. */
export interface LinkedAbort {
  /** Aborts when the caller's signal does, or when `release` is called: what the request is given. */
  readonly signal: AbortSignal;
  /** Stops following the caller's signal and aborts the request, whatever ended it: its connection is closed. */
  release(): void;
}

/**
 * The signal of a request that the caller's `outer` signal aborts too, but that its own timeouts can abort
 * without aborting the caller: so that a request given up on (a deadline, a failure, the work done) is closed
 * rather than left open. Call `release` when the request is over, in a `finally`.
 */
export function linkedAbort(outer?: AbortSignal): LinkedAbort {
  const request = new AbortController();
  const forward = (): void => request.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: request.signal,
    release: () => {
      outer?.removeEventListener('abort', forward);
      request.abort();
    },
  };
}
