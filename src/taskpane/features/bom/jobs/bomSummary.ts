import type { AnswerSources } from '../../../../core';
import type { RangeAddress } from '../../../../office/workbook';
import type { BomRefreshed } from '../logic/bomOutcome';
import type { StatusSummary } from '../logic/statusSummary';
import type { BomAlternatives } from './lookUpAlternatives';
import type { BomAnswers } from './lookUpBom';
import type { BomHistory } from './recordBom';

/** What a refresh that wrote its columns found and did, for its summary. */
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
  readonly notRecorded?: unknown;
  /** Where the parts' answers came from, and when. */
  readonly sources: AnswerSources;
}

/** The summary of a refresh that wrote its columns (wording/bomSummaryText says it), from what it found and did. */
export function refreshedSummary(facts: BomSummaryFacts): BomRefreshed {
  const { history, found, alternatives } = facts;
  // Parts whose Changed cell shows an earlier refresh's changes: said, so that "0 parts changed" beside a
  // Changed column that is not empty needs no explaining.
  const keptChanges = facts.fields.includes('Changed') ? history.lastChangesOf.size - history.changesOf.size : 0;
  return {
    kind: 'refreshed',
    fields: facts.fields,
    parts: facts.parts,
    range: facts.written,
    statuses: facts.counts,
    sources: facts.sources,
    ...(history.last ? { changedSince: { date: history.last.readAt, parts: history.changesOf.size } } : {}),
    keptChanges,
    earlierHistoryTooLarge: history.earlierTooLarge,
    notFound: found.notFound,
    notAPartNumber: found.notAPartNumber,
    ...(found.notAnswered.length > 0
      ? { notAnswered: { count: found.notAnswered.length, because: found.notAnsweredBecause } }
      : {}),
    ...(facts.notRecorded !== undefined ? { notRecorded: facts.notRecorded } : {}),
    ...(alternatives.failure !== undefined
      ? { alternativesFailed: { count: alternatives.risky.length, because: alternatives.failure } }
      : {}),
  };
}
