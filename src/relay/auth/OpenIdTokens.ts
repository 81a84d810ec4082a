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
   * Scopes that let a user in (the token's `scp`, or `scope`, space-separated): a token must carry one of
   * these, or one of `requiredRoles`. A token that carries no scope and no role at all (an application's token
   * with no role assigned) is never let in.
   * @default the scopes of `signIn`, by their last part (`api://partspec-relay/access_as_user` is `access_as_user`,
   * as Microsoft Entra ID writes it in `scp`); without `signIn`, any scope or role
   * @example ['access_as_user']
   */
  readonly requiredScopes?: readonly string[];
  /**
   * App roles that let a caller in (the token's `roles`), such as a role given to a service that calls the
   * relay without a user: a token must carry one of these, or one of `requiredScopes`.
   * @default none (only `requiredScopes` let in, if any is given)
   * @example ['PartSpec.Read']
   */
  readonly requiredRoles?: readonly string[];
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
 * Checks a JWT as a careful resource server does, with jose (a kept JOSE library: none of this is written by
 * hand): its signature against the provider's keys (fetched once, cached, fetched again when a token names a
 * key not seen yet: rotation), its audience and issuer, an expiry it must have (`exp`), `nbf` and `iat` with
 * the clock tolerance, and a scope or role that lets it in. The user is named by the token's
 * `preferred_username`, else `email`, else `sub`, with its tenant when the relay accepts several.
 */
export class OpenIdTokens implements Authenticator {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;
  private readonly requiredScopes: readonly string[];
  private readonly requiredRoles: readonly string[];

  constructor(
    private readonly options: OidcOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.keys = createRemoteJWKSet(new URL(options.jwksUri), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
    this.requiredScopes =
      options.requiredScopes ?? options.signIn?.scopes.map((scope) => scope.slice(scope.lastIndexOf('/') + 1)) ?? [];
    this.requiredRoles = options.requiredRoles ?? [];
  }

  async authenticate(token: string): Promise<Verdict> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      return refusal(error);
    }
    // jose checks `iat` only against a greatest age: one issued in the future is refused here.
    if (typeof payload.iat === 'number' && payload.iat > this.now() / 1000 + CLOCK_TOLERANCE_SECONDS) {
      return {
        refused: 'invalid',
        message:
          'The sign-in token says it was issued in the future (its "iat" is ahead of this relay\'s clock by more than a minute): check the clocks, or sign in again.',
      };
    }
    const grant = this.grant(payload);
    if (grant) return grant;
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

  /** A refusal unless the token carries a scope or role that lets it in; undefined when it does. */
  private grant(payload: JWTPayload): Verdict | undefined {
    const scopes = [payload.scp, payload.scope].flatMap((claim) => (typeof claim === 'string' ? claim.split(' ') : []));
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((role) => typeof role === 'string') : [];
    if (scopes.filter(Boolean).length === 0 && roles.length === 0) {
      return {
        refused: 'invalid',
        message:
          'The sign-in token grants no scope and no role: it is not a sign-in to this relay. Sign in with PartSpec (Settings).',
      };
    }
    const required = this.requiredScopes.length + this.requiredRoles.length;
    const granted =
      scopes.some((scope) => this.requiredScopes.includes(scope)) ||
      roles.some((role) => this.requiredRoles.includes(role as string));
    if (required === 0 || granted) return undefined;
    return {
      refused: 'invalid',
      message: `The sign-in token does not grant what this relay asks (a scope of ${this.requiredScopes.join(', ') || 'none'}, or a role of ${this.requiredRoles.join(', ') || 'none'}): ask your administrator to grant PartSpec's access, then sign in again.`,
    };
  }
}

function refusal(error: unknown): Verdict {
  if (error instanceof errors.JWTExpired) {
    return { refused: 'expired', message: 'Your sign-in has expired: sign in again.' };
  }
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp' && error.reason === 'missing') {
    return {
      refused: 'invalid',
      message:
        'The sign-in token has no expiry ("exp"): this relay takes only tokens that end. Sign in with your organisation.',
    };
  }
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') {
    return {
      refused: 'invalid',
      message:
        'The sign-in token is not valid yet (its "nbf" is ahead of this relay\'s clock by more than a minute): check the clocks, or sign in again.',
    };
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    // Names the claim, never its value or the token.
    return {
      refused: 'invalid',
      message: `The sign-in token is not for this relay (its "${error.claim}" does not match): check the relay's address in Settings.`,
    };
  }
  if (keysUnavailable(error)) {
    // The provider's keys could not be fetched, or were not a key set: the token may be good, so this is no 401.
    return { refused: 'unavailable', message: 'The relay could not check sign-ins just now: try again in a minute.' };
  }
  return { refused: 'invalid', message: 'The sign-in token is not valid here: sign in again.' };
}

/**
 * Whether the provider's keys could not be had: no answer in time, an answer other than 200, one that is not
 * JSON (jose's plain JOSEError, which it throws for these two and nothing a token causes), one that is not a
 * key set, or no connection at all (not a JOSEError).
 */
function keysUnavailable(error: unknown): boolean {
  return (
    !(error instanceof errors.JOSEError) ||
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === 'ERR_JOSE_GENERIC'
  );
}
