import type { BodySize } from '../bodySizes';
import type { SizePair } from '../sizeCodes';

/** What another maker's part number states, decoded by that maker's public part-numbering scheme. */
export interface MakerPartNumber {
  /** As written. */
  readonly partno: string;
  /** The maker, as Why names it (`Samsung`, `Murata`). */
  readonly maker: string;
  readonly part: 'capacitor' | 'inductor';
  /** The chip size (inch and metric codes). */
  readonly size?: SizePair;
  /** An inductor's body, when its series names one (Murata LQH, DFE). */
  readonly body?: BodySize;
  /** The dataset's name of the characteristic (`X7R`, `C0G`). */
  readonly characteristic?: string;
  /** Rated voltage, V. */
  readonly voltage?: number;
  /** Capacitance (F) or inductance (H). */
  readonly value: number;
  /** The tolerance letter (IEC 60062), read with the part's letter table. */
  readonly toleranceLetter?: string;
  /**
   * Fields of the scheme whose code is not one PartSpec knows (`characteristic code F5`): the part number states
   * them, so the line holds something not understood.
   */
  readonly unknown: readonly string[];
}
