/**
 * A finite double in plain decimal notation, never with an exponent: `0.0000001` for 1e-7,
 * `1500000000000000000000.0` for 1.5e21. The digits are those of `String(value)`, the shortest text that
 * parses back to the same double, only moved around the decimal point, so the text still reads back to
 * exactly `value`.
 *
 * Why: the spec's `$filter` is OData-like, and OData parsers read no exponent in a decimal literal
 * (`odata-v4-parser` refuses `Capacitance ge 1e-7`), nor a whole number beyond Int64; plain decimals, with a
 * fraction when that long, are read by every parser, the service's too.
 */
export function plainDecimal(value: number): string {
  const plain = withoutExponent(String(value));
  const wholeDigits = plain.replace('-', '');
  return !wholeDigits.includes('.') && wholeDigits.length > 18 ? `${plain}.0` : plain;
}

function withoutExponent(text: string): string {
  const exponentAt = text.indexOf('e');
  if (exponentAt < 0) return text;
  const exponent = Number(text.slice(exponentAt + 1));
  const mantissa = text.slice(0, exponentAt);
  const sign = mantissa.startsWith('-') ? '-' : '';
  const unsigned = sign ? mantissa.slice(1) : mantissa;
  const pointAt = unsigned.indexOf('.');
  const digits = unsigned.replace('.', '');
  // Where the decimal point falls in `digits` once the exponent is applied.
  const point = (pointAt < 0 ? unsigned.length : pointAt) + exponent;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
