import type { ConditionProblem, RangeProblem, Unit } from '../../../../core';
import type { CategoryChoice } from '../../../logic/categoryChoices';

/**
 * Why a condition row cannot be sent, with what its sentence needs (the Search view words it through
 * rowProblemText): every kind but the first two names the row's item, so the sentence can start with it.
 */
export type RowProblem =
  | { readonly kind: 'categoryRow' }
  | { readonly kind: 'notSearchItem'; readonly item: string }
  | { readonly kind: 'notApplicable'; readonly item: string; readonly category: CategoryChoice }
  | {
      readonly kind: 'wrongKind' | 'yesNo' | 'textOperator' | 'textEmpty' | 'listedEmpty' | 'noUnit' | 'numberOperator';
      readonly item: string;
    }
  /** A value core's condition reader refused (a quote, a broken character, a value not listed...). */
  | { readonly kind: 'reading'; readonly problem: ConditionProblem }
  /** `1,500`: 1.5 or 1500, as typed and as the two readings. */
  | {
      readonly kind: 'ambiguousComma';
      readonly item: string;
      readonly typed: string;
      readonly decimal: string;
      readonly thousands: string;
    }
  /** Typed text that is no quantity of the item's unit. */
  | { readonly kind: 'notQuantity'; readonly item: string; readonly unit: Unit; readonly typed: string }
  /** A value read but no sensible value of the item (core's rangeProblemOf), or beyond the doubles. */
  | {
      readonly kind: 'outOfRange';
      readonly item: string;
      readonly unit: Unit;
      readonly typed: string;
      readonly range: RangeProblem;
    }
  /** An end of a range, or the one value, left empty. */
  | { readonly kind: 'bothEnds' | 'numberEmpty'; readonly item: string; readonly unit: Unit }
  /** A range whose lower end is above its upper end, as typed. */
  | { readonly kind: 'emptyRange'; readonly item: string; readonly from: string; readonly to: string };

/** A row that cannot be sent, and why. */
export interface RowWithProblem {
  readonly rowId: string;
  readonly problem: RowProblem;
}
