import type { Language, Product } from '../catalog';
import type { DescriptionNote } from './PartDescription';

// What client.match answers: candidates best first, each with a verdict and the reasons for it.

/**
 * `exact`: every stated requirement equal; `meets`: every stated requirement met, some exceeded (a higher
 * rated voltage, a tighter tolerance, a more stable characteristic); `near`: not every requirement met (the
 * nearest parts, offered only when none meets them).
 */
export type MatchVerdict = 'exact' | 'meets' | 'near';

/** The requirements a description can state or imply, in the order reasons are listed. */
export type MatchRequirement =
  | 'category'
  | 'value'
  | 'size'
  | 'leadSpacing'
  | 'smdType'
  | 'mounting'
  | 'temperatureCharacteristic'
  | 'ratedVoltageClass'
  | 'ratedVoltage'
  | 'tolerance'
  | 'ratedCurrent'
  /** Not a requirement: a part proposed that is not In Production says its status (`actual`), kind `unstated`. */
  | 'status'
  /** Not a requirement: words of the description not understood, which may have stated one. */
  | 'unreadWords';

export interface MatchReason {
  readonly requirement: MatchRequirement;
  /**
   * `exceeded`: the part is better than stated; `unstated`: the description says nothing and the part has
   * `actual`; `lacks`: the part is worse or other than stated (near parts only); `unknown`: the part has no
   * value to compare (never a meeting part).
   */
  readonly kind: 'exceeded' | 'unstated' | 'lacks' | 'unknown';
  /** What was stated, as a datasheet writes it (`16 V`, `X5R`, `±10 %`); undefined when unstated. */
  readonly stated?: string;
  /** The part's own value, as the service wrote it (`25Vdc`, `X7R`); undefined when it has none. */
  readonly actual?: string;
}

export interface PartMatch {
  readonly product: Product;
  readonly verdict: MatchVerdict;
  /** One short English phrase per reason (`25Vdc for 16 V`, `tolerance not stated: ±10%`). */
  readonly why: readonly string[];
  /** The facts behind `why`, for words in another language. */
  readonly reasons: readonly MatchReason[];
  /**
   * What the reader decided of the line, the same for every part: a size code read as inch, a category
   * guessed, a word ignored because an earlier one stated the requirement otherwise. `why` ends with them.
   */
  readonly notes: readonly DescriptionNote[];
}

export interface PartMatchOptions {
  /** The footprint as a separate text, as BOM exports have it (`C_0402_1005Metric`). */
  readonly footprint?: string;
  /**
   * How many parts to answer, best first.
   * @default 5
   */
  readonly count?: number;
  /** Among parts equal otherwise, those of these series (`OCM`) first. */
  readonly preferSeries?: string | readonly string[];
  /**
   * The statuses a proposed part may have (spec 4.4, English), in the order preferred.
   * @default ['In Production', 'Under Development', 'To be discontinued', 'NRND', 'Discontinued']
   */
  readonly status?: readonly string[];
  readonly lang?: Language;
  readonly signal?: AbortSignal;
}
