/**
 * What Sign in with Microsoft came to (relaySignInText words it, in the words of Settings): the error the
 * sign-in failed with; a relay (or an Excel) that offers no such sign-in; or signed in as `user` ('' when the
 * account gave no name), the formulas calculated again, left to a Manual calculation, or not calculated for
 * `error` (the cells then wait for the next calculation).
 */
export type RelaySignInAnswer =
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'notOffered' }
  | { readonly kind: 'signedIn'; readonly user: string; readonly calculation: 'recalculated' | 'manual' }
  | { readonly kind: 'signedInNotCalculated'; readonly user: string; readonly error: unknown };

/** Whether the user is signed in now, whatever became of the calculation. */
export function isSignedIn(answer: RelaySignInAnswer): boolean {
  return answer.kind === 'signedIn' || answer.kind === 'signedInNotCalculated';
}
