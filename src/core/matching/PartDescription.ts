import type { CategoryId } from '../catalog';
import type { BodySize } from './bodySizes';
import type { OutOfScopeKind } from './statements';

// What a BOM line states, as readPartDescription reads it: the facts only; the layers above choose the words.

/** The part's value: a capacitance in farads or an inductance in henries. */
export interface StatedValue {
  readonly quantity: 'Capacitance' | 'Inductance';
  /** In the SI base unit (F or H), read with the decimal shift that makes `100n` exactly 1e-7. */
  readonly value: number;
  /** As written (`100n`, `104`, `1N8`, `4.7uH`). */
  readonly text: string;
}

/**
 * The size code stated: `inch` and/or `metric` (SizecodeInch / SizecodeMm of the dataset), both when the
 * code has a known counterpart (`0402` inch is `1005` metric). An inductor's `4040` has no inch code.
 */
export interface StatedSize {
  readonly inch?: string;
  readonly metric?: string;
  /** As written (`0402`, `1005Metric`, `C_0603_1608Metric`). */
  readonly text: string;
  /** `footprint`: from a footprint name (KiCad `C_0603_1608Metric`, IPC `CAPC1608X90N`), which says which system. */
  readonly source: 'footprint' | 'text';
  /**
   * The other reading of a code that is both an inch and a metric code (`0603`, `0402`) when nothing said
   * which: the stated one above is the inch reading, the common one in BOMs; this is the metric one.
   */
  readonly otherReading?: { readonly inch?: string; readonly metric?: string };
}

export interface StatedTolerance {
  /** As written (`K`, `±10%`, `10%`, `±0.25pF`). */
  readonly text: string;
  /** ± this many percent (`+80/-20%`: the larger side, 80). */
  readonly percent?: number;
  /** ± this much in the value's SI unit (F or H): `±0.25pF` is 2.5e-13. */
  readonly absolute?: number;
  /** The letter code, when written as one (K: ±10 %), read by the category's letter table. */
  readonly letter?: string;
}

export interface StatedVoltage {
  /** In volts. */
  readonly value: number;
  readonly text: string;
  /** Stated by `Vac` / `AC` (or `Vdc` / `DC`); undefined when the text says neither. */
  readonly class?: 'AC' | 'DC';
}

export interface StatedQuantity {
  /** In the SI base unit (A, m). */
  readonly value: number;
  readonly text: string;
}

export interface StatedCharacteristic {
  /** The dataset's name (`C0G` for `NP0` / `NPO` / `COG`; `X7R`; JIS `B` only when written `JIS B`). */
  readonly code: string;
  readonly text: string;
}

/** Something the reader decided that a user should know of. */
export type DescriptionNote =
  /**
   * A code read as its inch size where it is also a metric one (`0603`): write `1608M` or a footprint to say metric.
   * `inch` and `metric` are the reading taken (`0603` → inch 0603, metric 1608); the size's `otherReading` is the other.
   */
  | { readonly kind: 'ambiguousSize'; readonly text: string; readonly inch: string; readonly metric: string }
  /** A value written as a code (`104` is 100 nF, `4R7` is 4.7 µH, `1N8` is 1.8 nH). */
  | { readonly kind: 'valueCode'; readonly text: string; readonly value: number }
  /** The category was not said (`100n` alone) and was guessed from the rest. */
  | { readonly kind: 'categoryGuessed'; readonly category: CategoryId }
  /** Two words state the same requirement differently (`100n` and `1u`): the first one is kept. */
  | { readonly kind: 'conflict'; readonly requirement: string; readonly kept: string; readonly ignored: string }
  /**
   * A word of a size code's form that is no size code (`0420`): it is also in `unread`; `suggestion` is the
   * code it most likely meant (`0402`), when one is.
   */
  | { readonly kind: 'noSizeCode'; readonly text: string; readonly suggestion?: string }
  /**
   * A body (of a power-inductor family's member, or a dimension text) read as the catalogue's size `metric`:
   * `exact` when within that size's tolerance; else only its class, so a person checks the pads.
   */
  /**
   * Another maker's part number, decoded by its public scheme: what it states is matched on, and said
   * (`CL21B105KBFNNNE: Samsung, 0805, X7R, 50 V, 1 µF ±10 %`). `stated`: those facts as Why lists them.
   */
  | {
      readonly kind: 'makerPartNumber';
      readonly text: string;
      readonly maker: string;
      readonly stated: readonly string[];
    }
  | {
      readonly kind: 'bodySize';
      readonly text: string;
      readonly family?: string;
      readonly body: BodySize;
      readonly metric: string;
      readonly exact: boolean;
    };

/** Why a line's part is not in PartSpec's catalogue, as read: what it is, and the word that says so. */
export interface OutOfScope {
  readonly kind: OutOfScopeKind;
  readonly text: string;
}

/** What one BOM line (value text, and optionally a footprint text) states. */
export interface PartDescription {
  /** The text read (value text and footprint joined by a space when both were given). */
  readonly text: string;
  /** `ceramicCapacitors` for a capacitor of either kind (neither a size nor a lead spacing said which). */
  readonly category?: CategoryId;
  readonly value?: StatedValue;
  readonly size?: StatedSize;
  readonly temperatureCharacteristic?: StatedCharacteristic;
  readonly ratedVoltage?: StatedVoltage;
  readonly tolerance?: StatedTolerance;
  readonly ratedCurrent?: StatedQuantity;
  /** A leaded capacitor's lead spacing (`5mm pitch`, `P5`, `LS 7.5mm`), in metres. */
  readonly leadSpacing?: StatedQuantity;
  /** An SmdType other than Two-terminal (`array`, `3-terminal`, `LW reversed`, `metal terminal`), English listed value. */
  readonly smdType?: string;
  /** `conductive adhesive` when the text asks for a part mounted so; otherwise the part is to be soldered. */
  readonly mounting?: 'soldering' | 'conductive adhesive';
  /**
   * The words not understood, as written, in order. Never guessed silently. Here and in the statements' `text`,
   * "as written" is after NFKC: full-width `１６Ｖ` is quoted `16V`, and µ (U+00B5) as μ (U+03BC).
   */
  readonly unread: readonly string[];
  /**
   * Words that cannot change the answer, set aside and listed (present only when there are some): reference
   * designators (`C12`, a designator column's `L3`), a leading type letter (`C`, `L`).
   */
  readonly setAside?: readonly string[];
  readonly notes: readonly DescriptionNote[];
  /** The word that says the part is not to be fitted (`DNP`, `do not populate`, `未実装`): no part is chosen. */
  readonly notFitted?: { readonly text: string };
  /** The line is for a part the catalogue never holds (an electrolytic, a bead, a resistor...): no part is proposed. */
  readonly outOfScope?: OutOfScope;
  /** An inductor with leads (`Radial ferrite choke`): the catalogue has none, so no part is proposed; the lead word. */
  readonly leadedInductor?: { readonly text: string };
  /** A body of no size of the catalogue (`12x12`, `L_Bourns_SRP1265A`): no part is proposed. */
  readonly bodyNotInCatalogue?: { readonly text: string; readonly family?: string; readonly body: BodySize };
  /** The body's greatest height (a dimension text's third figure, a family's datasheet), in metres. */
  readonly height?: StatedQuantity;
}

/** What a line is read with besides its text and footprint. */
export interface ReadOptions {
  /**
   * The line's reference designators as a separate text (a BOM's Reference or Designator column: `C12`, `L3`,
   * `C1, C2`): set aside, never a value or tolerance; their letter says what the part is when the line does not.
   */
  readonly designator?: string;
}
