import { Button, makeStyles, Spinner, Text, Textarea, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectDiagnostics, diagnosticsText } from '../../../office/diagnostics';
import { recordError } from '../../../office/errorLog';
import { currentClient } from '../../../office/runtime';
import { useFormStyles } from '../../components/formStyles';
import { StatusMessage, type StatusMessageContent } from '../../components/StatusMessage';
import { describeError } from '../../wording/describeError';
import { usePane } from '../../PaneContext';

const useStyles = makeStyles({
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  buttons: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // The report keeps its columns: a fixed-width font, no wrapping inside a line.
  report: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre' },
});

/** Gathers the diagnostics with the runtime's one client, as the functions and the pane's jobs use it. */
async function gather(host: Parameters<typeof collectDiagnostics>[0]['host']): Promise<string> {
  const { client, settings } = await currentClient();
  return diagnosticsText(await collectDiagnostics({ host, client, settings }));
}

/**
 * Puts `text` on the clipboard: the Clipboard API where the host allows it, else the older copy command on
 * the selected text (some Office webviews refuse the first). False when neither worked.
 */
async function copyToClipboard(text: string, area: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!area) return false;
    area.focus();
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * Settings > Diagnostics: the facts someone trying PartSpec in an Excel we have not seen sends back (the
 * acceptance script asks for them), shown as the text Copy diagnostics puts on the clipboard, so that what
 * is read is what is sent. Gathered when Settings is first shown, again on Check again and on Copy.
 */
export function DiagnosticsSection() {
  const form = useFormStyles();
  const styles = useStyles();
  const { t } = useTranslation();
  const { host, settings } = usePane();
  const headingId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [report, setReport] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<boolean>();

  const refresh = useCallback(async (): Promise<string> => {
    setBusy(true);
    try {
      const text = await gather(host);
      setReport(text);
      return text;
    } catch (error) {
      recordError(error, 'pane');
      const text = t('settings.diagnostics.failed', { reason: describeError(error, { inSettings: true }) });
      setReport(text);
      return text;
    } finally {
      setBusy(false);
    }
  }, [host, t]);

  // Saved settings change the service, the limiter and what is stored: gather again.
  useEffect(() => {
    void refresh();
  }, [refresh, settings]);

  const copy = async (): Promise<void> => {
    setCopied(undefined);
    const text = await refresh();
    setCopied(await copyToClipboard(text, area.current));
  };

  // Worded as it is drawn, so that it follows a change of display language.
  const copiedMessage: StatusMessageContent | undefined =
    copied === undefined
      ? undefined
      : copied
        ? { intent: 'success', text: t('settings.diagnostics.copied') }
        : { intent: 'warning', text: t('settings.diagnostics.notCopied') };

  return (
    <section className={form.form} aria-labelledby={headingId}>
      <Text as="h3" id={headingId} weight="semibold" className={form.heading}>
        {t('settings.diagnostics.heading')}
      </Text>
      <p className={styles.note}>{t('settings.diagnostics.intro')}</p>
      <div className={styles.buttons}>
        <Button disabled={busy} onClick={() => void copy()}>
          {t('settings.diagnostics.copy')}
        </Button>
        <Button appearance="subtle" disabled={busy} onClick={() => void refresh()}>
          {t('settings.diagnostics.checkAgain')}
        </Button>
        {busy && <Spinner size="tiny" label={t('settings.diagnostics.gathering')} />}
      </div>
      <StatusMessage appearance="note" message={copiedMessage} />
      <Textarea
        ref={area}
        readOnly
        resize="vertical"
        rows={12}
        aria-label={t('settings.diagnostics.text')}
        textarea={{ className: styles.report }}
        value={report ?? ''}
      />
    </section>
  );
}
