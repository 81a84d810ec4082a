import { shortList, visiblePartno } from '../../../../core';
import { rangeA1 } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import { describeError } from '../../../wording/describeError';
import { sentences } from '../../../wording/failureWords/text';
import { notRecordedText } from '../../../wording/productsSummaryText';
import { sourcesText } from '../../../wording/sourcesText';
import { localDateTime } from '../../../logic/localDateTime';
import type { BomRefreshed, BomSummary } from '../logic/bomOutcome';
import { NOT_LOOKED_UP } from './alternativeCells';
import { describeStatusSummary } from './statusSummaryText';

/** How a BOM refresh ended, as the pane says it: what was written where and what is missing, or why nothing. */
export function bomSummaryText(summary: BomSummary): string {
  switch (summary.kind) {
    case 'declined':
      return t('bom.refresh.declined', { range: rangeA1(summary.range) });
    case 'stoppedLookingUp':
      return t('bom.refresh.stoppedLookingUp');
    case 'stoppedBefore':
      return t('bom.refresh.stoppedBefore');
    case 'refreshed':
      return refreshedText(summary);
  }
}

/**
 * A refresh that wrote its columns: what was written where, with the statuses counted, and where the answers
 * came from (the service, kept snapshots: each with its time); then what changed since the last refresh, how
 * many parts' Changed cells still show earlier changes, the parts not found, the texts that are no part
 * numbers, the part numbers not answered, a record that could not be kept and alternatives that could not be
 * looked up, each when there is any.
 */
function refreshedText(refreshed: BomRefreshed): string {
  const { changedSince, notAnswered, alternativesFailed } = refreshed;
  return sentences(
    t('bom.refresh.done', {
      columns: fieldList(refreshed.fields),
      count: refreshed.parts,
      range: rangeA1(refreshed.range),
      statuses: describeStatusSummary(refreshed.statuses),
    }),
    ...(refreshed.sources.service + refreshed.sources.snapshots.length > 0
      ? [t('bom.refresh.answered', { sources: sourcesText(refreshed.sources, 'parts') })]
      : []),
    ...(changedSince
      ? [t('bom.refresh.changedSince', { count: changedSince.parts, date: localDateTime(new Date(changedSince.date)) })]
      : []),
    ...(refreshed.keptChanges > 0 ? [t('bom.refresh.keptChanges', { count: refreshed.keptChanges })] : []),
    ...(refreshed.earlierHistoryTooLarge ? [t('bom.refresh.earlierHistoryTooLarge')] : []),
    ...(refreshed.notFound.length > 0
      ? [t('bom.refresh.notFoundList', { partnos: partnoList(refreshed.notFound) })]
      : []),
    ...(refreshed.notAPartNumber.length > 0
      ? [t('bom.refresh.notAPartNumberList', { partnos: partnoList(refreshed.notAPartNumber) })]
      : []),
    ...(notAnswered
      ? [t('bom.refresh.notAnswered', { count: notAnswered.count, reason: describeError(notAnswered.because) })]
      : []),
    ...(refreshed.notRecorded !== undefined ? [notRecordedText(refreshed.notRecorded)] : []),
    ...(alternativesFailed
      ? [
          t('bom.refresh.alternativesFailed', {
            count: alternativesFailed.count,
            notLookedUp: NOT_LOOKED_UP,
            reason: describeError(alternativesFailed.because),
          }),
        ]
      : []),
  );
}

/** "A, B, C, D, E and 2 more" for the summary, in the display language. */
function partnoList(partnos: readonly string[]): string {
  // Shown as visiblePartno writes them: a direction-changing character would turn the whole sentence around.
  const list = shortList(partnos);
  const first = list.shown.map(visiblePartno).join(t('errors.listSeparator'));
  return list.more > 0 ? t('bom.refresh.more', { partnos: first, count: list.more }) : first;
}

/** Field names as a list of the display language: "Status, LastBuyDate". */
function fieldList(fields: readonly string[]): string {
  return fields.join(t('errors.listSeparator'));
}
