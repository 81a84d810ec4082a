import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type CrossVerdict, shownValue } from '../../../core';
import type { RefreshBomOutcome } from './jobs/refreshBom';
import { localDateTime } from '../../logic/localDateTime';
import { TwoColumnTable } from '../../components/TwoColumnTable';
import { ResultSection } from './ResultSection';
import { ShownList } from './ShownList';
import { changedText } from './logic/bomChanges';
import { count as formatCount } from '../../wording/jobNumbers';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  count: { textAlign: 'right', width: '30%' },
  part: { overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  near: { color: tokens.colorNeutralForeground3 },
});

/**
 * After a refresh: how many parts have each status, which part numbers the service does not know (with
 * real ones near them, as the sheet says too), and which texts are no part numbers at all.
 */
export function BomResult({ outcome }: { readonly outcome: RefreshBomOutcome }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { counts, notFound, notAPartNumber, suggestions, changes, changedSince, deadlines, atRisk } = outcome;
  // Each part's changes, found once: a first refresh of a large BOM can change every one of its parts.
  const changesOf = new Map<string, (typeof changes)[number][]>();
  for (const change of changes) {
    const ofPart = changesOf.get(change.partno);
    if (ofPart) ofPart.push(change);
    else changesOf.set(change.partno, [change]);
  }
  const changedParts = [...changesOf.keys()];
  const rows = [
    ...counts.statuses.map((entry) => ({ key: entry.english, label: entry.status, count: entry.count })),
    ...(counts.other > 0 ? [{ key: 'other', label: t('bom.result.other'), count: counts.other }] : []),
    { key: 'notFound', label: t('bom.result.notFound'), count: counts.notFound },
    ...(counts.notAPartNumber > 0
      ? [{ key: 'notAPartNumber', label: t('bom.result.notAPartNumber'), count: counts.notAPartNumber }]
      : []),
  ];
  return (
    <section className={styles.root} aria-label={t('bom.result.label')}>
      {changedSince && (
        <>
          <Text weight="semibold" id="partspec-bom-changed">
            {t('bom.result.changedHeading', {
              count: changedParts.length,
              date: localDateTime(new Date(changedSince)),
            })}
          </Text>
          {changedParts.length > 0 && (
            <ShownList
              items={changedParts}
              labelledBy="partspec-bom-changed"
              keyOf={(partno) => partno}
              render={(partno) => (
                <span className={styles.part}>
                  {partno}: {changedText(changesOf.get(partno) ?? [])}
                </span>
              )}
            />
          )}
        </>
      )}
      <ResultSection
        id="partspec-bom-alternatives"
        heading={t('bom.result.alternativesHeading')}
        items={atRisk}
        keyOf={({ partno }) => partno}
        render={({ partno, alternative }) => (
          <span className={styles.part}>
            {alternative
              ? t('bom.result.alternative', {
                  partno,
                  alternative: alternative.product.record.Partno,
                  verdict: t(`bom.result.verdicts.${verdictKey(alternative.check.verdict)}`),
                })
              : t('bom.result.noAlternative', { partno })}
            {alternative && alternative.check.differences.length > 0 && (
              <ul>
                {alternative.check.differences.map((difference) => (
                  <li key={`${difference.rule}-${difference.field}`} className={styles.near}>
                    {t('bom.result.difference', {
                      field: difference.field,
                      original: shownValue(difference.original),
                      candidate: shownValue(difference.candidate),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </span>
        )}
      />
      <ResultSection
        id="partspec-bom-deadlines"
        heading={t('bom.result.deadlinesHeading')}
        items={deadlines}
        keyOf={(deadline) => deadline.partno}
        render={(deadline) => (
          <span className={styles.part}>
            {deadline.days < 0
              ? t('bom.result.deadlinePassed', {
                  partno: deadline.partno,
                  date: deadline.lastBuyDate,
                  days: -deadline.days,
                })
              : t('bom.result.deadline', {
                  partno: deadline.partno,
                  date: deadline.lastBuyDate,
                  days: deadline.days,
                  count: deadline.days,
                })}
            {deadline.quantity !== undefined && t('bom.result.deadlineQuantity', { buyQuantity: deadline.quantity })}
          </span>
        )}
      />
      <TwoColumnTable
        label={t('bom.result.table')}
        headers={[t('bom.result.status'), t('bom.result.parts')]}
        rows={rows.map((row) => ({ key: row.key, first: row.label, second: formatCount(row.count) }))}
        columnClassNames={[undefined, styles.count]}
      />
      <ResultSection
        id="partspec-bom-not-found"
        heading={t('bom.result.notFoundHeading', { count: notFound.length })}
        items={notFound}
        keyOf={(partno) => partno}
        render={(partno) => {
          const near = suggestions.get(partno) ?? [];
          return (
            <span className={styles.part}>
              {partno}
              {near.length > 0 && (
                <span className={styles.near}>
                  {` ${t('bom.result.didYouMean', { partnos: near.join(t('errors.listSeparator')) })}`}
                </span>
              )}
            </span>
          );
        }}
      />
      <ResultSection
        id="partspec-bom-not-part-numbers"
        heading={t('bom.result.notPartNumbersHeading', { count: notAPartNumber.length })}
        hint={t('bom.result.notPartNumbersHint')}
        items={notAPartNumber}
        keyOf={(text) => text}
        render={(text) => <span className={styles.part}>{text}</span>}
      />
    </section>
  );
}

/** The key of a verdict's words: `not equivalent` has a space, which a key has not. */
function verdictKey(verdict: CrossVerdict): 'dropIn' | 'check' | 'notEquivalent' {
  return verdict === 'drop-in' ? 'dropIn' : verdict === 'check' ? 'check' : 'notEquivalent';
}
