/**
 * A non-negative number as decimal digits, rounded the way Excel rounds for display: from its 15
 * significant digits (Excel keeps no more), half away from zero. So 1.005 shows as 1.01 with two
 * decimals, as in Excel, where JavaScript's toFixed gives 1.00.
 */
export interface Decimal {
  /** Digits before the point, without leading zeros ('0' for none). */
  readonly integer: string;
  /** Exactly the decimals asked for. */
  readonly fraction: string;
}

/** The 15 significant digits of `value` (> 0) and the power of ten of the first one. */
function significant(value: number): { digits: string; exponent: number } {
  const [mantissa, exponent] = value.toExponential(14).split('e');
  return { digits: mantissa.replace('.', '').replace(/0+$/, '') || '0', exponent: Number(exponent) };
}

/** `value` (>= 0) rounded to `decimals` places. */
export function toDecimal(value: number, decimals: number): Decimal {
  if (value === 0) return { integer: '0', fraction: '0'.repeat(decimals) };
  const { digits, exponent } = significant(value);
  // Digits of the number written out: `point` of them before the decimal point.
  const point = exponent + 1;
  const keep = point + decimals;
  let kept: number[];
  if (keep < 0) kept = [];
  else {
    kept = digits.slice(0, keep).padEnd(Math.max(keep, 0), '0').split('').map(Number);
    if (keep < digits.length && Number(digits[keep]) >= 5) {
      let index = kept.length - 1;
      while (index >= 0 && kept[index] === 9) kept[index--] = 0;
      if (index >= 0) kept[index] += 1;
      else {
        kept.unshift(1);
        return assemble(kept, point + 1, decimals);
      }
    }
  }
  return assemble(kept, point, decimals);
}

/** Digits `kept` of which the first `point` stand before the decimal point (negative: zeros after it first). */
function assemble(kept: number[], point: number, decimals: number): Decimal {
  let text = kept.join('');
  let integer: string;
  let fraction: string;
  if (point <= 0) {
    integer = '0';
    fraction = ('0'.repeat(-point) + text).slice(0, decimals);
  } else {
    text = text.padEnd(point, '0');
    integer = text.slice(0, point).replace(/^0+(?=\d)/, '');
    fraction = text.slice(point);
  }
  return { integer: integer || '0', fraction: fraction.padEnd(decimals, '0').slice(0, decimals) };
}

/**
 * `value` (> 0) as mantissa and exponent of ten, the mantissa rounded to `decimals` places. The mantissa
 * has `integerDigits` digits before its point (default 1: 4.7E-06); with `grouping`, up to that many and
 * the exponent a multiple of it, as Excel does for `##0.0E+0` (engineering notation: 100.0E-9).
 */
export function toScientific(
  value: number,
  decimals: number,
  options: { integerDigits?: number; grouping?: boolean } = {},
): { mantissa: Decimal; exponent: number } {
  const size = Math.max(1, options.integerDigits ?? 1);
  const { digits, exponent } = significant(value);
  // From the digits rather than value / 10 ** power, whose binary division would add noise.
  const mantissaAt = (power: number): Decimal => {
    const before = exponent - power + 1;
    const text =
      before <= 0
        ? `0.${'0'.repeat(-before)}${digits}`
        : before >= digits.length
          ? digits.padEnd(before, '0')
          : `${digits.slice(0, before)}.${digits.slice(before)}`;
    return toDecimal(Number(text), decimals);
  };
  let power = options.grouping ? Math.floor(exponent / size) * size : exponent - size + 1;
  let mantissa = mantissaAt(power);
  if (mantissa.integer.length > size) {
    // Rounding carried into one more digit (9.99 -> 10.0): the next power.
    power += options.grouping ? size : 1;
    mantissa = mantissaAt(power);
  }
  return { mantissa, exponent: power };
}
