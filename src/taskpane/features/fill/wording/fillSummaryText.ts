import { rangeA1, type RangeAddress } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import { describeError } from '../../../wording/describeError';
import { sentences } from '../../../wording/failureWords/text';
import type { FillLineCounts, FillSummary } from '../logic/fillSummary';

/** The counts a fill's summary says, in this order, each in a sentence of its own (`fill.summary.<count>`). */
const SAID_IN_ORDER = [
  'filled',
  'noLongerMeets',
  'toCheck',
  'stillToCheck',
  'near',
  'kept',
  'notRead',
  'notFitted',
  'outOfScope',
  'noPart',
] as const satisfies readonly (keyof FillLineCounts)[];

/**
 * How a fill ended, as the pane says it under its title: what it filled where, and how many lines are
 * marked Check, kept, not read...; how far it came when it was stopped, and why.
 */
export function fillSummaryText(summary: FillSummary): string {
  switch (summary.kind) {
    case 'nothingToFill':
      return t('fill.summary.nothingToFill');
    case 'declined':
      return t('fill.summary.declined', { range: rangeA1(summary.range) });
    case 'matched': {
      const said = countSentences(summary);
      return said.length > 0 ? inSentences(said) : t('fill.summary.stopped', { count: 0 });
    }
    case 'stopped':
      // Nothing written, not even the headers: the sheet is as it was, and that is what to say.
      return inSentences([
        summary.answered > 0
          ? t('fill.summary.stopped', { count: summary.answered })
          : t('fill.summary.stoppedBeforeAny'),
        ...countSentences(summary),
      ]);
    case 'incomplete':
      return inSentences([
        ...countSentences(summary),
        t('fill.summary.incomplete', { reason: describeError(summary.failure) }),
      ]);
  }
}

/** Sentences (at least one) one after the other. */
function inSentences(said: readonly string[]): string {
  return sentences(said[0], ...said.slice(1));
}

/**
 * The title of a fill's outcome when the facts say more than its status: a fill of a BOM filled before says
 * what it did, as counts ("1 line no longer meets its part; 7 still to check"), rather than Done or Not found.
 * Undefined otherwise (a first fill, one stopped or failed): the status's word is the title.
 */
export function fillTitleText(summary: FillSummary): string | undefined {
  if (summary.kind !== 'matched' || !summary.again) return undefined;
  const { lines } = summary;
  // Still to check: every line listed below but those that no longer meet their parts (said first).
  const counts = {
    filled: lines.filled,
    noLongerMeets: lines.noLongerMeets,
    toCheck: lines.toCheck + lines.near + lines.stillToCheck,
    notRead: lines.notRead,
    notFitted: lines.notFitted,
    outOfScope: lines.outOfScope,
    noPart: lines.noPart,
  };
  const phrases = (Object.keys(counts) as (keyof typeof counts)[])
    .filter((key) => counts[key] > 0)
    .map((key) => t(`fill.title.${key}`, { count: counts[key] }));
  return phrases.length > 0 ? phrases.join(t('fill.titleSeparator')) : t('fill.title.nothingNew');
}

/** A sentence for each count that is not 0, in SAID_IN_ORDER's order; the filled ones say where. */
function countSentences({ lines, filledRows }: Extract<FillSummary, { filledRows: RangeAddress }>): string[] {
  return SAID_IN_ORDER.filter((key) => lines[key] > 0).map((key) =>
    key === 'filled'
      ? t('fill.summary.filled', { count: lines.filled, range: rangeA1(filledRows) })
      : t(`fill.summary.${key}`, { count: lines[key] }),
  );
}
