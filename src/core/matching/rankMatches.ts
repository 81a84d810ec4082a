import type { MatchAssessment } from './assessMatch';

/** The statuses proposed when the caller names none, in the order preferred (spec 4.4). */
export const DEFAULT_STATUS_ORDER: readonly string[] = [
  'In Production',
  'Under Development',
  'To be discontinued',
  'NRND',
  'Discontinued',
];

/** What defines a part: a near part lacking one of these is further away than one lacking a rating. */
const DEFINING = new Set(['category', 'value', 'size', 'leadSpacing', 'smdType', 'mounting', 'height']);

export interface RankPreferences {
  /** Series first among parts equal otherwise, in this order. */
  readonly preferSeries: readonly string[];
  /** Statuses in the order preferred, after In Production. */
  readonly status: readonly string[];
}

/**
 * Meeting parts best first: when the line states no voltage, those of the voltage assumed or more; then In
 * Production first, then the smallest over-rating, then the preferred series,
 * then the preferred status, then the least spread where the line said nothing (a stable characteristic and a
 * tight tolerance before an F ±80 % one), then by part number so that the same question always gets the same
 * answer.
 */
export function rankMeeting(assessments: readonly MatchAssessment[], preferences: RankPreferences): MatchAssessment[] {
  return [...assessments].sort(
    (a, b) =>
      assumedFirst(a) - assumedFirst(b) ||
      inProduction(a) - inProduction(b) ||
      a.overRating - b.overRating ||
      preferenceIndex(a, preferences) - preferenceIndex(b, preferences) ||
      a.unstatedSpread - b.unstatedSpread ||
      compareText(a.product.record.Partno, b.product.record.Partno),
  );
}

/**
 * Near parts nearest first: fewest defining requirements lacking (size, SMD type, mounting), then the
 * smallest shortfall of the ratings (16 V before 4 V for a line of 25 V), then as meeting parts are ranked.
 */
export function rankNear(assessments: readonly MatchAssessment[], preferences: RankPreferences): MatchAssessment[] {
  const shortfalls = (assessment: MatchAssessment) => {
    const missing = assessment.reasons.filter((reason) => reason.kind === 'lacks' || reason.kind === 'unknown');
    return { defining: missing.filter((reason) => DEFINING.has(reason.requirement)).length };
  };
  const keyed = assessments.map((assessment) => ({ assessment, ...shortfalls(assessment) }));
  keyed.sort(
    (a, b) =>
      a.defining - b.defining ||
      a.assessment.shortfall - b.assessment.shortfall ||
      assumedFirst(a.assessment) - assumedFirst(b.assessment) ||
      inProduction(a.assessment) - inProduction(b.assessment) ||
      a.assessment.overRating - b.assessment.overRating ||
      preferenceIndex(a.assessment, preferences) - preferenceIndex(b.assessment, preferences) ||
      a.assessment.unstatedSpread - b.assessment.unstatedSpread ||
      compareText(a.assessment.product.record.Partno, b.assessment.product.record.Partno),
  );
  return keyed.map(({ assessment }) => assessment);
}

const inProduction = (assessment: MatchAssessment): number => (assessment.status === 'In Production' ? 0 : 1);

/**
 * A part of the voltage assumed or more (16 V, when the line states none) before one below it, even of a
 * better status: a part rated 6.3 V on a 12 V rail is worse than an NRND one of 25 V, which Check then marks.
 */
const assumedFirst = (assessment: MatchAssessment): number => (assessment.belowAssumedVoltage ? 1 : 0);

function preferenceIndex(assessment: MatchAssessment, preferences: RankPreferences): number {
  const series = String(assessment.product.record.Series ?? '').toLowerCase();
  const seriesIndex = preferences.preferSeries.findIndex((preferred) => preferred.toLowerCase() === series);
  const statusIndex = preferences.status.findIndex(
    (preferred) => preferred.toLowerCase() === assessment.status.toLowerCase(),
  );
  // Series first, then status: each index counts only where the other is equal.
  const seriesRank = seriesIndex < 0 ? preferences.preferSeries.length : seriesIndex;
  return seriesRank * (preferences.status.length + 1) + (statusIndex < 0 ? preferences.status.length : statusIndex);
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
