import type { RelaySignIn } from '../../../../office/signIn/relaySignIn';
import type { Workbook } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import { describeError } from '../../../wording/describeError';

/**
 * Sign in with Microsoft to the organisation's relay, from the click on Settings' button: the only place a
 * sign-in window may open (RelaySignIn.signInFromClick opens one only when MSAL says the user is needed).
 * Once signed in, every formula is calculated again, so that the PART cells that answered "sign in from
 * PartSpec's pane" get their values; unless calculation is Manual, which the message then says.
 */
export async function signInToRelay(
  signIn: RelaySignIn,
  workbook: Workbook,
): Promise<{ readonly ok: boolean; readonly message: string }> {
  let user: string | undefined;
  try {
    user = await signIn.signInFromClick();
  } catch (error) {
    return { ok: false, message: describeError(error, { inSettings: true }) };
  }
  if (user === undefined) return { ok: false, message: t('settings.signIn.notOffered') };
  const who = user === '' ? t('settings.signIn.someone') : user;
  try {
    const calculated = await workbook.recalculateEverything();
    return {
      ok: true,
      message: t(calculated === 'manual' ? 'settings.signIn.doneManual' : 'settings.signIn.done', { user: who }),
    };
  } catch (error) {
    // Signed in all the same: only the cells wait for the next calculation.
    return { ok: true, message: t('settings.signIn.doneNotCalculated', { user: who, reason: describeError(error) }) };
  }
}
