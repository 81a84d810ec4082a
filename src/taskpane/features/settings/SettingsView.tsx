import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isSettingsError,
  MAX_BURST,
  MAX_RATE,
  saveSettings,
  type Settings,
  type SettingsError,
} from '../../../office/settings';
import { ChoiceField } from '../../components/ChoiceField';
import { LanguageField, LanguageOptions } from '../../components/LanguageField';
import { PaneSelect } from '../../components/PaneSelect';
import { StatusMessage, type StatusMessageContent } from '../../components/StatusMessage';
import { testConnection } from './jobs/testConnection';
import { connectionAnswerText } from './wording/connectionAnswerText';
import { describeError } from '../../wording/describeError';
import { settingFieldWords } from '../../wording/failureWords/settingsWords';
import { recordError } from '../../../office/errorLog';
import { JobStatus } from '../../components/JobStatus';
import { useJob } from '../../hooks/useJob';
import { usePane, type ViewProps } from '../../PaneContext';
import { DiagnosticsSection } from './DiagnosticsSection';
import { KeptSnapshotsList } from './KeptSnapshotsList';
import { RelaySignInButton } from './RelaySignInButton';
import { type NumberBounds, settingsProblems, type SettingsField } from './logic/settingsProblems';
import { settingsProblemTexts } from './wording/settingsProblemTexts';
import { SecretField } from './SecretField';
import { SnapshotsSection } from './SnapshotsSection';
import { UnitsField } from './UnitsField';

