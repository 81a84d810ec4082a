/**
 * Redis could not tell whether a token is live just now, and this instance does not remember it: the
 * authenticator answers 503 (the token may be good). Never reaches a caller as it is.
 */
export class TokenUnchecked extends Error {
  override readonly name = 'TokenUnchecked';
}
