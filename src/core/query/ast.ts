/** The filter language of spec 4.3 as data: conditions joined with `and`. */

export type StringOperator = 'startswith' | 'contains' | 'eq';
export type NumberOperator = 'eq' | 'ge' | 'le' | 'gt' | 'lt';

export const STRING_OPERATORS: readonly StringOperator[] = ['startswith', 'contains', 'eq'];
export const NUMBER_OPERATORS: readonly NumberOperator[] = ['eq', 'ge', 'le', 'gt', 'lt'];

/** `startswith(Item,'a|b')`, `contains(Item,'a')`, `Item eq 'a|b'`: matches when any of `values` matches (spec 4.3 rule 1). */
export interface StringCondition {
  readonly kind: 'string';
  readonly item: string;
  readonly operator: StringOperator;
  readonly values: readonly string[];
}

/** `Item ge 1e-7`; the number is in the item's SI base unit. */
export interface NumberCondition {
  readonly kind: 'number';
  readonly item: string;
  readonly operator: NumberOperator;
  readonly value: number;
}

/** `Item eq true`. */
export interface BooleanCondition {
  readonly kind: 'boolean';
  readonly item: string;
  readonly value: boolean;
}

export type Condition = StringCondition | NumberCondition | BooleanCondition;

/** An empty list is a search without conditions. */
export interface Filter {
  readonly conditions: readonly Condition[];
}

export type SortDirection = 'asc' | 'desc';

export interface SortOrder {
  readonly item: string;
  readonly direction: SortDirection;
}
