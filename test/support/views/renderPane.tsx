/**
 * The task pane for view tests (the views tier): a view, or the whole layout, rendered in Fluent's provider
 * with the pane's own job runner and overwrite question, on a fake client and an in-memory workbook.
 *
 * App asks the runtime for its shared client at every job (currentClient, which builds a real one from the
 * saved settings); this pane gives its jobs the test's client instead and is otherwise App's: the same
 * runner, the same question and its dialog, the same context every view reads.
 */
import { createDOMRenderer, FluentProvider, RendererProvider, webLightTheme } from '@fluentui/react-components';
import { act, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useCallback, useMemo, useState } from 'react';
import type { PartSpecClient, Product } from '../../../src/core';
import type { HostInfo } from '../../../src/office/host';
import { memoryStore, saveSettings, setSettingsStore, type Settings } from '../../../src/office/settings';
import { MemoryWorkbook, type Workbook } from '../../../src/office/workbook';
import { ConfirmOverwriteDialog } from '../../../src/taskpane/components/ConfirmOverwriteDialog';
import { usePaneJobs } from '../../../src/taskpane/hooks/usePaneJobs';
import { type Pane, PaneContext, type ViewProps } from '../../../src/taskpane/PaneContext';
import { PaneLayout } from '../../../src/taskpane/PaneLayout';
import { fakeClient } from '../../unit/taskpane/support/fakeClient';

export interface TestPaneOptions {
  /** What the fake client's service holds; ignored when `client` is given. */
  readonly products?: readonly Product[];
  /** Default: a fake client over `products`. */
  readonly client?: PartSpecClient;
  /** Default: a new in-memory workbook with one empty sheet, Sheet1. */
  readonly workbook?: Workbook;
  /** Changes to the default settings the pane starts with. */
  readonly settings?: Partial<Settings>;
  /** Default: preview mode, light, in English. */
  readonly host?: HostInfo;
}

export interface RenderedPane extends RenderResult {
  readonly client: PartSpecClient;
  readonly workbook: Workbook;
  /** A user typing and clicking, as userEvent.setup() gives one. */
  readonly user: UserEvent;
}

// A view test waits on React and Fluent in jsdom, all of it CPU: a second alone, tens of seconds on a machine
// shared by many (the layout's views are lazy chunks, compiled by Jest on first import, and a job's outcome
// comes after it). The limits are generous so that slowness never reads as failure: a broken behaviour fails
// on its assertion, not on time.
configure({ asyncUtilTimeout: 30_000 });
jest.setTimeout(120_000);

/**
 * Of Fluent's styles, only the rules that hide something: jsdom parses every rule inserted, which took most
 * of a view test's time, and lays nothing out, so only what hides an element changes what a test can see
 * (a tab's reserved-space copy of its name is hidden so, and would otherwise double the tab's name).
 */
const HIDING_RULE = /display:\s*none|visibility:\s*hidden/;
const HIDING_CSS_ONLY = createDOMRenderer(document, { unstable_filterCSSRule: (rule) => HIDING_RULE.test(rule) });

const PREVIEW_HOST: HostInfo = { kind: 'preview', theme: 'light', displayLanguage: 'en-US' };

interface TestPaneProps {
  readonly client: PartSpecClient;
  readonly workbook: Workbook;
  readonly host: HostInfo;
  readonly initialSettings: Settings;
  readonly children: ReactNode;
}

/** App's pane (its jobs: runner, question, startJob), with the test's client given to every job. */
function TestPane({ client, workbook, host, initialSettings, children }: TestPaneProps) {
  const [settings, setSettings] = useState(initialSettings);
  const clientOf = useCallback(async () => client, [client]);
  const { runner, confirm, startJob } = usePaneJobs(workbook, clientOf);
  const pane = useMemo<Pane>(
    () => ({ host, theme: host.theme, workbook, runner, settings, settingsSaved: setSettings, startJob }),
    [host, workbook, runner, settings, startJob],
  );
  return (
    <RendererProvider renderer={HIDING_CSS_ONLY}>
      <FluentProvider theme={webLightTheme}>
        <PaneContext.Provider value={pane}>
          {children}
          <ConfirmOverwriteDialog question={confirm.question} onAnswer={confirm.answer} />
        </PaneContext.Provider>
      </FluentProvider>
    </RendererProvider>
  );
}

/**
 * Renders `view` (default: the whole pane, its five views in tabs and the job status at the top of each)
 * in a test pane. As the pane starts, with the settings it reads: those of the test, saved first in a
 * memory store of this render's own (never jsdom's localStorage, so no test sees another's).
 */
export async function renderPane(
  view: ReactElement = <PaneLayout />,
  options: TestPaneOptions = {},
): Promise<RenderedPane> {
  const client = options.client ?? fakeClient(options.products ?? []);
  const workbook = options.workbook ?? new MemoryWorkbook({ sheets: ['Sheet1'] });
  setSettingsStore(memoryStore());
  const settings = await saveSettings(options.settings ?? {});
  // No pause between keys: a test types as fast as the pane can render.
  const user = userEvent.setup({ delay: null });
  const rendered = render(
    <TestPane client={client} workbook={workbook} host={options.host ?? PREVIEW_HOST} initialSettings={settings}>
      {view}
    </TestPane>,
  );
  // What the views load as they mount (Settings' kept snapshots and diagnostics) comes from in-memory fakes:
  // let it arrive inside act, so that the test starts from the pane as it stands once loaded.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { ...rendered, client, workbook, user };
}

/** What the pane's layout gives a view in sight, for a test that renders the view alone. */
export const IN_SIGHT: ViewProps = { openSettings: () => undefined, inSight: true };
