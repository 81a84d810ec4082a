import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewWorkbook } from './previewWorkbook';

const useStyles = makeStyles({
  tabs: { overflowX: 'auto', borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
});

/** The sheet tabs under the grid, like Excel's: one per sheet, the active one selected; choosing one activates it. */
export function SheetTabs({ workbook, version }: { readonly workbook: PreviewWorkbook; readonly version: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    workbook.sheetNames().then((sheets) => current && setNames(sheets));
    return () => {
      current = false;
    };
  }, [workbook, version]);
  const active = workbook.activeSheet();
  return (
    <TabList
      className={styles.tabs}
      size="small"
      aria-label={t('preview.sheets')}
      selectedValue={active}
      onTabSelect={(_, data) => void workbook.activate(String(data.value))}
    >
      {names.map((name) => (
        <Tab key={name} value={name}>
          {name}
        </Tab>
      ))}
    </TabList>
  );
}
