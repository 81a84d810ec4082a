import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { type HostInfo, type Theme, watchPreviewTheme } from '../office/host';
import { currentClient } from '../office/runtime';
import { markStartup, STARTUP_MARKS } from '../office/startupMarks';
import type { Settings } from '../office/settings';
import type { Workbook } from '../office/workbook';
import { ConfirmOverwriteDialog } from './components/ConfirmOverwriteDialog';
import { usePaneJobs } from './hooks/usePaneJobs';
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

/** The runtime's one client, asked at each job: a key saved a moment ago takes effect, and the functions share it. */
const sharedClient = async () => (await currentClient()).client;

export function App({ host, workbook, preview, initialSettings }: AppProps) {
  const [theme, setTheme] = useState<Theme>(host.theme);
  const [settings, setSettings] = useState(initialSettings);
  const { runner, confirm, startJob } = usePaneJobs(workbook, sharedClient);

  useEffect(() => (host.kind === 'preview' ? watchPreviewTheme(setTheme) : undefined), [host.kind]);
  useEffect(() => markStartup(STARTUP_MARKS.paneShown), []);
  const displayLanguage = displayLanguageFor(settings.displayLanguage, host.displayLanguage);
  useEffect(() => {
    void switchDisplayLanguage(displayLanguage);
  }, [displayLanguage]);

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
