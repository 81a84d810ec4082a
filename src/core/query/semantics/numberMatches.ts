import type { NumberOperator } from '../ast';

/**
 * Relative tolerance of number comparisons, so that 1e-7, 0.0000001 and 100e-9 are the same capacitance
 * even where decimal text and binary doubles disagree in the last bit.
 */
export const RELATIVE_TOLERANCE = 1e-9;

/** Whether two numbers are equal within RELATIVE_TOLERANCE; an infinity only to itself. */
export function nearlyEqual(a: number, b: number): boolean {
  // An infinity's tolerance is infinite too, which would make it nearly equal to every number.
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
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

/**
 * How far from `wanted` a number nearly equal to it may lie: nearlyEqual(a, wanted) implies
 * |a - wanted| <= RELATIVE_TOLERANCE * |wanted| / (1 - RELATIVE_TOLERANCE), and twice the tolerance holds that
 * whatever the rounding of the sum.
 */
export function nearlyEqualBand(wanted: number): number {
  return 2 * RELATIVE_TOLERANCE * Math.abs(wanted);
}

/**
 * numberMatches with the operator and wanted number fixed, for testing many products' numbers: a number clear of
 * nearlyEqualBand is decided by one comparison, and only one within it by nearlyEqual.
 */
export function numberMatcher(operator: NumberOperator, wanted: number): (actual: number | undefined) => boolean {
  if (!Number.isFinite(wanted)) return (actual) => numberMatches(operator, actual, wanted);
  const band = nearlyEqualBand(wanted);
  const low = wanted - band;
  const high = wanted + band;
  // NaN fails every comparison, so a product without a value matches none, as in numberMatches.
  switch (operator) {
    case 'eq':
      return (actual) => actual !== undefined && actual >= low && actual <= high && nearlyEqual(actual, wanted);
    case 'ge':
      return (actual) => actual !== undefined && (actual > wanted || (actual >= low && nearlyEqual(actual, wanted)));
    case 'le':
      return (actual) => actual !== undefined && (actual < wanted || (actual <= high && nearlyEqual(actual, wanted)));
    case 'gt':
      return (actual) => actual !== undefined && (actual > high || (actual > wanted && !nearlyEqual(actual, wanted)));
    case 'lt':
      return (actual) => actual !== undefined && (actual < low || (actual < wanted && !nearlyEqual(actual, wanted)));
  }
}
