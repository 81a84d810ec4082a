/**
 * A number as BOMs write it: `100`, `4.7`, `.1`, and with a comma, which is a decimal comma (`4,7`) unless it
 * groups thousands (`2,200`). No sign and no exponent: a negative or `1e99` value is no part's rating.
 */
export const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?|[.,]\d+)`;

/** `numberText` (matched by NUMBER) as a plain decimal for shiftDecimal: `2,200` → `2200`, `4,7` → `4.7`. */
export function decimalOf(numberText: string): string {
  return /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(numberText)
    ? numberText.replace(/,/g, '')
    : numberText.replace(',', '.');
}
