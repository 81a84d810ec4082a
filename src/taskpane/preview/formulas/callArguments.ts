import { argumentValueOf, type CalculatedValue, type CellError, isCellError } from './calculatedValue';
import type { FormulaArgument, FormulaReference } from './readFormula';

/**
 * The arguments of a PART function's call as Excel passes them, from what the formula wrote and what its
 * references hold, by the function's metadata (functions.json, which the build generates from the functions'
 * JSDoc): a `matrix` parameter gets rows of values (one value is a 1 x 1 range), a `scalar` one a value, a
 * parameter left out `null`, an empty cell `''`. Pure.
 */

/** One function of functions.json, as the custom-functions metadata plugin writes it. */
export interface FunctionMetadata {
  readonly id: string;
  readonly name: string;
  readonly parameters: readonly {
    readonly name: string;
    readonly dimensionality?: 'scalar' | 'matrix';
    readonly optional?: boolean;
  }[];
  readonly options?: { readonly cancelable?: boolean };
}

/** Why a formula's call cannot be made: each worded by the preview grid. */
export type CallRefusal =
  | { readonly kind: 'tooMany'; readonly most: number }
  | { readonly kind: 'tooFew'; readonly parameter: string }
  /** A range of several cells where the function takes one value. */
  | { readonly kind: 'oneCell'; readonly parameter: string }
  /** A cell the formula reads holds an error: Excel's functions answer that error, as here. */
  | { readonly kind: 'error'; readonly error: CellError };

/** The cells of a reference, row by row, as the grid shows them (its own sheet when the reference names none). */
export type ReadReference = (reference: FormulaReference) => CalculatedValue[][];

export function callArguments(
  metadata: FunctionMetadata,
  args: readonly FormulaArgument[],
  read: ReadReference,
): { readonly values: unknown[] } | { readonly refusal: CallRefusal } {
  const { parameters } = metadata;
  if (args.length > parameters.length) return { refusal: { kind: 'tooMany', most: parameters.length } };
  const values: unknown[] = [];
  for (const [index, parameter] of parameters.entries()) {
    const argument: FormulaArgument = args[index] ?? { kind: 'omitted' };
    const matrix = parameter.dimensionality === 'matrix';
    if (argument.kind === 'omitted') {
      if (!parameter.optional) return { refusal: { kind: 'tooFew', parameter: parameter.name } };
      values.push(null);
    } else if (argument.kind === 'value') {
      values.push(matrix ? [[argument.value]] : argument.value);
    } else {
      const cells = read(argument.reference);
      const error = cells.flat().find(isCellError);
      if (error) return { refusal: { kind: 'error', error } };
      const passed = cells.map((row) => row.map(argumentValueOf));
      if (matrix) values.push(passed);
      else if (passed.length === 1 && passed[0].length === 1) values.push(passed[0][0]);
      else return { refusal: { kind: 'oneCell', parameter: parameter.name } };
    }
  }
  return { values };
}
