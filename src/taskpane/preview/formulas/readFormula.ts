import { parse, parseA1Ref, tokenize } from '@borgar/fx';

/**
 * What a formula typed into the preview grid asks for, read with @borgar/fx (Excel's formula syntax: its
 * tokenizer and parser), for preview mode's calculation of PART functions. Pure.
 */

/** A cell or a range of cells a formula refers to: `A2`, `$A$2:A900`, `B1:F1`, `Sheet2!A2:A9`, `A:A`. */
export interface FormulaReference {
  /** The sheet named before `!`; undefined for the formula's own sheet. */
  readonly sheet?: string;
  /** Zero-based; `rowCount` undefined for a whole column (`A:A`), which reaches the sheet's last used row. */
  readonly row: number;
  readonly column: number;
  readonly rowCount?: number;
  readonly columnCount: number;
}

/** One argument as written: a literal, a reference, or left out (`PART.FINDPARTS("…",,,"ja")`). */
export type FormulaArgument =
  | { readonly kind: 'value'; readonly value: string | number | boolean }
  | { readonly kind: 'reference'; readonly reference: FormulaReference }
  | { readonly kind: 'omitted' };

export type FormulaReading =
  /** A PART function called with values and references: what preview mode calculates. */
  | { readonly kind: 'part'; readonly id: string; readonly args: readonly FormulaArgument[] }
  /** Any other formula (`=SUM(A1:A3)`, `=PART.SPEC(A2)&"x"`): not calculated in preview mode. */
  | { readonly kind: 'notPart' }
  /**
   * A PART function with an argument preview mode does not calculate (another function's answer, an
   * operator, an array, an error), `argument` its text; or a formula Excel would not accept (`syntax`).
   */
  | { readonly kind: 'unsupported'; readonly problem: 'argument' | 'syntax'; readonly argument?: string };

/** The namespace of PartSpec's functions, as the manifest declares it. */
const NAMESPACE = 'PART.';

type Node = ReturnType<typeof parse>;

/** Reads a cell's formula (its text, `=` first). */
export function readFormula(text: string): FormulaReading {
  let tree: Node;
  try {
    tree = parse(tokenize(text, { withLocation: true }));
  } catch {
    return { kind: 'unsupported', problem: 'syntax' };
  }
  if (tree.type !== 'CallExpression' || !tree.callee.name.toUpperCase().startsWith(NAMESPACE)) {
    return { kind: 'notPart' };
  }
  const args: FormulaArgument[] = [];
  for (const node of tree.arguments as (Node | null)[]) {
    const argument = argumentOf(node);
    if (!argument) return { kind: 'unsupported', problem: 'argument', argument: sourceOf(text, node) };
    args.push(argument);
  }
  return { kind: 'part', id: tree.callee.name.slice(NAMESPACE.length).toUpperCase(), args };
}

function argumentOf(node: Node | null): FormulaArgument | undefined {
  if (node === null) return { kind: 'omitted' };
  if (node.type === 'Literal') {
    const { value } = node;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? { kind: 'value', value }
      : undefined;
  }
  if (node.type === 'ReferenceIdentifier' && (node.kind === 'range' || node.kind === 'beam')) {
    const reference = referenceOf(node.value);
    return reference && { kind: 'reference', reference };
  }
  return undefined;
}

/** A reference's cells; undefined for a name, another workbook's cells or a whole row (`2:2`). */
export function referenceOf(text: string): FormulaReference | undefined {
  const parsed = parseA1Ref(text, { allowNamed: false });
  if (!parsed || !('range' in parsed) || !parsed.range) return undefined;
  const context = ('context' in parsed ? parsed.context : undefined) as string[] | undefined;
  if (context && context.length > 1) return undefined;
  const { top, left, bottom, right } = parsed.range;
  if (left === null || right === null || left === undefined || right === undefined) return undefined;
  const firstRow = top ?? 0;
  const wholeColumn = top === null || bottom === null || top === undefined || bottom === undefined;
  return {
    ...(context && context.length === 1 ? { sheet: context[0] } : {}),
    row: firstRow,
    column: Math.min(left, right),
    ...(wholeColumn ? {} : { rowCount: Math.abs(bottom - top) + 1 }),
    columnCount: Math.abs(right - left) + 1,
  };
}

/** The text of an argument as typed, to name it in words (the tokens carry where each node stands). */
function sourceOf(text: string, node: Node | null): string {
  const at = (node as { loc?: unknown } | null)?.loc;
  return Array.isArray(at) && typeof at[0] === 'number' && typeof at[1] === 'number' ? text.slice(at[0], at[1]) : '';
}
