import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    flexWrap: 'wrap',
  },
  label: { flexGrow: 1 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface PagingBarProps {
  /** Zero-based first and exclusive last row of the page. */
  readonly first: number;
  readonly end: number;
  /** Rows that hold something. */
  readonly usedRows: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly onPage: (step: -1 | 1) => void;
}

/** "Rows 1–100 of 42,002" and the buttons to the neighbouring pages: a large sheet is shown a page at a time. */
export function PagingBar({ first, end, usedRows, hasPrevious, hasNext, onPage }: PagingBarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const lastUsed = Math.min(end, usedRows);
  const label =
    usedRows === 0
      ? t('preview.paging.empty')
      : first >= usedRows
        ? t('preview.paging.afterLast', { firstRow: first + 1, lastRow: end, usedRows })
        : t('preview.paging.rows', { firstRow: first + 1, lastRow: lastUsed, usedRows });
  return (
    <div className={styles.bar}>
      <Text size={200} className={styles.label} aria-live="polite">
        {label}
      </Text>
      <div className={styles.buttons}>
        <Button size="small" icon={<ChevronLeftRegular />} disabled={!hasPrevious} onClick={() => onPage(-1)}>
          {t('preview.paging.previous')}
        </Button>
        <Button
          size="small"
          icon={<ChevronRightRegular />}
          iconPosition="after"
          disabled={!hasNext}
          onClick={() => onPage(1)}
        >
          {t('preview.paging.next')}
        </Button>
      </div>
    </div>
  );
}