/** The form refuses exactly what saveSettings would (settingsProblems). */
const SAVE_BOUNDS: NumberBounds = { maxRate: MAX_RATE, maxBurst: MAX_BURST };

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    '& > *': { minWidth: 0 },
  },
  // An input is as wide as 20 characters unless told otherwise: too wide for half a 320 px pane.
  narrow: { minWidth: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * The settings as the form holds them: a number as typed, and the key and the token new ones, empty keeping
 * the saved ones.
 */
interface Form extends Pick<
  Settings,
  | 'connection'
  | 'apiKey'
  | 'serviceUrl'
  | 'relayUrl'
  | 'relayToken'
  | 'lang'
  | 'units'
  | 'displayLanguage'
  | 'snapshotMode'
> {
  readonly rate: string;
  readonly burst: string;
  readonly snapshotMaxAgeHours: string;
}

/**
 * Settings says whether saving or the test worked, nothing in between. "Saved" is worded when shown, not
 * when saving: a save that changes the display language confirms in the new one.
 */
type Result = (StatusMessageContent & { readonly intent: 'success' | 'error' }) | 'saved';

function formOf(settings: Settings): Form {
  return {
    connection: settings.connection,
    apiKey: '',
    serviceUrl: settings.serviceUrl,
    relayUrl: settings.relayUrl,
    relayToken: '',
    lang: settings.lang,
    rate: String(settings.ratePerSecond),
    burst: String(settings.burst),
    units: settings.units,
    displayLanguage: settings.displayLanguage,
    snapshotMode: settings.snapshotMode,
    snapshotMaxAgeHours: String(settings.snapshotMaxAgeHours),
  };
}

/**
 * Where PartSpec reaches the service. The saved key is never shown back, only its masked end; an empty key
 * box keeps it. Settings live with the user (office/settings), never in the workbook.
 */
export function SettingsView({ openSettings, inSight }: ViewProps) {
  const styles = useStyles();
  const { settings, settingsSaved } = usePane();
  const job = useJob('view', inSight);
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(() => formOf(settings));
  const [problems, setProblems] = useState<Partial<Record<SettingsField, string>>>({});
  const [result, setResult] = useState<Result | undefined>();
  const [busy, setBusy] = useState<'saving' | 'testing' | undefined>();
  // A refused Save or Test moves the focus to the first field at fault, once the render that shows the messages
  // is done: Fluent's Field marks that control aria-invalid and describes it by its message (role=alert), so
  // the message is read where it stands and the fix typed there. A count, so that a second refusal with the
  // same message (which an alert would not repeat) moves the focus there, and reads it, again.
  const formElement = useRef<HTMLFormElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const focusFirstInvalid = (): void => setFocusRequests((count) => count + 1);
  useEffect(() => {
    if (focusRequests === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  const edit = (change: Partial<Form>): void => {
    setForm((current) => ({ ...current, ...change }));
    setResult(undefined);
  };

  /** The box of the key or of the relay's token: the saved one never shown back, only its masked end. */
  const secretField = (name: 'apiKey' | 'relayToken') => (
    <SecretField
      label={t(`settings.${name}`)}
      saved={settings[name]}
      savedHint={(masked) => t(`settings.${name}Saved`, { masked })}
      noneHint={t(`settings.${name}None`)}
      value={form[name]}
      problem={problems[name]}
      onChange={(value) => edit({ [name]: value })}
    />
  );

  /** The form as settings, with the saved key when none was typed; undefined (and the problems shown) when invalid. */
  const entered = (): Settings | undefined => {
    const found = settingsProblemTexts(settingsProblems(form, SAVE_BOUNDS));
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return undefined;
    }
    return {
      connection: form.connection,
      apiKey: form.apiKey.trim() || settings.apiKey,
      serviceUrl: form.serviceUrl,
      relayUrl: form.relayUrl,
      relayToken: form.relayToken.trim() || settings.relayToken,
      lang: form.lang,
      ratePerSecond: Number(form.rate),
      burst: Number(form.burst),
      units: form.units,
      displayLanguage: form.displayLanguage,
      columnPresets: settings.columnPresets,
      snapshotMode: form.snapshotMode,
      snapshotMaxAgeHours: Number(form.snapshotMaxAgeHours),
    };
  };

  /**
   * A setting at fault under its field, focused; anything else in the message below the buttons. Worded from
   * the error's fields in the display language: its message is core's English.
   */
  const showProblem = (error: unknown): void => {
    recordError(error, 'pane');
    if (isSettingsError(error)) {
      const field = fieldOf(error.setting);
      if (field) {
        setProblems({ [field]: settingFieldWords(error) });
        focusFirstInvalid();
      } else {
        setResult({ intent: 'error', text: describeError(error, { inSettings: true }) });
      }
    } else {
      setResult({ intent: 'error', text: describeError(error, { inSettings: true }) });
    }
  };

  const save = async (): Promise<void> => {
    const values = entered();
    if (!values) return;
    setBusy('saving');
    try {
      // A secret box left empty keeps the saved secret: only what was typed replaces it.
      const { apiKey, relayToken, ...rest } = values;
      const saved = await saveSettings({
        ...rest,
        ...(form.apiKey.trim() ? { apiKey } : {}),
        ...(form.relayToken.trim() ? { relayToken } : {}),
      });
      settingsSaved(saved);
      setForm(formOf(saved));
      setResult('saved');
    } catch (error) {
      showProblem(error);
    } finally {
      setBusy(undefined);
    }
  };

  const test = async (): Promise<void> => {
    const values = entered();
    if (!values) return;
    setBusy('testing');
    try {
      const answer = await testConnection(values);
      setResult({ intent: answer.kind === 'answered' ? 'success' : 'error', text: connectionAnswerText(answer) });
    } catch (error) {
      showProblem(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      {/* The status of this view's jobs at its top, where the eye is when they end. */}
      <JobStatus job={job} onOpenSettings={openSettings} />
      <div className={styles.view}>
        {/* noValidate: the pane checks every field itself and says what to type under it; the browser's own check
            of min and step would stop Save first with a bubble of its own (or none, in some Office hosts). */}
        <form
          ref={formElement}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ChoiceField
            label={t('settings.connection')}
            value={form.connection}
            choices={{ apiKey: t('settings.connectionApiKey'), relay: t('settings.connectionRelay') }}
            onChange={(connection) => edit({ connection })}
          />
          {form.connection === 'relay' ? (
            <>
              <Field
                label={t('settings.relayUrl')}
                hint={t('settings.relayUrlHint')}
                validationMessage={problems.relayUrl}
              >
                <Input
                  type="url"
                  value={form.relayUrl}
                  placeholder="https://partspec.example.com"
                  onChange={(_, data) => edit({ relayUrl: data.value })}
                />
              </Field>
              {secretField('relayToken')}
              <RelaySignInButton />
            </>
          ) : (
            <>
              {secretField('apiKey')}
              <Field
                label={t('settings.serviceUrl')}
                hint={t('settings.serviceUrlHint')}
                validationMessage={problems.serviceUrl}
              >
                <Input value={form.serviceUrl} onChange={(_, data) => edit({ serviceUrl: data.value })} />
              </Field>
            </>
          )}
          <LanguageField value={form.lang} onChange={(lang) => edit({ lang })} hint={t('settings.languageHint')} />
          <Field label={t('settings.displayLanguage')} hint={t('settings.displayLanguageHint')}>
            <PaneSelect
              value={form.displayLanguage}
              onChange={(_, data) => edit({ displayLanguage: data.value as Form['displayLanguage'] })}
            >
              <option value="auto">{t('settings.automatic')}</option>
              <LanguageOptions />
            </PaneSelect>
          </Field>
          <div className={styles.pair}>
            <Field label={t('settings.rate')} validationMessage={problems.rate}>
              <Input
                className={styles.narrow}
                type="number"
                min={0}
                step="any"
                value={form.rate}
                onChange={(_, data) => edit({ rate: data.value })}
              />
            </Field>
            <Field label={t('settings.burst')} hint={t('settings.burstHint')} validationMessage={problems.burst}>
              <Input
                className={styles.narrow}
                type="number"
                min={1}
                step={1}
                value={form.burst}
                onChange={(_, data) => edit({ burst: data.value })}
              />
            </Field>
          </div>
          <UnitsField value={form.units} onChange={(units) => edit({ units })} />
          <SnapshotsSection
            mode={form.snapshotMode}
            maxAgeHours={form.snapshotMaxAgeHours}
            problems={problems}
            onChange={edit}
          />
          <div className={styles.buttons}>
            <Button type="submit" appearance="primary" disabled={busy !== undefined}>
              {t('settings.save')}
            </Button>
            <Button type="button" disabled={busy !== undefined} onClick={() => void test()}>
              {t('settings.test')}
            </Button>
            {busy && <Spinner size="tiny" label={busy === 'saving' ? t('settings.saving') : t('settings.testing')} />}
          </div>
          <StatusMessage message={result === 'saved' ? { intent: 'success', text: t('settings.saved') } : result} />
        </form>
        <KeptSnapshotsList />
        <DiagnosticsSection />
      </div>
    </>
  );
}

/** The form's field for a setting a SettingsError names; the language has no free input that could be wrong. */
function fieldOf(setting: SettingsError['setting']): SettingsField | undefined {
  const fields: Partial<Record<SettingsError['setting'], SettingsField>> = {
    apiKey: 'apiKey',
    serviceUrl: 'serviceUrl',
    relayUrl: 'relayUrl',
    relayToken: 'relayToken',
    ratePerSecond: 'rate',
    burst: 'burst',
    snapshotMode: 'snapshotMode',
    snapshotMaxAgeHours: 'snapshotMaxAgeHours',
  };
  return fields[setting];
}
