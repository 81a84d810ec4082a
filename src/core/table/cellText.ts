/**
 * Excel's limit on the text of one cell, in UTF-16 code units (Excel's "characters"). A longer string
 * makes Excel refuse the whole write, so text is cut before it gets there.
 */
export const MAX_CELL_TEXT = 32_767;

/** Marks text that was cut at MAX_CELL_TEXT. One UTF-16 code unit. */
export const TRUNCATION_MARKER = '…';

/**
 * How text is kept from being read as something else by Excel:
 * - `'apostrophe'`: every non-empty text gets a leading `'` (see `cellText`). For values written into a
 *   range with Office.js, which Excel parses as if they were typed.
 * - `'none'`: text is returned as it is (cut to MAX_CELL_TEXT only). For values returned from custom
 *   functions, which Excel never parses.
 */
export type TextProtection = 'apostrophe' | 'none';

export const DEFAULT_TEXT_PROTECTION: TextProtection = 'apostrophe';

/** Excel's quote prefix: typed or written before a value, Excel hides it and keeps the rest as text. */
export const QUOTE_PREFIX = "'";

/**
 * The text as the cell gets it: cut to MAX_CELL_TEXT and, under `'apostrophe'`, prefixed with `'`.
 *
 * Why every text and not only the risky-looking ones: Excel reads a value written into a range as if it
 * were typed, in the user's locale. Beyond formulas (`=`, `+`, `-`, `@`: "-55°C to 125°C" would be a broken
 * formula), it turns "0603" into 603, "1E3" into 1000, "1-2" and "2024年3月" into dates, "10%" into 0.1,
 * "TRUE" (and "WAHR" in German Excel) into a boolean, "１２" (full-width) into 12 in Japanese Excel, and it
 * drops a leading `'` of its own. No rule short of "all text" is exact across locales, and the prefix costs
 * nothing: Excel hides it and the cell holds exactly the text.
 *
 * The cap counts the prefix too, so that the string handed to Excel never exceeds MAX_CELL_TEXT.
 */
export function cellText(text: string, protection: TextProtection): string {
  if (text === '') return '';
  if (protection === 'none') return capText(text, MAX_CELL_TEXT);
  return QUOTE_PREFIX + capText(text, MAX_CELL_TEXT - QUOTE_PREFIX.length);
}

/**
 * The text itself when it has at most `limit` UTF-16 code units; otherwise its start and a trailing "…",
 * `limit` code units in all, or one fewer when the cut would split a surrogate pair (an emoji, a rare CJK
 * character): half a pair is not a character, and Excel would show it as garbage.
 */
export function capText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = limit - TRUNCATION_MARKER.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + TRUNCATION_MARKER;
}

/**
 * A text PartSpec works out itself (a verdict, a list of differences quoting the service's values) as a
 * cell written into a range gets it: protected like every text of a table (cellText), so that nothing in it
 * becomes a formula, a number or a date.
 */
export function sheetText(text: string): string {
  return cellText(text, DEFAULT_TEXT_PROTECTION);
}
