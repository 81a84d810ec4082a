import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PartMatch } from '../../../core';
import type { FilledLine, FillOutcome } from './jobs/fillOutcome';
import { checkTexts, matchText, whyText } from './wording/fillTexts';
import { FIRST_SHOWN, RESULT_LIST_MAX } from '../../logic/resultLists';
import { useFormStyles } from '../../components/formStyles';
import { ShowMore, useShownItems } from '../../components/ShowMore';

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
  // The first lines only, and more on asking: the pane stays short however many lines are to check.
  const { shown, button } = useShownItems(lines.length, FIRST_SHOWN.lines);
  if (lines.length === 0) return null;
  return (
    <section className={styles.root} aria-label={t('fill.result.label')}>
      <Text weight="semibold">{t('fill.result.heading', { count: lines.length })}</Text>
      <ul className={form.cardList}>
        {lines.slice(0, shown).map((line) => (
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
            <Candidates
              line={line}
              inSheet={inSheet.get(line.row)}
              settled={settled.has(line.row)}
              disabled={disabled}
              onChoose={onChoose}
            />
          </li>
        ))}
        {shown === Math.min(lines.length, RESULT_LIST_MAX) && lines.length > RESULT_LIST_MAX && (
          <li className={styles.more}>{t('fill.result.moreInSheet', { count: lines.length - RESULT_LIST_MAX })}</li>
        )}
      </ul>
      <ShowMore {...button} label={t('fill.result.showMoreLines', { count: button.more })} />
    </section>
  );
}

interface CandidatesProps {
  readonly line: FilledLine;
  /** The part number in the line's Partno cell now. */
  readonly inSheet: string | undefined;
  /** Whether the user chose or kept a part for the line since the fill. */
  readonly settled: boolean;
  readonly disabled: boolean;
  readonly onChoose: (line: FilledLine, match: PartMatch) => void;
}

/** A line's candidates, best first (the part in the sheet first when it is one): the first two, and more on asking. */
function Candidates({ line, inSheet, settled, disabled, onChoose }: CandidatesProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const form = useFormStyles();
  // The part in the sheet first (the one chosen, or kept), so that it is among those shown.
  const candidates = [...line.choice.candidates].sort(
    (a, b) => Number(b.product.record.Partno === inSheet) - Number(a.product.record.Partno === inSheet),
  );
  const { shown, button } = useShownItems(candidates.length, FIRST_SHOWN.candidates);
  return (
    <>
      <ul className={styles.candidates}>
        {candidates.slice(0, shown).map((match) => {
          const partno = match.product.record.Partno;
          const written = inSheet === partno;
          // The part in the sheet: to keep while its line is marked Check, then only shown as there.
          const state = !written ? 'choose' : settled ? 'chosen' : 'keep';
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
                  {state === 'chosen' ? `${partno} · ${t('fill.result.chosen')}` : t(`fill.result.${state}`, facts)}
                </Button>
                <Text size={200}>{matchText(match, false)}</Text>
              </div>
              <Text className={styles.why}>{whyText(match, [])}</Text>
            </li>
          );
        })}
      </ul>
      <ShowMore {...button} label={t('fill.result.showMoreCandidates', { count: button.more, row: line.row + 1 })} />
    </>
  );
}
