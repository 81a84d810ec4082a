import type { Random } from './Random';

export const STATUSES = ['Under Development', 'In Production', 'NRND', 'To be discontinued', 'Discontinued'] as const;
export type Status = (typeof STATUSES)[number];

/** Statuses whose products get alternatives and (the last two) a last buy date. */
export const RETIRING_STATUSES: readonly Status[] = ['NRND', 'To be discontinued', 'Discontinued'];

/** Shares of a maker's catalogue: most parts in production, a tail being phased out. */
const STATUS_WEIGHTS: readonly (readonly [Status, number])[] = [
  ['In Production', 72],
  ['NRND', 8],
  ['To be discontinued', 5],
  ['Discontinued', 10],
  ['Under Development', 5],
];

const NEW_PRODUCT_SHARE_IN_PRODUCTION = 0.08;

export interface Lifecycle {
  readonly Status: Status;
  readonly NewProduct: boolean;
  readonly LastBuyDate: string | null;
  readonly ProductionEndDate: string | null;
}

/** Months since January 2024 (0 = 2024-01). */
function monthEnd(monthIndex: number): string {
  const year = 2024 + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

/**
 * The dataset is as of early 2026: discontinued parts ended production in 2024-2025, parts to be
 * discontinued end in mid 2026-2028. The last buy date is the end of a month 3-12 months earlier, never
 * before 2024.
 */
function endOfLifeDates(random: Random, status: Status): Pick<Lifecycle, 'LastBuyDate' | 'ProductionEndDate'> {
  if (status !== 'Discontinued' && status !== 'To be discontinued') {
    return { LastBuyDate: null, ProductionEndDate: null };
  }
  const [firstEnd, lastEnd, earliestBuy] = status === 'Discontinued' ? [3, 23, 0] : [29, 59, 24];
  const end = random.integer(firstEnd, lastEnd);
  const lastBuy = Math.max(earliestBuy, end - random.integer(3, 12));
  return { LastBuyDate: monthEnd(lastBuy), ProductionEndDate: monthEnd(end) };
}

export function drawLifecycle(random: Random): Lifecycle {
  const status = random.weighted(STATUS_WEIGHTS);
  const newProduct =
    status === 'Under Development' || (status === 'In Production' && random.chance(NEW_PRODUCT_SHARE_IN_PRODUCTION));
  return { Status: status, NewProduct: newProduct, ...endOfLifeDates(random, status) };
}

const STATUS_NOTICES: Readonly<Record<Status, string | null>> = {
  'Under Development': 'Under development: specifications may change before mass production starts.',
  'In Production': null,
  NRND: 'Not recommended for new designs. Supply continues for existing designs.',
  'To be discontinued':
    'This product is scheduled to be discontinued. Order by the last buy date or change to an alternative part.',
  Discontinued: 'This product has been discontinued.',
};

/** The status notice comes first because it is what a buyer must act on; the series notice follows. */
export function notices(status: Status, seriesNotice: string | null): string | null {
  const statusNotice = STATUS_NOTICES[status];
  if (statusNotice && seriesNotice) return `${statusNotice} ${seriesNotice}`;
  return statusNotice ?? seriesNotice;
}

/** The series notice inside `text`, the Notices of a product whose status is `status` (the inverse of notices). */
export function seriesNoticeOf(status: Status, text: string | null): string | null {
  const statusNotice = STATUS_NOTICES[status];
  if (statusNotice === null || text === null) return text;
  if (text === statusNotice) return null;
  if (text.startsWith(`${statusNotice} `)) return text.slice(statusNotice.length + 1);
  throw new Error(`Notices "${text}" do not start with the notice of status ${status}`);
}
