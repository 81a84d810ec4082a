import type { NumberOperator } from '../ast';

/**
 * Relative tolerance of number comparisons, so that 1e-7, 0.0000001 and 100e-9 are the same capacitance
 * even where decimal text and binary doubles disagree in the last bit.
 */
export const RELATIVE_TOLERANCE = 1e-9;

/** Whether two numbers are equal within RELATIVE_TOLERANCE. */
export function nearlyEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

/**
 * Whether a product's number satisfies `<Item> <operator> <wanted>` (spec 4.3): eq within the tolerance,
 * ge and le including those nearly equal, gt and lt excluding them. A product without a value (NaN or
 * undefined) matches no comparison.
 */
export function numberMatches(operator: NumberOperator, actual: number | undefined, wanted: number): boolean {
  if (actual === undefined || Number.isNaN(actual)) return false;
  const equal = nearlyEqual(actual, wanted);
  switch (operator) {
    case 'eq':
      return equal;
    case 'ge':
      return equal || actual > wanted;
    case 'le':
      return equal || actual < wanted;
    case 'gt':
      return !equal && actual > wanted;
    case 'lt':
      return !equal && actual < wanted;
  }
}
