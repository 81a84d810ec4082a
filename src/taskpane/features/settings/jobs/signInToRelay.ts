import type { RelaySignIn } from '../../../../office/signIn/relaySignIn';
import type { Workbook } from '../../../../office/workbook';
import type { RelaySignInAnswer } from '../logic/relaySignInAnswer';

/**
 * Sign in with Microsoft to the organisation's relay, from the click on Settings' button: the only place a
 * sign-in window may open (RelaySignIn.signInFromClick opens one only when MSAL says the user is needed).
 * Once signed in, every formula is calculated again, so that the PART cells that answered "sign in from
 * PartSpec's pane" get their values; unless calculation is Manual, which the answer then says.
 */
export async function signInToRelay(signIn: RelaySignIn, workbook: Workbook): Promise<RelaySignInAnswer> {
  let user: string | undefined;
  try {
    user = await signIn.signInFromClick();
  } catch (error) {
    return { kind: 'failed', error };
  }
  if (user === undefined) return { kind: 'notOffered' };
  try {
    return { kind: 'signedIn', user, calculation: await workbook.recalculateEverything() };
  } catch (error) {
    // Signed in all the same: only the cells wait for the next calculation.
    return { kind: 'signedInNotCalculated', user, error };
  }
}
