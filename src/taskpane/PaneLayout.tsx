import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { type ComponentType, lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirementsNotice } from './components/RequirementsNotice';
import { ViewLoadBoundary } from './components/ViewLoadBoundary';
import type { ViewProps } from './PaneContext';
import { PreviewBanner } from './preview/PreviewBanner';
import type { PreviewWorkbook } from './preview/previewWorkbook';
import { WorkbookPreview } from './preview/WorkbookPreview';

const useStyles = makeStyles({
  pane: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    maxWidth: '560px',
    boxSizing: 'border-box',
  },
  // Five tabs in 320 px: a little less padding than Fluent's small tabs, and wrapped should a language's
  // names be longer still, rather than a pane that scrolls sideways.
  tabs: { marginLeft: `calc(-1 * ${tokens.spacingHorizontalXS})`, flexWrap: 'wrap' },
  tab: { paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
  panel: { minWidth: 0 },
  panelContent: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

type ViewName = 'search' | 'category' | 'bom' | 'tables' | 'settings';

/** A view whose code is fetched (a chunk of its own) the first time it is shown. */
function lazyView(load: () => Promise<ComponentType<ViewProps>>): ComponentType<ViewProps> {
  return lazy(async () => ({ default: await load() }));
}

// Each view is its own chunk, fetched when first shown: the page fetches and parses only what the user opens.
// Text only: five tabs with icons do not fit a 320 px pane.
const VIEWS: readonly { name: ViewName; View: ComponentType<ViewProps> }[] = [
  {
    name: 'search',
    View: lazyView(
      async () => (await import(/* webpackChunkName: "view-search" */ './features/search/SearchView')).SearchView,
    ),
  },
  {
    name: 'category',
    View: lazyView(
      async () =>
        (await import(/* webpackChunkName: "view-category" */ './features/category/CategoryView')).CategoryView,
    ),
  },
  {
    name: 'bom',
    View: lazyView(async () => (await import(/* webpackChunkName: "view-bom" */ './features/bom/BomView')).BomView),
  },
  {
    name: 'tables',
    View: lazyView(
      async () => (await import(/* webpackChunkName: "view-tables" */ './features/tables/TablesView')).TablesView,
    ),
  },
  {
    name: 'settings',
    View: lazyView(
      async () =>
        (await import(/* webpackChunkName: "view-settings" */ './features/settings/SettingsView')).SettingsView,
    ),
  },
];

/** The pane: five views in tabs (each shows its jobs' status at its top), and in preview mode the banner and the sheet. */
export function PaneLayout({ preview }: { readonly preview?: PreviewWorkbook }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ViewName>('search');
  // The views shown so far. Each stays mounted once shown, so a half-built search survives a look at Settings.
  const [shown, setShown] = useState<ReadonlySet<ViewName>>(() => new Set(['search']));
  const select = useCallback((name: ViewName) => {
    setSelected(name);
    setShown((before) => (before.has(name) ? before : new Set([...before, name])));
  }, []);
  const openSettings = useCallback(() => {
    select('settings');
    // The button that was pressed goes away with the message: focus goes where the user was sent.
    requestAnimationFrame(() => document.getElementById('partspec-tab-settings')?.focus());
  }, [select]);
  return (
    <>
      <main className={styles.pane}>
        {preview && <PreviewBanner />}
        <RequirementsNotice />
        <TabList
          className={styles.tabs}
          aria-label={t('pane.views')}
          size="small"
          selectedValue={selected}
          onTabSelect={(_, data) => select(data.value as ViewName)}
        >
          {VIEWS.map(({ name }) => (
            <Tab
              key={name}
              className={styles.tab}
              value={name}

              id={`partspec-tab-${name}`}
              aria-controls={`partspec-panel-${name}`}
            >
              {t(`pane.tabs.${name}`)}
            </Tab>
          ))}
        </TabList>
        {VIEWS.map(({ name, View }) => (
          <div
            key={name}
            role="tabpanel"
            id={`partspec-panel-${name}`}
            aria-labelledby={`partspec-tab-${name}`}
            hidden={selected !== name}
            className={styles.panel}
          >
            {shown.has(name) && (
              // A wrapper for the layout: the panel itself keeps the hidden attribute's display: none.
              <div className={styles.panelContent}>
                <ViewLoadBoundary>
                  <View openSettings={openSettings} inSight={name === selected} />
                </ViewLoadBoundary>
              </div>
            )}
          </div>
        ))}
      </main>
      {preview && <WorkbookPreview workbook={preview} />}
    </>
  );
}
