import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import type { Authenticator, Verdict } from './Authenticator';

/** `auth: { oidc }`: tokens of an OpenID Connect provider (Microsoft Entra ID, or any other). */
export interface OidcOptions {
  /** The `iss` the tokens must carry, e.g. `https://login.microsoftonline.com/<tenant>/v2.0`. */
  readonly issuer: string;
  /** The `aud` the tokens must carry: the relay's application ID (URI) at the provider. */
  readonly audience: string;
  /** Where the provider publishes its signing keys (JWKS), e.g. `https://login.microsoftonline.com/<tenant>/discovery/v2.0/keys`. */
  readonly jwksUri: string;
  /** Only these tenants (the token's `tid`), for an issuer shared by many (Entra's multi-tenant endpoints). */
  readonly tenants?: readonly string[];
  /**
   * What the add-in needs to sign its user in with Microsoft (nested app authentication) and get a token for
   * this relay, published at `GET /sign-in`: the add-in's application (client) ID, the authority, and the
   * scopes of the relay's API. Without it, the add-in cannot sign in and callers bring tokens themselves.
   * @example { clientId: '<add-in app id>', authority: 'https://login.microsoftonline.com/<tenant>', scopes: ['api://partspec-relay/access_as_user'] }
   */
  readonly signIn?: RelaySignIn;
}

/** How a user signs in to the relay with Microsoft (GET /sign-in). Nothing in it is secret. */
export interface RelaySignIn {
  readonly clientId: string;
  readonly authority?: string;
  readonly scopes: readonly string[];
}

/** Seconds of clock difference allowed between the provider and the relay for `exp` and `nbf`. */
const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Checks a JWT's signature against the provider's keys (fetched once, cached, fetched again when a token
 * names a key not seen yet: rotation), its expiry, audience and issuer, with jose (a kept JOSE library:
 * none of this is written by hand). The user is named by the token's `preferred_username`, else `email`,
 * else `sub`, with its tenant when the relay accepts several.
 */
export class OpenIdTokens implements Authenticator {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly options: OidcOptions) {
    this.keys = createRemoteJWKSet(new URL(options.jwksUri), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  }

  async authenticate(token: string): Promise<Verdict> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      return refusal(error);
    }
    const tenant = typeof payload.tid === 'string' ? payload.tid : undefined;
    if (this.options.tenants && (tenant === undefined || !this.options.tenants.includes(tenant))) {
      return { refused: 'invalid', message: 'Your organisation (tenant) is not one this relay serves.' };
    }
    const name = [payload.preferred_username, payload.email, payload.sub].find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    if (name === undefined) return { refused: 'invalid', message: 'The sign-in token names no user.' };
    return { caller: { user: this.options.tenants && tenant ? `${name}@${tenant}` : name } };
  }
}

function refusal(error: unknown): Verdict {
  if (error instanceof errors.JWTExpired) {
    return { refused: 'expired', message: 'Your sign-in has expired: sign in again.' };
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    // Names the claim, never its value or the token.
    return {
      refused: 'invalid',
      message: `The sign-in token is not for this relay (its "${error.claim}" does not match): check the relay's address in Settings.`,
    };
  }
  if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
    // The provider's keys could not be fetched: the token may be good, so this is no 401.
    return { refused: 'unavailable', message: 'The relay could not check sign-ins just now: try again in a minute.' };
  }
  return { refused: 'invalid', message: 'The sign-in token is not valid here: sign in again.' };
}
