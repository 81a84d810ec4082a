import { Button, Field, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relaySignIn } from '../../../office/signIn/relaySignIn';
import { StatusMessage, type StatusMessageContent } from '../../components/StatusMessage';
import { signInToRelay } from './jobs/signInToRelay';
import { isSignedIn } from './logic/relaySignInAnswer';
import { relaySignInText } from './wording/relaySignInText';
import { usePane } from '../../PaneContext';

/**
 * Sign in with Microsoft, for the relay saved in Settings, where it offers that and Excel has nested app
 * authentication (asked once, when Settings opens): the one place a sign-in window may open, from this click.
 * Nothing is shown otherwise.
 */
export function RelaySignInButton() {
  const { settings, workbook } = usePane();
  const { t } = useTranslation();
  const [offered, setOffered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StatusMessageContent | undefined>();
  const relayUrl = settings.connection === 'relay' ? settings.relayUrl : '';

  useEffect(() => {
    let current = true;
    setOffered(false);
    if (relayUrl === '') return;
    // Also prepares MSAL, so that the click's window opens in the click's own turn.
    relaySignIn(relayUrl)
      .offered()
      .then(
        (answer) => current && setOffered(answer),
        () => current && setOffered(false),
      );
    return () => {
      current = false;
    };
  }, [relayUrl]);

  if (!offered) return null;
  const signIn = async (): Promise<void> => {
    setBusy(true);
    const outcome = await signInToRelay(relaySignIn(relayUrl), workbook);
    setResult({ intent: isSignedIn(outcome) ? 'success' : 'error', text: relaySignInText(outcome) });
    setBusy(false);
  };
  return (
    <Field hint={t('settings.signIn.hint')}>
      <div>
        <Button type="button" disabled={busy} onClick={() => void signIn()}>
          {t('settings.signIn.button')}
        </Button>
        {busy && <Spinner size="tiny" label={t('settings.signIn.signingIn')} />}
      </div>
      <StatusMessage message={result} />
    </Field>
  );
}
