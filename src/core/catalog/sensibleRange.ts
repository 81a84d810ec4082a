import { fieldNamed } from './fields';
import { valueSpanOf } from './valueSpans';

/**
 * How many orders of magnitude beyond the catalogue's span (valueSpans.ts) a value may be, either way,
 * before it is taken for a typo: three (SPAN_MARGIN, a thousand times). Generous on purpose: a value somewhat past every part is a fair
 * question ("nothing above 1 F?"); one a thousand times past is a unit or an exponent typed wrong
 * (`1e99`, µF typed as F), and as a plain decimal it would put a hundred digits into the $filter.
 */
export const SPAN_MARGIN_DECADES = 3;
export const SPAN_MARGIN = 10 ** SPAN_MARGIN_DECADES;

/** No temperature is below absolute zero, in degrees Celsius. */
export const ABSOLUTE_ZERO_CELSIUS = -273.15;

/**
 * Why a value of a numeric field is no sensible value of it:
 * - `notFinite`: not a number, or beyond the doubles;
 * - `negative`: below 0, for a quantity that cannot be (every one but temperature);
 * - `belowAbsoluteZero`: a temperature below −273.15 °C;
 * - `tooSmall`: above 0, but below the catalogue's least value divided by SPAN_MARGIN (`least` says it);
 * - `tooLarge`: above the catalogue's most value times SPAN_MARGIN (`most` says it).
 */
export type RangeProblem =
  | { readonly kind: 'notFinite' | 'negative' | 'belowAbsoluteZero' }
  | { readonly kind: 'tooSmall'; readonly least: number }
  | { readonly kind: 'tooLarge'; readonly most: number };

/**
 * What is wrong with `value` (in SI base units) as a value of `field`, or undefined when it is one the
 * catalogue's parts could have, give or take SPAN_MARGIN. 0 is taken for every quantity (`Capacitance gt 0`
 * asks for parts that state one). A field with no span (not numeric) is checked for finiteness only.
 */
export function rangeProblemOf(field: string, value: number): RangeProblem | undefined {
  if (!Number.isFinite(value)) return { kind: 'notFinite' };
  const span = valueSpanOf(field);
  if (!span) return undefined;
  // A temperature is no magnitude: below 0 °C is fine, and nothing is "a thousandth" of one.
  if (fieldNamed(field)?.unit === 'degC') {
    if (value < ABSOLUTE_ZERO_CELSIUS) return { kind: 'belowAbsoluteZero' };
  } else {
    if (value < 0) return { kind: 'negative' };
    if (value > 0 && value < timesTenTo(span.least, -SPAN_MARGIN_DECADES))
      return { kind: 'tooSmall', least: span.least };
  }
  if (value > timesTenTo(span.most, SPAN_MARGIN_DECADES)) return { kind: 'tooLarge', most: span.most };
  return undefined;
}

/**
 * `value` × 10^`decades`, shifted on its decimal digits: 1e-4 / 1000 in doubles is 1.0000000000000001e-7,
 * which would refuse the 1e-7 that a person types at the very edge.
 */
function timesTenTo(value: number, decades: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  return Number(`${mantissa}e${Number(exponent) + decades}`);
}
