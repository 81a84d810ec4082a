import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PreviewWorkbook } from './previewWorkbook';
import { SheetCharts } from './SheetCharts';
import { SheetGrid } from './SheetGrid';
import { SheetTabs } from './SheetTabs';
import { useWorkbookVersion } from './useWorkbookVersion';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke1}`,
    minWidth: 0,
  },
});

/** Preview mode's stand-in for Excel: the in-memory workbook the pane writes to, as a sheet with tabs. */
export function WorkbookPreview({ workbook }: { readonly workbook: PreviewWorkbook }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const version = useWorkbookVersion(workbook);
  const sheet = workbook.activeSheet();
  return (
    <section className={styles.root} aria-labelledby="partspec-workbook-heading">
      <Text id="partspec-workbook-heading" as="h2" weight="semibold" size={300}>
        {t('preview.heading')}
      </Text>
      {/* Keyed by sheet: paging and editing start afresh on another sheet. Drawn again at every change of
          the workbook (useWorkbookVersion); its rows only when theirs changed. */}
      <SheetGrid key={sheet} workbook={workbook} sheet={sheet} />
      <SheetCharts workbook={workbook} sheet={sheet} version={version} />
      <SheetTabs workbook={workbook} version={version} />
    </section>
  );
}
