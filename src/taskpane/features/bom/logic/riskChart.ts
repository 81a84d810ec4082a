import type { ChartStatus } from './statusMarks';
import type { StatusSummary } from './statusSummary';

/** One bar: a label and how many parts. */
export interface Bar {
  readonly label: string;
  readonly count: number;
  /** `#RRGGBB`, or undefined for the theme's own colour. */
  readonly colour?: string;
}

/**
 * The bars of the BOM by status, in the spec's order of statuses (with those the BOM has none of left
 * out), then the parts not found, each in its status's colour (STATUS_CHART_COLOURS of the theme); a status
 * the catalogue does not list takes the theme's own.
 */
export function statusBars(
  counts: StatusSummary,
  colours: Readonly<Record<ChartStatus, string>>,
  notFoundLabel: string,
): Bar[] {
  const colourOf = (english: string): string | undefined =>
    Object.hasOwn(colours, english) ? colours[english as ChartStatus] : undefined;
  const bars: Bar[] = counts.statuses
    .filter((entry) => entry.count > 0)
    .map((entry) => ({ label: entry.status, count: entry.count, colour: colourOf(entry.english) }));
  if (counts.notFound > 0) bars.push({ label: notFoundLabel, count: counts.notFound, colour: colours['Not found'] });
  return bars;
}

/**
 * The last buy dates as a timeline: how many parts must be bought in each quarter (`2026 Q4`), from the
 * earliest to the latest, quarters without one included so that the gaps show.
 */
export function lastBuyQuarters(dates: readonly string[]): Bar[] {
  const quarters = dates.flatMap((date) => {
    const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
    return match ? [Number(match[1]) * 4 + Math.floor((Number(match[2]) - 1) / 3)] : [];
  });
  if (quarters.length === 0) return [];
  const first = Math.min(...quarters);
  const last = Math.max(...quarters);
  const bars: Bar[] = [];
  for (let quarter = first; quarter <= last; quarter += 1) {
    bars.push({
      label: `${Math.floor(quarter / 4)} Q${(quarter % 4) + 1}`,
      count: quarters.filter((one) => one === quarter).length,
    });
  }
  return bars;
}
