import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { TableAddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { differenceText } from '../../../core';
import type { EquivalentsOutcome } from './jobs/findSelectedEquivalents';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: '240px', overflowY: 'auto' },
  part: { overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  note: { color: tokens.colorNeutralForeground3 },
  insert: { alignSelf: 'flex-start' },
});

/** Equivalents listed at most: the best, enough to choose from in a pane. */
const SHOWN = 25;

export interface EquivalentsResultProps {
  readonly outcome: EquivalentsOutcome;
  /** Writes every equivalent, not only those listed, into a sheet (insertEquivalents). */
  readonly onInsert: () => void;
  /** While a job runs: one at a time. */
  readonly disabled: boolean;
}

/**
 * The equivalents of the selected part: each with its verdict, what differs for those to check, what is
 * better for drop-ins; the first SHOWN of them, and a button that inserts them all into a sheet.
 */
export function EquivalentsResult({ outcome, onInsert, disabled }: EquivalentsResultProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-label={t('search.equivalents.label', { partno: outcome.partno })}>
      <Text weight="semibold">{t('search.equivalents.heading', { partno: outcome.partno })}</Text>
      {outcome.equivalents.length > SHOWN && (
        <Text className={styles.note}>
          {t('search.equivalents.firstOf', { shown: SHOWN, count: outcome.equivalents.length })}
        </Text>
      )}
      <ul className={styles.list}>
        {outcome.equivalents.slice(0, SHOWN).map(({ product, check }) => (
          <li key={product.record.Partno} className={styles.part}>
            {product.record.Partno}:{' '}
            {check.verdict === 'drop-in' ? t('bom.result.verdicts.dropIn') : t('bom.result.verdicts.check')}
            {check.differences.length > 0 && (
              <span className={styles.note}> ({check.differences.map(differenceText).join('; ')})</span>
            )}
            {check.differences.length === 0 && check.improvements.length > 0 && (
              <span className={styles.note}>
                {' '}
                ({t('search.equivalents.better', { what: check.improvements.map(differenceText).join('; ') })})
              </span>
            )}
          </li>
        ))}
      </ul>
      <Field hint={t('search.equivalents.insertHint')}>
        <Button className={styles.insert} icon={<TableAddRegular />} disabled={disabled} onClick={onInsert}>
          {t('search.equivalents.insert', { count: outcome.equivalents.length })}
        </Button>
      </Field>
    </section>
  );
}
