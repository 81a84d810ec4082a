/**
 * What a PART function's answer puts in a cell of the preview grid, read from what the function returned as
 * Excel would read it: text, a number, TRUE/FALSE, an Excel error with its message (CustomFunctions.Error's
 * shape), or an entity (a PART.CARD card). Pure.
 */

/** An Excel error in a cell: `#N/A`, `#VALUE!`, `#SPILL!`..., with the words Excel shows beside it. */
export interface CellError {
  readonly error: string;
  /** The function's own words (its CustomFunctions.Error message), in the display language of the cells. */
  readonly message?: string;
  /** Why preview mode put this error there itself, as facts: the grid words it. */
  readonly problem?: FormulaProblem;
}

/** What keeps preview mode from calculating a formula, or from showing its answer, as facts. */
export type FormulaProblem =
  /** The answer needs `range`, and `blocker` holds something (or the sheet ends: `blocker` undefined). */
  | { readonly kind: 'spill'; readonly range: string; readonly blocker?: string }
  | { readonly kind: 'unknownFunction'; readonly name: string }
  | { readonly kind: 'argument'; readonly argument: string }
  | { readonly kind: 'syntax' }
  | { readonly kind: 'tooMany'; readonly most: number }
  | { readonly kind: 'tooFew'; readonly parameter: string }
  | { readonly kind: 'oneCell'; readonly parameter: string }
  /** functions.json, which says how each function takes its arguments, could not be read. */
  | { readonly kind: 'functionsNotLoaded'; readonly reason: string };

/** A card's property as Office.js's cell-value schema gives it (what the card shows of it). */
export interface CardProperty {
  readonly type: string;
  readonly basicValue?: unknown;
  readonly numberFormat?: string;
  readonly address?: string;
  readonly elements?: readonly (readonly CardProperty[])[];
}

/** An entity value (Excel.EntityCellValue), as PART.CARD returns it: the text the cell shows, and its card. */
export interface CardValue {
  readonly type: 'Entity';
  readonly text: string;
  readonly properties: Readonly<Record<string, CardProperty>>;
  readonly layouts?: {
    readonly card?: {
      readonly sections?: readonly { readonly title?: string; readonly properties: readonly string[] }[];
    };
  };
  readonly provider?: { readonly description?: string };
}

export interface CellCard {
  readonly card: CardValue;
}

export type CalculatedValue = string | number | boolean | CellError | CellCard;

export function isCellError(value: unknown): value is CellError {
  return typeof value === 'object' && value !== null && 'error' in value;
}

export function isCellCard(value: unknown): value is CellCard {
  return typeof value === 'object' && value !== null && 'card' in value;
}

/** One value of a function's answer; anything Excel would not show is `#VALUE!`, never `[object Object]`. */
export function calculatedValueOf(raw: unknown): CalculatedValue {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'string' || typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : { error: '#NUM!' };
  if (typeof raw === 'object' && 'code' in raw && typeof (raw as { code: unknown }).code === 'string') {
    const { code, message } = raw as { code: string; message?: unknown };
    return typeof message === 'string' && message !== '' ? { error: code, message } : { error: code };
  }
  if (typeof raw === 'object' && (raw as { type?: unknown }).type === 'Entity') {
    const entity = raw as { text?: unknown; properties?: unknown };
    if (typeof entity.text === 'string' && typeof entity.properties === 'object' && entity.properties !== null) {
      return { card: raw as CardValue };
    }
  }
  return { error: '#VALUE!' };
}

/** A function's whole answer as rows of cells: a single value is one cell; an empty array is one empty cell. */
export function resultGrid(raw: unknown): CalculatedValue[][] {
  if (!Array.isArray(raw)) return [[calculatedValueOf(raw)]];
  const rows = (raw as unknown[]).map((row) => (Array.isArray(row) ? (row as unknown[]) : [row]));
  const width = Math.max(0, ...rows.map((row) => row.length));
  if (rows.length === 0 || width === 0) return [['']];
  // Excel pads a ragged array with #N/A: every row as wide as the widest.
  return rows.map((row) =>
    Array.from({ length: width }, (_, column) =>
      column < row.length ? calculatedValueOf(row[column]) : { error: '#N/A' },
    ),
  );
}

/** What Excel passes a custom function for a cell's content: its value, or the entity of a card. */
export function argumentValueOf(value: CalculatedValue): string | number | boolean | CardValue | CellError {
  if (isCellCard(value)) return value.card;
  return value;
}
