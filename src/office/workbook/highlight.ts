import { cellA1, columnLetters } from './a1';
import { EXCEL_COLUMNS } from './grid';
import type { RangeAddress, RowHighlight } from './Workbook';

/** Excel refuses a text constant longer than this inside a formula. */
const MAX_FORMULA_TEXT = 255;
const COLOUR = /^#[0-9A-Fa-f]{6}$/;

/** One conditional format as PartSpec writes it: the custom rule's formula and its colours. */
export interface HighlightRule {
  readonly formula: string;
  readonly fill: string;
  readonly font: string;
}

/**
 * The conditional-format rules for `highlights` over `range`, keyed on the sheet column `keyColumn`, in
 * the order they are to be added. Each rule is `=$E2="NRND"`: the column fixed, the row relative to the
 * range's first row (Excel applies the formula to every row of the range as it would fill it down), quotes
 * inside the text doubled. Excel puts each newly added rule first, so the rules come in reverse order and
 * the first highlight ends up with the highest priority.
 *
 * @throws RangeError for a key column outside the grid, a colour that is not `#RRGGBB` or a text Excel
 *   cannot hold in a formula (over 255 characters).
 */
export function highlightRules(
  range: RangeAddress,
  keyColumn: number,
  highlights: readonly RowHighlight[],
): HighlightRule[] {
  if (!Number.isInteger(keyColumn) || keyColumn < 0 || keyColumn >= EXCEL_COLUMNS) {
    throw new RangeError(`The key column must be a column of the sheet (0 to ${EXCEL_COLUMNS - 1}), not ${keyColumn}.`);
  }
  for (const highlight of highlights) {
    if (!COLOUR.test(highlight.fill) || !COLOUR.test(highlight.font)) {
      throw new RangeError(
        `Highlight colours are written #RRGGBB, not "${highlight.fill}" and "${highlight.font}" (for "${highlight.equals}").`,
      );
    }
    if (highlight.equals.length > MAX_FORMULA_TEXT) {
      throw new RangeError(
        `Excel cannot compare with a text of more than ${MAX_FORMULA_TEXT} characters in a conditional format ("${highlight.equals.slice(0, 40)}…").`,
      );
    }
  }
  return [...highlights].reverse().map((highlight) => ({
    formula: highlightFormula(keyColumn, range.row, highlight.equals),
    fill: highlight.fill.toUpperCase(),
    font: highlight.font.toUpperCase(),
  }));
}

/** `=$E2="NRND"` for key column E and first row index 1. */
export function highlightFormula(keyColumn: number, firstRow: number, equals: string): string {
  return `=$${cellA1(firstRow, keyColumn)}="${equals.replace(/"/g, '""')}"`;
}

/**
 * Whether `formula` is one PartSpec writes for this key column and first row, whatever the text: how
 * PartSpec knows its own marks from a user's conditional formats on the same range. Excel may give the
 * column letters back in another case.
 */
export function isHighlightFormula(formula: string, keyColumn: number, firstRow: number): boolean {
  const pattern = new RegExp(`^=\\$${columnLetters(keyColumn)}${firstRow + 1}="(?:[^"]|"")*"$`, 'i');
  return pattern.test(formula);
}
