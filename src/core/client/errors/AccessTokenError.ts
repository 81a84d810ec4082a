import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/**
 * What went wrong with the access token a client sends in place of an API key (to an organisation's relay):
 * - `missing`: none was given, or the function giving it gave an empty one; nothing was sent.
 * - `invalid`: it holds a character no HTTP header may carry (a pasted line break); nothing was sent.
 * - `refused`: the relay answered 401, also to a token asked for afresh.
 * - `unavailable`: the function giving it failed (the sign-in could not be completed); nothing was sent.
 * - `signInRequired`: the function giving it could not have one without the user (a first sign-in, consent,
 *   an expired session), and asks for none where no one clicked: the user signs in, then it has one. Nothing
 *   was sent.
 */
export type AccessTokenProblem = 'missing' | 'invalid' | 'refused' | 'unavailable' | 'signInRequired';

const SENTENCES: Readonly<Record<AccessTokenProblem, string>> = {
  missing: 'No access token was given, so nothing was sent. Sign in, or set the relay token, and try again.',
  invalid: 'The access token holds characters a request cannot carry, so nothing was sent. Set the token again.',
  refused: 'The relay refused the access token (401). Sign in again, or ask for a new relay token.',
  unavailable:
    'No access token could be had (the sign-in did not complete), so nothing was sent. Sign in and try again.',
  signInRequired:
    'An access token needs the user to sign in (a first sign-in, consent, or a session that ended), so nothing was sent. Sign in, then try again.',
};

/** The access token could not be sent, or was refused. The token itself is never in the message. */
export class AccessTokenError extends PartSpecError {
  override readonly name = 'AccessTokenError';
  readonly problem: AccessTokenProblem;

  constructor(problem: AccessTokenProblem, options: { readonly cause?: unknown } = {}) {
    super(SENTENCES[problem], { ...(problem === 'refused' ? { status: 401 } : {}), cause: options.cause });
    this.problem = problem;
  }
}

/** Whether `value` is an AccessTokenError, also one made by another copy of PartSpec's code. */
export function isAccessTokenError(value: unknown): value is AccessTokenError {
  return isPartSpecErrorNamed<AccessTokenError>(value, 'AccessTokenError');
}
