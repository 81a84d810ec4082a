export { DEFAULT_RESPONSE_TIMEOUT_MS, DEFAULT_UPSTREAM_TIMEOUT_MS } from './forward';
export { createPassThrough, type PassThroughOptions } from './passThrough';
export { DEFAULT_REQUEST_BODY_TIMEOUT_MS, MAX_REQUEST_BODY_BYTES } from './requestBody';
export { type RelayAuth, type RelayOptions } from './options';
export type { OidcOptions, RelaySignIn } from './auth/OpenIdTokens';
export { ISSUED_TOKEN_PREFIX, newToken, tokenHash } from './auth/issuedTokens';
export type { RelayLogEntry } from './relayLog';
export { type RunningRelay, startRelay } from './startRelay';
export {
  type IssuedToken,
  type IssueOptions,
  issueToken,
  listTokens,
  revokeToken,
  type TokenAdminOptions,
} from './tokenAdmin';
export type { TokenRecord } from './auth/TokenRecord';
export type { ListedToken } from './state/RedisTokenStore';
export { tokenLifeMs } from './auth/tokenLife';
export { estimatedRandomBits } from './auth/tokenRandomness';
export * from './errors';
