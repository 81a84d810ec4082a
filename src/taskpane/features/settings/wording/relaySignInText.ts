import { t } from '../../../i18n/i18n';
import { describeError } from '../../../wording/describeError';
import type { RelaySignInAnswer } from '../logic/relaySignInAnswer';

/** What Settings says after Sign in with Microsoft: who is signed in and whether the cells calculate, or why not. */
export function relaySignInText(answer: RelaySignInAnswer): string {
  switch (answer.kind) {
    case 'failed':
      return describeError(answer.error, { inSettings: true });
    case 'notOffered':
      return t('settings.signIn.notOffered');
    case 'signedIn':
      return t(answer.calculation === 'manual' ? 'settings.signIn.doneManual' : 'settings.signIn.done', {
        user: userText(answer.user),
      });
    case 'signedInNotCalculated':
      return t('settings.signIn.doneNotCalculated', {
        user: userText(answer.user),
        reason: describeError(answer.error),
      });
  }
}

/** The account signed in, or words for one that gave no name. */
function userText(user: string): string {
  return user === '' ? t('settings.signIn.someone') : user;
}
