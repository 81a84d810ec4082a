import { Button, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeveloperBoard16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { cellA1 } from '../../office/workbook';
import { isCellCard } from './formulas/calculatedValue';
import { errorNote } from './formulas/problemText';
import { editText, type PreviewWorkbook } from './previewWorkbook';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '2px' },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { minWidth: '48px', color: tokens.colorNeutralForeground2 },
  formula: { flexGrow: 1, minWidth: 0, fontFamily: tokens.fontFamilyMonospace },
  spilled: { color: tokens.colorNeutralForeground3 },
  note: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere', minHeight: tokens.lineHeightBase200 },
});

export interface FormulaBarProps {
  readonly workbook: PreviewWorkbook;
  readonly sheet: string;
  /** The active cell. */
  readonly row: number;
  readonly column: number;
  readonly onShowCard: () => void;
}

/**
 * Above the grid, as Excel's: the active cell's name and what was typed into it (a formula as its text; in a
 * cell an answer spilled into, the formula it came from, greyed), and under it what the cell says of itself: an
 * error's words, why a formula is not calculated, and a card's Show card.
 */
export function FormulaBar({ workbook, sheet, row, column, onShowCard }: FormulaBarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const cell = workbook.cell(sheet, row, column);
  const from = cell?.spilledFrom;
  const text = from ? editText(workbook.cell(sheet, from.row, from.column)) : editText(cell);
  const note = cell?.notCalculated ? t('preview.formulas.onlyPart') : errorNote(cell?.calculated);
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Text size={200} className={styles.name} aria-label={t('preview.formulas.cellName')}>
          {cellA1(row, column)}
        </Text>
        <Input
          size="small"
          readOnly
          aria-label={t('preview.formulas.bar')}
          className={styles.formula}
          input={{ className: from ? styles.spilled : undefined }}
          value={text}
        />
        {isCellCard(cell?.calculated) && (
          <Button size="small" icon={<DeveloperBoard16Regular />} onClick={onShowCard}>
            {t('preview.formulas.showCard')}
          </Button>
        )}
      </div>
      <Text size={200} className={styles.note} role="status" aria-live="polite">
        {from && !note ? t('preview.formulas.spilledFrom', { cell: cellA1(from.row, from.column) }) : note}
      </Text>
    </div>
  );
}
