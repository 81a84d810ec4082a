import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PartMatch } from '../../core';
import type { FilledLine, FillOutcome } from '../jobs/fill/fillPartNumbers';
import { checkTexts, matchText, whyText } from '../logic/fillChoice';
import { RESULT_LIST_MAX } from '../logic/resultLists';
import { useFormStyles } from '../components/formStyles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  line: { overflowWrap: 'anywhere' },
  because: { overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase200 },
  candidates: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  candidate: { display: 'flex', flexDirection: 'column', gap: '2px' },
  why: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  more: { color: tokens.colorNeutralForeground3 },
});

export interface FillResultProps {
  readonly outcome: FillOutcome;
  /** The part number in each line's Partno cell now, by sheet row: what was written, or chosen since. */
  readonly inSheet: ReadonlyMap<number, string>;
  /** The rows whose part the user has chosen or kept since the fill: no longer marked Check in the sheet. */
  readonly settled: ReadonlySet<number>;
  readonly disabled: boolean;
  readonly onChoose: (line: FilledLine, match: PartMatch) => void;
}

/**
 * After a fill: each line marked Check, with its value, why it is to be checked (the words of its Why cell)
 * and its candidates, best first; choosing one writes it into the line, and Keep on the part already there
 * leaves it and takes the line's Check away. Each button names its row: two lines can offer the same part.
 */
export function FillResult({ outcome, inSheet, settled, disabled, onChoose }: FillResultProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const form = useFormStyles();
  const lines = outcome.toCheck;
  if (lines.length === 0) return null;
  return (
    <section className={styles.root} aria-label={t('fill.result.label')}>
      <Text weight="semibold">{t('fill.result.heading', { count: lines.length })}</Text>
      <ul className={form.cardList}>
        {lines.slice(0, RESULT_LIST_MAX).map((line) => (
          <li key={line.row} className={form.card}>
            <Text weight="semibold" className={styles.line}>
              {t('fill.result.line', {
                row: line.row + 1,
                text: line.footprint === '' ? line.text : `${line.text} ${line.footprint}`,
              })}
            </Text>
            <Text className={styles.because}>
              {t('fill.result.because', { reasons: checkTexts(line.choice).join(t('fill.separator')) })}
            </Text>
            <ul className={styles.candidates}>
              {line.choice.candidates.map((match) => {
                const partno = match.product.record.Partno;
                const written = inSheet.get(line.row) === partno;
                // The part in the sheet: to keep while its line is marked Check, then only shown as there.
                const state = !written ? 'choose' : settled.has(line.row) ? 'chosen' : 'keep';
                const facts = { partno, row: line.row + 1 };
                return (
                  <li key={partno} className={styles.candidate}>
                    <div className={form.buttons}>
                      <Button
                        size="small"
                        appearance={written ? 'primary' : 'secondary'}
                        disabled={disabled || state === 'chosen'}
                        aria-label={t(`fill.result.${state}For`, facts)}
                        onClick={() => onChoose(line, match)}
                      >
                        {state === 'chosen'
                          ? `${partno} · ${t('fill.result.chosen')}`
                          : t(`fill.result.${state}`, facts)}
                      </Button>
                      <Text size={200}>{matchText(match, false)}</Text>
                    </div>
                    <Text className={styles.why}>{whyText(match, [])}</Text>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
        {lines.length > RESULT_LIST_MAX && (
          <li className={styles.more}>{t('fill.result.moreInSheet', { count: lines.length - RESULT_LIST_MAX })}</li>
        )}
      </ul>
    </section>
  );
}
