import { drawAlternativesWanted } from './alternatives';
import type { Lifecycle, Status } from './lifecycle';
import type { Random } from './Random';

/**
 * The date the generated catalogue describes (see lifecycle.ts: "as of early 2026"). A fixed constant, not
 * today, so that the default catalogue never drifts with the calendar; `--as-of` moves the service from it.
 */
export const DATASET_DATE = '2026-03-01';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayOf(date: string): number {
  return Math.round(new Date(`${date}T00:00:00Z`).getTime() / DAY_MS);
}

/** The `YYYY-MM-DD` date of a day number. */
export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Months since year 0 (year * 12 + month index) of a day number. */
function monthOf(day: number): number {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The last day of a month counted as in monthOf. */
function monthEndOf(month: number): string {
  const year = Math.floor(month / 12);
  const start = new Date(0);
  start.setUTCFullYear(year, month - year * 12 + 1, 0);
  return start.toISOString().slice(0, 10);
}

/**
 * One part's history, as `YYYY-MM-DD` dates in increasing order. A part is Under Development before
 * `release`, In Production from it, NRND from `nrnd`, To be discontinued from `announced` (when its last buy
 * and production end dates are published) and Discontinued the day after `productionEndDate`. A null date
 * is never reached: the part stays in the status before it. The catalogue holds every part at every date;
 * one not yet released is Under Development.
 */
export interface Timeline {
  readonly release: string;
  /** NewProduct is true until the day before this (and always while Under Development). */
  readonly newUntil: string;
  readonly nrnd: string | null;
  readonly announced: string | null;
  readonly lastBuyDate: string | null;
  readonly productionEndDate: string | null;
  /** How many alternatives the part lists once it is being phased out, if the dataset draw names none. */
  readonly alternativesWanted: number;
}

/** A part that is not yet announced goes NRND within ten years with this probability (or stays In Production). */
const FUTURE_NRND_SHARE = 0.5;

const DATASET_DAY = dayOf(DATASET_DATE);

/** Last buy and production end dates published at an announcement on `announced` (month ends, as in the dataset). */
function endOfLife(random: Random, announced: number): Pick<Timeline, 'lastBuyDate' | 'productionEndDate'> {
  const month = monthOf(announced);
  const end = month + random.integer(9, 30);
  const lastBuy = Math.max(month + 1, end - random.integer(3, 12));
  return { lastBuyDate: monthEndOf(lastBuy), productionEndDate: monthEndOf(end) };
}

/** Release and new-product end of a part that went NRND on `nrnd`: released 2-10 years before, new for 6-24 months. */
function pastRelease(random: Random, nrnd: number): Pick<Timeline, 'release' | 'newUntil'> {
  const release = nrnd - random.integer(730, 3650);
  return { release: dateOf(release), newUntil: dateOf(release + random.integer(180, 730)) };
}

/** The future of a part In Production (or to be) that is new until `newUntil`: maybe NRND, then announced. */
function future(
  random: Random,
  newUntil: number,
): Pick<Timeline, 'nrnd' | 'announced' | 'lastBuyDate' | 'productionEndDate'> {
  if (!random.chance(FUTURE_NRND_SHARE)) {
    return { nrnd: null, announced: null, lastBuyDate: null, productionEndDate: null };
  }
  const nrnd = Math.max(DATASET_DAY, newUntil) + random.integer(1, 3650);
  const announced = nrnd + random.integer(180, 1095);
  return { nrnd: dateOf(nrnd), announced: dateOf(announced), ...endOfLife(random, announced) };
}

/**
 * The timeline of a part whose lifecycle at DATASET_DATE is `current`, drawn from the part's own stream, so
 * that the same part has the same history in every start. It goes through `current` at DATASET_DATE:
 * lifecycleAt(drawTimeline(current, random), DATASET_DATE) equals `current`.
 */
export function drawTimeline(current: Lifecycle, random: Random): Timeline {
  const alternativesWanted = drawAlternativesWanted(random);
  switch (current.Status) {
    case 'Under Development': {
      const release = DATASET_DAY + random.integer(30, 540);
      const newUntil = release + random.integer(365, 730);
      return { release: dateOf(release), newUntil: dateOf(newUntil), ...future(random, newUntil), alternativesWanted };
    }
    case 'In Production': {
      // A new product was released within the last year and stays new for one to two years after.
      const release = current.NewProduct
        ? DATASET_DAY - random.integer(1, 364)
        : DATASET_DAY - random.integer(400, 4000);
      const newUntil = release + (current.NewProduct ? random.integer(365, 730) : random.integer(180, 365));
      return { release: dateOf(release), newUntil: dateOf(newUntil), ...future(random, newUntil), alternativesWanted };
    }
    case 'NRND': {
      const nrnd = DATASET_DAY - random.integer(1, 1095);
      const announced = DATASET_DAY + random.integer(1, 1095);
      return {
        ...pastRelease(random, nrnd),
        nrnd: dateOf(nrnd),
        announced: dateOf(announced),
        ...endOfLife(random, announced),
        alternativesWanted,
      };
    }
    case 'To be discontinued':
    case 'Discontinued': {
      const lastBuyDate = current.LastBuyDate as string;
      const productionEndDate = current.ProductionEndDate as string;
      // Announced 3-12 months before the last buy date (and, if still To be discontinued, before today).
      const latest = Math.min(dayOf(lastBuyDate) - 90, current.Status === 'Discontinued' ? Infinity : DATASET_DAY);
      const announced = latest - random.integer(0, 270);
      const nrnd = announced - random.integer(180, 1095);
      return {
        ...pastRelease(random, nrnd),
        nrnd: dateOf(nrnd),
        announced: dateOf(announced),
        lastBuyDate,
        productionEndDate,
        alternativesWanted,
      };
    }
  }
}

/** The status of a part on `date` (`YYYY-MM-DD`). */
export function statusAt(timeline: Timeline, date: string): Status {
  if (date < timeline.release) return 'Under Development';
  if (timeline.nrnd === null || date < timeline.nrnd) return 'In Production';
  if (timeline.announced === null || date < timeline.announced) return 'NRND';
  if (timeline.productionEndDate === null || date <= timeline.productionEndDate) return 'To be discontinued';
  return 'Discontinued';
}

/** The lifecycle fields of a part on `date`: dates are published from the announcement on. */
export function lifecycleAt(timeline: Timeline, date: string): Lifecycle {
  const status = statusAt(timeline, date);
  const announced = status === 'To be discontinued' || status === 'Discontinued';
  return {
    Status: status,
    NewProduct: status === 'Under Development' || (status === 'In Production' && date < timeline.newUntil),
    LastBuyDate: announced ? timeline.lastBuyDate : null,
    ProductionEndDate: announced ? timeline.productionEndDate : null,
  };
}
