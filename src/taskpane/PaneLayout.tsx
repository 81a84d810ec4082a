import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { BomView } from './bom/BomView';
import { CategoryView } from './category/CategoryView';
import { JobStatus } from './components/JobStatus';
import { usePane } from './PaneContext';
import { PreviewBanner } from './preview/PreviewBanner';
import type { PreviewWorkbook } from './preview/previewWorkbook';
import { WorkbookPreview } from './preview/WorkbookPreview';
import { SearchView } from './search/SearchView';
import { SettingsView } from './settings/SettingsView';

const useStyles = makeStyles({
  pane: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    maxWidth: '560px',
    boxSizing: 'border-box',
  },
  tabs: { marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})` },
  panel: { minWidth: 0 },
});

type ViewName = 'search' | 'category' | 'bom' | 'settings';

// Text only: four tabs with icons do not fit a 320 px pane.
const VIEWS: readonly { name: ViewName; label: string; view: () => ReactNode }[] = [
  { name: 'search', label: 'Search', view: () => <SearchView /> },
  { name: 'category', label: 'Category', view: () => <CategoryView /> },
  { name: 'bom', label: 'BOM', view: () => <BomView /> },
  { name: 'settings', label: 'Settings', view: () => <SettingsView /> },
];

/** The pane: four views in tabs, the job status under them, and in preview mode the banner and the sheet. */
export function PaneLayout({ preview }: { readonly preview?: PreviewWorkbook }) {
  const styles = useStyles();
  const { runner } = usePane();
  const [selected, setSelected] = useState<ViewName>('search');
  return (
    <>
      <main className={styles.pane}>
        {preview && <PreviewBanner />}
        <TabList
          className={styles.tabs}
          aria-label="PartSpec views"
          size="small"
          selectedValue={selected}
          onTabSelect={(_, data) => setSelected(data.value as ViewName)}
        >
          {VIEWS.map(({ name, label }) => (
            <Tab
              key={name}
              value={name}

              id={`partspec-tab-${name}`}
              aria-controls={`partspec-panel-${name}`}
            >
              {label}
            </Tab>
          ))}
        </TabList>
        {/* Every view stays mounted, so a half-built search survives a look at Settings. */}
        {VIEWS.map(({ name, view }) => (
          <div
            key={name}
            role="tabpanel"
            id={`partspec-panel-${name}`}
            aria-labelledby={`partspec-tab-${name}`}
            hidden={selected !== name}
            className={styles.panel}
          >
            {view()}
          </div>
        ))}
        <JobStatus
          runner={runner}
          onOpenSettings={() => {
            setSelected('settings');
            // The button that was pressed goes away with the message: focus goes where the user was sent.
            requestAnimationFrame(() => document.getElementById('partspec-tab-settings')?.focus());
          }}
          hideMessage={selected === 'settings'}
        />
      </main>
      {preview && <WorkbookPreview workbook={preview} />}
    </>
  );
}
