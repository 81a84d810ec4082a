import type { BodySize } from './bodySizes';
import type { MakerPartNumber } from './makers/MakerPartNumber';
import type { StatedSize } from './PartDescription';

// What one word (or a few words read together) states, before the category is known: the reader collects
// these in the order written and resolves them once the whole line has said what the part is.

export type PartKind = 'capacitor' | 'inductor';
export type ValueQuantity = 'Capacitance' | 'Inductance';

/** How a capacitor is mounted on the board: the line between the SMD and the lead category. */
export type Mount = 'smd' | 'lead';

/**
 * What a statement says about the kind of part. `explicit`: the line says it (`nF`, `inductor`, `C_` of a
 * footprint); an explicit word of the other kind is a conflict. Otherwise it is implied by a rating only one
 * kind has (a voltage, a characteristic, a current), which decides only when nothing says it.
 */
export interface PartEvidence {
  readonly part?: PartKind;
  readonly explicit?: boolean;
  readonly mount?: Mount;
}

export type Statement = (
  | {
      readonly kind: 'value';
      /** Said by the unit (`nF`, `uH`); undefined for `100n` or a code, whose meaning depends on the part. */
      readonly quantity?: ValueQuantity;
      /** Whether written as a code (`104`, `4R7`, `1N8`), which a note says. */
      readonly code: boolean;
      /** The value in F or H for that kind of part; undefined when the word means nothing for it (`4K7` for an inductor). */
      readonly valueFor: (part: PartKind) => number | undefined;
    }
  | { readonly kind: 'size'; readonly size: StatedSize; readonly fromFootprintText: boolean }
  | { readonly kind: 'characteristic'; readonly code: string }
  | { readonly kind: 'voltage'; readonly value: number; readonly class?: 'AC' | 'DC' }
  | { readonly kind: 'current'; readonly value: number }
  | { readonly kind: 'tolerance'; readonly percent?: number; readonly absolute?: number }
  /** A tolerance letter, whose meaning depends on the part (C: ±0.25 pF or ±0.2 nH). */
  | { readonly kind: 'toleranceLetter'; readonly letter: string }
  | { readonly kind: 'leadSpacing'; readonly value: number }
  | { readonly kind: 'smdType'; readonly smdType: string }
  | { readonly kind: 'mounting'; readonly mounting: 'conductive adhesive' }
  /** A word that says only what the part is (`capacitor`, `SMD`, `radial`), or nothing at all (`Metric`). */
  | { readonly kind: 'word' }
  /**
   * A word that cannot change the answer, set aside and listed: a reference designator (`C12`, `L3`), the line's
   * leading type letter (`C`, `L`), a supplier's name. Its evidence may still say what the part is.
   */
  | { readonly kind: 'setAside' }
  /**
   * A body size: of a power-inductor family's member (`family`: `Bourns SRP7028`, from its datasheet) or of a
   * dimension text (`5.0x5.0x3mm`, `6*6`).
   */
  | { readonly kind: 'body'; readonly body: BodySize; readonly family?: string }
  /** Another maker's part number, decoded (its statements follow it): said in Why with what it states. */
  | { readonly kind: 'makerPart'; readonly decoded: MakerPartNumber }
  /** The part is not to be fitted (`DNP`, `NC`, `do not populate`, `未実装`): no part is chosen for it. */
  | { readonly kind: 'notFitted' }
  /**
   * What the line is, when PartSpec's catalogue holds no such part. `weak`: a word that says so only when
   * nothing in the line says capacitor or inductor (`ferrite` in `ferrite choke`, `10k` beside `C_0603`).
   */
  | { readonly kind: 'outOfScope'; readonly scope: OutOfScopeKind; readonly weak: boolean }
  /**
   * A word not understood. `sizeCode`: it has the form of a size code but is none of the tables' (`0420`),
   * with the code it most likely meant (`0402`: one digit changed, or two next to each other swapped).
   */
  | { readonly kind: 'unread'; readonly sizeCode?: { readonly suggestion?: string } }
) & { readonly text: string; readonly evidence?: PartEvidence };

/**
 * What a line can be that PartSpec's catalogue never holds: a polarised capacitor (electrolytic, tantalum,
 * polymer), a ferrite bead, a three-terminal filter, a resistor, a crystal.
 */
export type OutOfScopeKind = 'polarised' | 'ferriteBead' | 'filter' | 'resistor' | 'crystal';

export type StatementOf<Kind extends Statement['kind']> = Extract<Statement, { kind: Kind }>;
