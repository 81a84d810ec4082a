import { abortableWait, type Clock } from '../throttle';
import { AccessTokenError, InvalidApiKeyError, isAccessTokenError, MissingApiKeyError } from './errors';

/**
 * An access token for an organisation's relay, sent as `Authorization: Bearer` in place of an API key: the
 * token itself, or a function that gives one (an identity library's silent sign-in, say). `refresh` is true
 * when the relay refused the one given before: the function should then not answer from its cache. A function
 * that cannot have one without the user throws AccessTokenError('signInRequired'), which requests fail with.
 *
 * @example
 * createClient({ baseUrl: 'https://relay.example.com/api', accessToken: async ({ refresh }) => signIn({ refresh }) });
 */
export type AccessTokenSource = string | ((request: { readonly refresh: boolean }) => Promise<string>);

/**
 * Longest wait for a token from the function that gives it: long enough for a person to complete a sign-in
 * window, short enough that a sign-in that never answers does not hold the request for ever.
 */
export const ACCESS_TOKEN_DEADLINE_MS = 120_000;

/** A header carries printable ASCII only; anything else (a pasted line break) would make fetch quote it in a failure. */
const HEADER_VALUE = /^[\x21-\x7E]+$/;

/** What one request is sent with, and the secret in it, which no message may quote. */
export interface SentCredentials {
  readonly headers: Readonly<Record<string, string>>;
  readonly secret: string;
}

/**
 * What a client proves itself with: the service's API key (`x-api-key`, spec 5) or an access token for a relay.
 * Every problem is found before anything is sent, and no error quotes the key or the token.
 */
export class Credentials {
  constructor(
    private readonly apiKey: string | undefined,
    private readonly accessToken: AccessTokenSource | undefined,
  ) {
    if (apiKey !== undefined && accessToken !== undefined) {
      throw new TypeError('Give createClient an apiKey or an accessToken, not both.');
    }
  }

  /** Whether requests carry an access token (a 401 is then the token refused). */
  get usesAccessToken(): boolean {
    return this.accessToken !== undefined;
  }

  /** Whether a refused token can be asked for afresh: it comes from a function. */
  get renewable(): boolean {
    return typeof this.accessToken === 'function';
  }

  /**
   * The headers of one attempt: a token asked for afresh when `refresh`. The wait for a token from a function
   * ends with the caller's abort, or after ACCESS_TOKEN_DEADLINE_MS on `clock` (AccessTokenError unavailable).
   */
  async forRequest(
    clock: Clock,
    options: { readonly refresh?: boolean; readonly signal?: AbortSignal } = {},
  ): Promise<SentCredentials> {
    const { accessToken } = this;
    if (accessToken === undefined) {
      const apiKey = this.apiKey ?? '';
      if (apiKey.trim() === '') throw new MissingApiKeyError();
      if (!HEADER_VALUE.test(apiKey)) throw new InvalidApiKeyError();
      return { headers: { 'x-api-key': apiKey }, secret: apiKey };
    }
    let token: string;
    try {
      token =
        typeof accessToken === 'function'
          ? await abortableWait(accessToken({ refresh: options.refresh ?? false }), {
              signal: options.signal,
              deadline: { clock, ms: ACCESS_TOKEN_DEADLINE_MS, error: () => new TokenDeadlinePassed() },
            })
          : accessToken;
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      // The function's own account of what is missing (a sign-in it must not ask for itself) stands as it is.
      if (isAccessTokenError(error)) throw error;
      throw new AccessTokenError('unavailable', { cause: error });
    }
    if (typeof token !== 'string' || token.trim() === '') throw new AccessTokenError('missing');
    if (!HEADER_VALUE.test(token)) throw new AccessTokenError('invalid');
    return { headers: { authorization: `Bearer ${token}` }, secret: token };
  }
}

/** The token's function did not answer within ACCESS_TOKEN_DEADLINE_MS: the cause of AccessTokenError unavailable. */
class TokenDeadlinePassed extends Error {
  override readonly name = 'TokenDeadlinePassed';

  constructor() {
    super(`no access token within ${ACCESS_TOKEN_DEADLINE_MS / 1000} s`);
  }
}
