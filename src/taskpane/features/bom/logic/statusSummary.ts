import { englishListedValue, type Language, listedValues, localizedListedValue, type Product } from '../../../../core';

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
  /** Part numbers that cannot be sent to the service (a ' or | inside, spec 4.3 rule 1), so are no part numbers. */
  readonly notAPartNumber: number;
  /** Part numbers the service was asked for and did not answer. */
  readonly notAnswered: number;
  /** Parts counted: found, not found and not a part number. */
  readonly total: number;
}

/** Stands, among looked-up parts, for a part number that was not sent because it cannot be one. */
export const NOT_A_PART_NUMBER = 'not a part number';
export type NotAPartNumber = typeof NOT_A_PART_NUMBER;

/** A part number the service was asked for and did not answer (it failed, or offline with no snapshot). */
export const NOT_ANSWERED = 'not answered';
export type NotAnswered = typeof NOT_ANSWERED;

/** What a BOM's part got: its product, undefined when not found, or why it has neither. */
export type PartAnswer = Product | undefined | NotAPartNumber | NotAnswered;

/**
 * Counts per status of looked-up parts; `undefined` stands for a part number the service does not know,
 * NOT_A_PART_NUMBER for one that could not be asked for.
 */
export function statusSummary(products: readonly PartAnswer[], lang: Language): StatusSummary {
  const counts = new Map<string, number>(STATUS_ORDER.map((english) => [english, 0]));
  let other = 0;
  let notFound = 0;
  let notAPartNumber = 0;
  let notAnswered = 0;
  for (const product of products) {
    if (product === NOT_A_PART_NUMBER) {
      notAPartNumber += 1;
      continue;
    }
    if (product === NOT_ANSWERED) {
      notAnswered += 1;
      continue;
    }
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
    notAPartNumber,
    notAnswered,
    total: products.length,
  };
}
