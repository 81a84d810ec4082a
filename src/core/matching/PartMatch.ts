import type { Language, Product } from '../catalog';
import type { DescriptionNote } from './PartDescription';

// What client.match answers: candidates best first, each with a verdict and the reasons for it.

/**
 * `exact`: every stated requirement equal; `meets`: every stated requirement met, some exceeded (a higher
 * rated voltage, a tighter tolerance, a more stable characteristic); `near`: not every requirement met (the
 * nearest parts, offered only when none meets them); `check`: every requirement understood is met, but the
 * answer cannot be claimed: the line holds words not understood that could change it, or the voltage assumed
 * (16 V or more, when the line states none) is met by no part, so the part is rated below it (`checks` says which).
 */
export type MatchVerdict = 'exact' | 'meets' | 'check' | 'near';

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
  /** The greatest height of the body, stated by a dimension text or a family's datasheet. */
  | 'height'
  /** Not a requirement: a part proposed that is not In Production says its status (`actual`), kind `unstated`. */
  | 'status'
  /** Not a requirement: words of the description not understood, which may have stated one. */
  | 'unreadWords';

export interface MatchReason {
  readonly requirement: MatchRequirement;
  /**
   * `exceeded`: the part is better than stated; `unstated`: the description says nothing and the part has
   * `actual`; `lacks`: the part is worse or other than stated (near parts only); `unknown`: the part has no
   * value to compare (never a meeting part); `assumed`: the line states no voltage, and `stated` (16 V) or more
   * was assumed (only the rated voltage of a capacitor).
   */
  readonly kind: 'exceeded' | 'unstated' | 'lacks' | 'unknown' | 'assumed';
  /** What was stated, as a datasheet writes it (`16 V`, `X5R`, `±10 %`); undefined when unstated. */
  readonly stated?: string;
  /** The part's own value, as the service wrote it (`25Vdc`, `X7R`); undefined when it has none. */
  readonly actual?: string;
}

/**
 * Why a person must decide before a proposed part is taken: the causes of Check. Not an unstated tolerance
 * alone, nor an ambiguity that changes nothing.
 */
export type MatchCheck =
  /** The line holds words not understood that could change the answer (its verdict is `check`). */
  | { readonly kind: 'unread'; readonly words: readonly string[] }
  /** No voltage stated, and no part of 16 V or more meets the rest: the part is rated below it (verdict `check`). */
  | { readonly kind: 'voltageAssumed' }
  /** A size code of both systems (`0402`) for which both readings have parts that meet the rest. */
  | { readonly kind: 'ambiguousSize'; readonly text: string; readonly inch: string; readonly metric: string }
  /** Two words state one requirement differently (`100n ... 1uF`): the first was kept. */
  | { readonly kind: 'conflict'; readonly requirement: string; readonly kept: string; readonly ignored: string }
  /**
   * Parts as good by everything the line states that differ in what it did not state and that matters:
   * characteristics no rule orders (X7T and X5R: neither is at least as stable as the other), or sizes when it
   * stated none (`sizes`, when they differ). `count` of them, the characteristics among them.
   */
  | {
      readonly kind: 'alike';
      readonly count: number;
      readonly characteristics: readonly string[];
      readonly sizes?: readonly string[];
    }
  /**
   * A body read as the catalogue's size only by its class (a maker's 4.4 x 4.1 mm body as 4040): a person checks
   * that the part fits its pads.
   */
  | { readonly kind: 'bodySize'; readonly text: string; readonly metric: string };

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
  /** Why a person must decide before taking it (Check); empty when nobody need. */
  readonly checks: readonly MatchCheck[];
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
