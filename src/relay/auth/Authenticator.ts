/** Who a request comes from, as the relay names them in its queue, its metrics and its logs. */
export interface Caller {
  readonly user: string;
}

/**
 * Why a request was refused: said in its 401 (503 for `unavailable`: the relay could not check the token,
 * which may be good), counted in /metrics. Never holds the token.
 */
export type RefusalReason = 'missing' | 'unknown' | 'expired' | 'invalid' | 'unavailable';

export type Verdict = { readonly caller: Caller } | { readonly refused: RefusalReason; readonly message: string };

/** Tells who is asking from a request's bearer token, or why it cannot. */
export interface Authenticator {
  authenticate(token: string): Promise<Verdict>;
}

/** The token of an `Authorization: Bearer <token>` header; undefined without one. */
export function bearerToken(header: string | undefined): string | undefined {
  const found = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header ?? '');
  return found?.[1];
}
