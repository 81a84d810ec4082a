import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Language } from '../core';
import { type HostInfo, type Theme, watchPreviewTheme } from '../office/host';
import { currentClient } from '../office/runtime';
import type { Settings } from '../office/settings';
import type { Workbook } from '../office/workbook';
import { ConfirmOverwriteDialog } from './components/ConfirmOverwriteDialog';
import { useConfirmOverwrite } from './hooks/useConfirmOverwrite';
import { useJobRunner } from './hooks/useJobRunner';
import type { JobContext, JobOutcome } from './jobs/types';
import { PaneContext, type Pane } from './PaneContext';
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

  const { run } = runner;
  const { confirmFor } = confirm;
  const startJob = useCallback(
    <T extends JobOutcome>(lang: Language, job: (context: JobContext) => Promise<T>) =>
      run(async ({ signal, onProgress }) => {
        // Asked at each job: a key saved a moment ago takes effect, and the functions share the same client.
        const { client } = await currentClient();
        return job({ client, workbook, lang, signal, onProgress, confirmOverwrite: confirmFor(signal) });
      }),
    [run, confirmFor, workbook],
  );

  const pane = useMemo<Pane>(
    () => ({ workbook, runner, settings, settingsSaved: setSettings, startJob }),
    [workbook, runner, settings, startJob],
  );

  return (
    <FluentProvider theme={theme === 'dark' ? webDarkTheme : webLightTheme} style={{ minHeight: '100vh' }}>
      <PaneContext.Provider value={pane}>
        <PaneLayout preview={preview} />
        <ConfirmOverwriteDialog description={confirm.description} onAnswer={confirm.answer} />
      </PaneContext.Provider>
    </FluentProvider>
  );
}
