import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Language } from '../core';
import { type HostInfo, type Theme, watchPreviewTheme } from '../office/host';
import { currentClient } from '../office/runtime';
import { markStartup, STARTUP_MARKS } from '../office/startupMarks';
import type { Settings } from '../office/settings';
import type { Workbook } from '../office/workbook';
import { ConfirmOverwriteDialog } from './components/ConfirmOverwriteDialog';
import { useConfirmOverwrite } from './hooks/useConfirmOverwrite';
import { type JobHandle, type TaskOutcome, useJobRunner } from './jobs/useJobRunner';
import type { JobPlace } from './jobs/jobStatusShown';
import type { JobContext, JobOutcome } from './jobs/types';
import { PaneContext, type Pane } from './PaneContext';
import { displayLanguageFor, switchDisplayLanguage } from './i18n/i18n';
import { PaneLayout } from './PaneLayout';
import type { PreviewWorkbook } from './preview/previewWorkbook';

export interface AppProps {
  readonly host: HostInfo;
  readonly workbook: Workbook;
  /** The same workbook, in preview mode only, for the grid under the pane. */
  readonly preview?: PreviewWorkbook;
  readonly initialSettings: Settings;
}

export function App({ host, workbook, preview, initialSettings }: AppProps) {
  const [theme, setTheme] = useState<Theme>(host.theme);
  const [settings, setSettings] = useState(initialSettings);
  const runner = useJobRunner();
  const confirm = useConfirmOverwrite();

  useEffect(() => (host.kind === 'preview' ? watchPreviewTheme(setTheme) : undefined), [host.kind]);
  useEffect(() => markStartup(STARTUP_MARKS.paneShown), []);
  const displayLanguage = displayLanguageFor(settings.displayLanguage, host.displayLanguage);
  useEffect(() => {
    void switchDisplayLanguage(displayLanguage);
  }, [displayLanguage]);

  const { run } = runner;
  const { confirmFor, confirmLargeFor } = confirm;
  const startJob = useCallback(
    <T extends JobOutcome>(lang: Language, job: (context: JobContext) => Promise<T>, place: JobPlace) => {
      /** A job as a task for the runner; its `rest`, when it has one, becomes the task offered after it. */
      const taskOf =
        <U extends JobOutcome>(step: (context: JobContext) => Promise<U>) =>
        async ({ signal, onProgress }: JobHandle): Promise<U & TaskOutcome> => {
          // Asked at each job: a key saved a moment ago takes effect, and the functions share the same client.
          const { client } = await currentClient();
          const outcome = await step({
            client,
            workbook,
            lang,
            signal,
            onProgress,
            confirmOverwrite: confirmFor(signal),
            confirmLargeWrite: confirmLargeFor(signal),
          });
          return { ...outcome, next: outcome.rest && taskOf(outcome.rest) };
        };
      return run(taskOf(job), place);
    },
    [run, confirmFor, confirmLargeFor, workbook],
  );

  const pane = useMemo<Pane>(
    () => ({ host, theme, workbook, runner, settings, settingsSaved: setSettings, startJob }),
    [host, theme, workbook, runner, settings, startJob],
  );

  return (
    <FluentProvider theme={theme === 'dark' ? webDarkTheme : webLightTheme} style={{ minHeight: '100vh' }}>
      <PaneContext.Provider value={pane}>
        <PaneLayout preview={preview} />
        <ConfirmOverwriteDialog question={confirm.question} onAnswer={confirm.answer} />
      </PaneContext.Provider>
    </FluentProvider>
  );
}
