import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type CrossVerdict, shownValue } from '../../core';
import type { RefreshBomOutcome } from '../jobs/bom/refreshBom';
import { localDateTime } from '../logic/localDateTime';
import { RESULT_LIST_MAX } from '../logic/resultLists';
import { changedText } from '../logic/bomChanges';
import { count as formatCount } from '../jobs/jobText';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  count: { textAlign: 'right', width: '30%' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: '240px', overflowY: 'auto' },
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
            <ul className={styles.list} aria-labelledby="partspec-bom-changed">
              {changedParts.slice(0, RESULT_LIST_MAX).map((partno) => (
                <li key={partno} className={styles.part}>
                  {partno}: {changedText(changesOf.get(partno) ?? [])}
                </li>
              ))}
              <MoreInSheet count={changedParts.length} />
            </ul>
          )}
        </>
      )}
      {atRisk.length > 0 && (
        <>
          <Text weight="semibold" id="partspec-bom-alternatives">
            {t('bom.result.alternativesHeading')}
          </Text>
          <ul className={styles.list} aria-labelledby="partspec-bom-alternatives">
            {atRisk.slice(0, RESULT_LIST_MAX).map(({ partno, alternative }) => (
              <li key={partno} className={styles.part}>
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
              </li>
            ))}
            <MoreInSheet count={atRisk.length} />
          </ul>
        </>
      )}
      {deadlines.length > 0 && (
        <>
          <Text weight="semibold" id="partspec-bom-deadlines">
            {t('bom.result.deadlinesHeading')}
          </Text>
          <ul className={styles.list} aria-labelledby="partspec-bom-deadlines">
            {deadlines.slice(0, RESULT_LIST_MAX).map((deadline) => (
              <li key={deadline.partno} className={styles.part}>
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
                {deadline.quantity !== undefined &&
                  t('bom.result.deadlineQuantity', { buyQuantity: deadline.quantity })}
              </li>
            ))}
            <MoreInSheet count={deadlines.length} />
          </ul>
        </>
      )}
      <Table size="extra-small" aria-label={t('bom.result.table')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('bom.result.status')}</TableHeaderCell>
            <TableHeaderCell className={styles.count}>{t('bom.result.parts')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.label}</TableCell>
              <TableCell className={styles.count}>{formatCount(row.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {notFound.length > 0 && (
        <>
          <Text weight="semibold" id="partspec-bom-not-found">
            {t('bom.result.notFoundHeading', { count: notFound.length })}
          </Text>
          <ul className={styles.list} aria-labelledby="partspec-bom-not-found">
            {notFound.slice(0, RESULT_LIST_MAX).map((partno) => {
              const near = suggestions.get(partno) ?? [];
              return (
                <li key={partno} className={styles.part}>
                  {partno}
                  {near.length > 0 && (
                    <span className={styles.near}>
                      {` ${t('bom.result.didYouMean', { partnos: near.join(t('errors.listSeparator')) })}`}
                    </span>
                  )}
                </li>
              );
            })}
            <MoreInSheet count={notFound.length} />
          </ul>
        </>
      )}
      {notAPartNumber.length > 0 && (
        <>
          <Text weight="semibold" id="partspec-bom-not-part-numbers">
            {t('bom.result.notPartNumbersHeading', { count: notAPartNumber.length })}
          </Text>
          <Text size={200}>{t('bom.result.notPartNumbersHint')}</Text>
          <ul className={styles.list} aria-labelledby="partspec-bom-not-part-numbers">
            {notAPartNumber.slice(0, RESULT_LIST_MAX).map((text) => (
              <li key={text} className={styles.part}>
                {text}
              </li>
            ))}
            <MoreInSheet count={notAPartNumber.length} />
          </ul>
        </>
      )}
    </section>
  );
}

/** The last item of a result list cut at RESULT_LIST_MAX: how many more the sheet has; nothing when none. */
function MoreInSheet({ count }: { readonly count: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (count <= RESULT_LIST_MAX) return null;
  return <li className={styles.near}>{t('bom.result.moreInSheet', { count: count - RESULT_LIST_MAX })}</li>;
}

/** The key of a verdict's words: `not equivalent` has a space, which a key has not. */
function verdictKey(verdict: CrossVerdict): 'dropIn' | 'check' | 'notEquivalent' {
  return verdict === 'drop-in' ? 'dropIn' : verdict === 'check' ? 'check' : 'notEquivalent';
}
