import type { SearchItemType } from '../catalog';
import { isPartSpecErrorNamed, PartSpecError } from '../errors';

/** Why a condition cannot be sent as it stands. */
export type UnsafeValueReason =
  /** `item` is not a search item. */
  | 'notSearchItem'
  /** The value is not of the item's type (`itemType`): text, a number, true or false. */
  | 'wrongType'
  /** `operator` is not one the item's type takes. */
  | 'operator'
  /** A text condition with no values. */
  | 'noValues'
  /** An empty text value. */
  | 'empty'
  /** A `'` inside a text value: a literal cannot hold one, the spec shows no escape. */
  | 'quote'
  /** A `|` inside a text value: the service would read two values (spec 4.3 rule 1). */
  | 'separator'
  /** A lone UTF-16 surrogate, which no URL can carry. */
  | 'brokenCharacter'
  /** A number that is not finite. */
  | 'notFinite'
  /** A condition whose kind is not string, number or boolean. */
  | 'unknownKind'
  /** Any other reason; the message says which. */
  | 'other';

/**
 * A filter that cannot be sent as it stands: written out, it would mean something else to the service
 * or not parse at all (a `'` or `|` inside a value, an empty value, a non-finite number, an unknown item,
 * a value of the wrong type). Thrown instead of sending a broken query.
 */
export class UnsafeValueError extends PartSpecError {
  override readonly name = 'UnsafeValueError';
  /** The search item of the condition, as given. */
  readonly item: string;
  /** The offending value: a string, a number, a boolean, or the list of values. */
  readonly value: unknown;
  readonly reason: UnsafeValueReason;
  /** The operator refused, for `operator`. */
  readonly operator?: string;
  /** The type of the search item, for `wrongType` and `operator`. */
  readonly itemType?: SearchItemType;

  constructor(
    problem: string,
    item: string,
    value: unknown,
    details: { reason?: UnsafeValueReason; operator?: string; itemType?: SearchItemType } = {},
  ) {
    super(problem);
    this.item = item;
    this.value = value;
    this.reason = details.reason ?? 'other';
    this.operator = details.operator;
    this.itemType = details.itemType;
  }
}

/** Whether `value` is an UnsafeValueError, also one made by another copy of PartSpec's code. */
export function isUnsafeValueError(value: unknown): value is UnsafeValueError {
  return isPartSpecErrorNamed<UnsafeValueError>(value, 'UnsafeValueError');
}
