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

/** `=$E2="NRND"`: its column letters, its row number and its text (quotes undoubled). */
const HIGHLIGHT_FORMULA = /^=\$([A-Za-z]{1,3})([1-9][0-9]*)="((?:[^"]|"")*)"$/;

/**
 * Whether a conditional format is one of PartSpec's marks for the rows that start at `firstRow`, keyed on
 * `keyColumn`: a custom rule whose formula is exactly what highlightFormula writes for that key column and
 * row, comparing with one of `texts`, and whose applied range starts on `firstRow` too (Excel reads the
 * formula's row relative to that first row, so together they are the rule's anchor). Its extent does not
 * matter: the BOM had fewer or more rows when PartSpec wrote it. How PartSpec knows its own marks from a
 * user's: a rule with another formula, another text or another anchor is the user's. Excel may give the
 * column letters back in another case; the text is compared exactly, as PartSpec wrote it.
 */
export function isHighlightRule(
  rule: { readonly formula: string; readonly firstRow: number },
  keyColumn: number,
  firstRow: number,
  texts: ReadonlySet<string>,
): boolean {
  if (rule.firstRow !== firstRow) return false;
  const parts = HIGHLIGHT_FORMULA.exec(rule.formula);
  if (!parts) return false;
  const [, letters, row, text] = parts;
  return (
    letters.toUpperCase() === columnLetters(keyColumn) &&
    row === String(firstRow + 1) &&
    texts.has(text.replace(/""/g, '"'))
  );
}

/** The texts whose marks highlightRows replaces: those it writes now and those PartSpec may have written before. */
export function markTexts(highlights: readonly RowHighlight[], earlierTexts: readonly string[] = []): Set<string> {
  return new Set([...highlights.map((highlight) => highlight.equals), ...earlierTexts]);
}
