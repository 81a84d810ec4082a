import { createContext, useContext } from 'react';
import type { Language } from '../core';
import type { HostInfo, Theme } from '../office/host';
import type { Settings } from '../office/settings';
import type { Workbook } from '../office/workbook';
import type { JobContext, JobOutcome } from './jobs/types';
import type { JobRunner } from './jobs/useJobRunner';

/** What every view shares: the host, the workbook, the one job runner, and the user's settings. */
export interface Pane {
  /** Excel (and which) or preview mode in a browser. */
  readonly host: HostInfo;
  /** The pane's theme now: the host's at start, then as it changes (preview mode follows the browser). */
  readonly theme: Theme;
  readonly workbook: Workbook;
  readonly runner: JobRunner;
  readonly settings: Settings;
  /** Tells the pane that Settings saved new values. */
  readonly settingsSaved: (settings: Settings) => void;
  /**
   * Runs a job with the runtime's shared client, the Cancel button's signal and the overwrite question;
   * its message is shown in `view` (the view that started it: PaneLayout gives each view its own).
   */
  readonly startJob: <T extends JobOutcome>(
    lang: Language,
    job: (context: JobContext) => Promise<T>,
    view?: string,
  ) => Promise<T | undefined>;
  /** The view this part of the pane belongs to. */
  readonly view?: string;
  /** Shows Settings (a job's message can send the user there); given to the views by the pane's layout. */
  readonly openSettings?: () => void;
}

export const PaneContext = createContext<Pane | undefined>(undefined);

export function usePane(): Pane {
  const pane = useContext(PaneContext);
  if (!pane) throw new Error('usePane outside the pane');
  return pane;
}
