import { type AnswerSources, shortList, visiblePartno } from '../../../../core';
import { type RangeAddress, rangeA1 } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import { describeError } from '../../../wording/describeError';
import { sentences } from '../../../wording/failureWords/text';
import { localDateTime } from '../../../logic/localDateTime';
import { sourcesText } from '../../../wording/sourcesText';
import { type StatusSummary } from '../logic/statusSummary';
import { describeStatusSummary } from '../wording/statusSummaryText';
import { type BomAlternatives, NOT_LOOKED_UP } from './lookUpAlternatives';
import type { BomAnswers } from './lookUpBom';
import type { BomHistory } from './recordBom';

/** What a refresh that wrote its columns says it did. */
export interface BomSummaryFacts {
  readonly fields: readonly string[];
  /** Rows holding a part number. */
  readonly parts: number;
  /** The block written (writtenBlock). */
  readonly written: RangeAddress;
  readonly counts: StatusSummary;
  readonly history: BomHistory;
  readonly found: BomAnswers;
  readonly alternatives: BomAlternatives;
  /** Why the BOM could not be recorded for the Tables tab, when it could not. */
  readonly recordProblem?: string;
  /** Where the parts' answers came from, and when. */
  readonly sources: AnswerSources;
}

/**
 * The summary of a refresh: what was written where, with the statuses counted, and where the answers came
 * from (the service, kept snapshots: each with its time); then what changed since
 * the last refresh, how many parts' Changed cells still show earlier changes, the parts not found, the texts
 * that are no part numbers, a record that could not be kept and alternatives that could not be looked up,
 * each when there is any.
 */
export function bomSummary(facts: BomSummaryFacts): string {
  const { history, found, alternatives } = facts;
  // Parts whose Changed cell shows an earlier refresh's changes: said, so that "0 parts changed" beside a
  // Changed column that is not empty needs no explaining.
  const keptEarlier = facts.fields.includes('Changed') ? history.lastChangesOf.size - history.changesOf.size : 0;
  return sentences(
    t('bom.refresh.done', {
      columns: fieldList(facts.fields),
      count: facts.parts,
      range: rangeA1(facts.written),
      statuses: describeStatusSummary(facts.counts),
    }),
    ...(facts.sources.service + facts.sources.snapshots.length > 0
      ? [t('bom.refresh.answered', { sources: sourcesText(facts.sources, 'parts') })]
      : []),
    ...(history.last
      ? [
          t('bom.refresh.changedSince', {
            count: history.changesOf.size,
            date: localDateTime(new Date(history.last.readAt)),
          }),
        ]
      : []),
    ...(keptEarlier > 0 ? [t('bom.refresh.keptChanges', { count: keptEarlier })] : []),
    ...(history.earlierTooLarge ? [t('bom.refresh.earlierHistoryTooLarge')] : []),
    ...(found.notFound.length > 0 ? [t('bom.refresh.notFoundList', { partnos: partnoList(found.notFound) })] : []),
    ...(found.notAPartNumber.length > 0
      ? [t('bom.refresh.notAPartNumberList', { partnos: partnoList(found.notAPartNumber) })]
      : []),
    ...(found.notAnswered.length > 0
      ? [
          t('bom.refresh.notAnswered', {
            count: found.notAnswered.length,
            reason: describeError(found.notAnsweredBecause),
          }),
        ]
      : []),
    ...(facts.recordProblem ? [facts.recordProblem] : []),
    ...(alternatives.failure === undefined
      ? []
      : [
          t('bom.refresh.alternativesFailed', {
            count: alternatives.risky.length,
            notLookedUp: NOT_LOOKED_UP,
            reason: describeError(alternatives.failure),
          }),
        ]),
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
export function fieldList(fields: readonly string[]): string {
  return fields.join(t('errors.listSeparator'));
}
