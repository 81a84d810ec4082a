import { callArguments, type FunctionMetadata } from '../../../../../src/taskpane/preview/formulas/callArguments';
import type { CalculatedValue } from '../../../../../src/taskpane/preview/formulas/calculatedValue';
import type { FormulaReference } from '../../../../../src/taskpane/preview/formulas/readFormula';

const SPEC: FunctionMetadata = {
  id: 'SPEC',
  name: 'SPEC',
  parameters: [
    { name: 'partno', dimensionality: 'matrix' },
    { name: 'field', dimensionality: 'matrix' },
    { name: 'lang', dimensionality: 'scalar', optional: true },
  ],
};

const cells = (rows: CalculatedValue[][]) => (reference: FormulaReference) => {
  expect(reference.rowCount).toBe(rows.length);
  return rows;
};
const ref = (rowCount: number, columnCount: number) => ({
  kind: 'reference' as const,
  reference: { row: 1, column: 0, rowCount, columnCount },
});

test('a matrix parameter gets rows, a literal as one cell, an optional one left out null', () => {
  expect(callArguments(SPEC, [ref(2, 1), { kind: 'value', value: 'Capacitance' }], cells([['A'], ['']]))).toEqual({
    values: [[['A'], ['']], [['Capacitance']], null],
  });
});

test('a scalar parameter gets one cell, and refuses a range of several', () => {
  const one = callArguments(
    SPEC,
    [{ kind: 'value', value: 'X' }, { kind: 'value', value: 'F' }, ref(1, 1)],
    cells([['ja']]),
  );
  expect(one).toEqual({ values: [[['X']], [['F']], 'ja'] });
  expect(
    callArguments(
      SPEC,
      [{ kind: 'value', value: 'X' }, { kind: 'value', value: 'F' }, ref(2, 1)],
      cells([['ja'], ['en']]),
    ),
  ).toEqual({ refusal: { kind: 'oneCell', parameter: 'lang' } });
});

test('too many arguments, a required one missing', () => {
  const value = { kind: 'value' as const, value: 1 };
  expect(callArguments(SPEC, [value, value, value, value], cells([]))).toEqual({
    refusal: { kind: 'tooMany', most: 3 },
  });
  expect(callArguments(SPEC, [value], cells([]))).toEqual({ refusal: { kind: 'tooFew', parameter: 'field' } });
  expect(callArguments(SPEC, [value, { kind: 'omitted' }], cells([]))).toEqual({
    refusal: { kind: 'tooFew', parameter: 'field' },
  });
});

test('a cell holding an error is that error; a card is passed as its entity', () => {
  const error = { error: '#N/A', message: 'Part not found: X' };
  expect(callArguments(SPEC, [ref(2, 1), { kind: 'value', value: 'F' }], cells([['A'], [error]]))).toEqual({
    refusal: { kind: 'error', error },
  });
  const card = { type: 'Entity' as const, text: 'A', properties: {} };
  expect(callArguments(SPEC, [ref(1, 1), { kind: 'value', value: 'F' }], cells([[{ card }]]))).toEqual({
    values: [[[card]], [['F']], null],
  });
});
