import { createContext, useContext } from 'react';
import type { HostInfo, Theme } from '../office/host';
import type { Settings } from '../office/settings';
import type { Workbook } from '../office/workbook';
import type { JobRunner } from './hooks/useJobRunner';
import type { StartJob } from './hooks/usePaneJobs';

/**
 * What every view shares: the host, the workbook, the one job runner, and the user's settings. Views start jobs
 * through useJob(), which gives each place of the pane its own status.
 */
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
   * its status is shown by `place`, the place that started it.
   */
  readonly startJob: StartJob;
}

/** What the pane's layout gives each view. */
export interface ViewProps {
  /** Shows Settings (a job's message can send the user there). */
  readonly openSettings: () => void;
  /** Whether the view is the one in sight: the views once shown stay mounted, hidden (see jobStatusShown). */
  readonly inSight: boolean;
}

export const PaneContext = createContext<Pane | undefined>(undefined);

export function usePane(): Pane {
  const pane = useContext(PaneContext);
  if (!pane) throw new Error('usePane outside the pane');
  return pane;
}
