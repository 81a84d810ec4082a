import { englishListedValue, type Language, listedValues, localizedListedValue, type Product } from '../../core';

/** The five statuses of spec 3 in the order of spec 4.4, in English. */
export const STATUS_ORDER: readonly string[] = listedValues('Status', 'en');

export interface StatusCount {
  /** The status as the service writes it in the chosen language (`生产中止` for Discontinued in ja). */
  readonly status: string;
  readonly english: string;
  readonly count: number;
}

export interface StatusSummary {
  /** Every status in the spec's order, those with no part included (count 0). */
  readonly statuses: readonly StatusCount[];
  /**
   * Parts found without one of the five statuses: a part number without package code whose packaging
   * variants differ in status (a lookup keeps only what they agree on), or a status the spec does not list.
   */
  readonly other: number;
  readonly notFound: number;
  /** Parts counted: found and not found. */
  readonly total: number;
}

/** Counts per status of looked-up parts; `undefined` stands for a part number the service does not know. */
export function statusSummary(products: readonly (Product | undefined)[], lang: Language): StatusSummary {
  const counts = new Map<string, number>(STATUS_ORDER.map((english) => [english, 0]));
  let other = 0;
  let notFound = 0;
  for (const product of products) {
    if (!product) {
      notFound += 1;
      continue;
    }
    const status = product.record.Status;
    // Records come in the chosen language; an English one (a service that does not localize) counts too.
    const english =
      typeof status === 'string'
        ? (englishListedValue('Status', status, lang) ?? englishListedValue('Status', status, 'en'))
        : undefined;
    if (english === undefined) {
      other += 1;
    } else {
      counts.set(english, (counts.get(english) ?? 0) + 1);
    }
  }
  return {
    statuses: STATUS_ORDER.map((english) => ({
      status: localizedListedValue('Status', english, lang),
      english,
      count: counts.get(english) ?? 0,
    })),
    other,
    notFound,
    total: products.length,
  };
}

const COUNT = new Intl.NumberFormat('en-US');

/** One line for the pane: "3 In Production, 1 NRND, 2 not found"; statuses without parts are left out. */
export function describeStatusSummary(summary: StatusSummary): string {
  const parts = summary.statuses
    .filter((entry) => entry.count > 0)
    .map((entry) => `${COUNT.format(entry.count)} ${entry.status}`);
  if (summary.other > 0) parts.push(`${COUNT.format(summary.other)} without a single status`);
  if (summary.notFound > 0) parts.push(`${COUNT.format(summary.notFound)} not found`);
  return parts.length > 0 ? parts.join(', ') : 'no parts';
}
