import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { SearchResult } from '../../../core';
import { useTranslation } from 'react-i18next';
import { t } from '../../i18n/i18n';
import { TwoColumnTable } from '../../components/TwoColumnTable';
import { matchCount } from './wording/matchCount';
import { keySpecs, PREVIEW_ROWS, statusOf } from './logic/previewColumns';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  table: { tableLayout: 'fixed', width: '100%' },
  status: { width: '36%' },
  specs: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  // Part numbers are long and unbroken: wrap them rather than widen the pane.
  wrap: { overflowWrap: 'anywhere', wordBreak: 'break-word' },
});

/** The first page of a search, in the pane: the count, and the first products with a few key columns. */
export function ProductPreview({ result }: { readonly result: SearchResult }) {
  const styles = useStyles();
  // Subscribes the preview to the display language (its texts come from t, as matchCount's do).
  useTranslation();
  const shown = result.products.slice(0, PREVIEW_ROWS);
  return (
    <div className={styles.root}>
      {/* Not a live region: the pane's status already announces the count. */}
      <Text weight="semibold">{matchCount(result)}</Text>
      {shown.length > 0 && (
        <>
          <TwoColumnTable
            className={styles.table}
            label={t('search.preview.table')}
            headers={[t('search.preview.partAndSpecs'), t('search.preview.status')]}
            rows={shown.map((product) => ({
              key: `${product.category}/${product.record.Partno}`,
              first: (
                <>
                  {product.record.Partno}
                  <span className={styles.specs}>{keySpecs(product)}</span>
                </>
              ),
              second: statusOf(product),
            }))}
            columnClassNames={[styles.wrap, mergeClasses(styles.status, styles.wrap)]}
          />
          {result.products.length > shown.length && (
            <Text size={200}>{t('search.preview.showing', { count: shown.length })}</Text>
          )}
        </>
      )}
    </div>
  );
}
