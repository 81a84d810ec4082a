import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import { FUNCTIONS } from '../../../src/functions/functions';
import builtins from './excel-builtin-function-names.json';

// Excel learns the functions from functions.json, which the build generates from the JSDoc of
// src/functions/functions.ts. The golden file holds what Excel must see: every function, each parameter
// with its type, dimensionality (matrix = a range) and whether it is optional, each result's shape, and
// each function's options (cancelable).
// After an intended change, regenerate the golden file and read the diff.
const ROOT = join(__dirname, '..', '..', '..');

interface Parameter {
  name: string;
  type?: string;
  dimensionality?: string;
  optional?: boolean;
}
interface FunctionMetadata {
  id: string;
  name: string;
  parameters: Parameter[];
  result?: { dimensionality?: string; type?: string };
  options?: Record<string, unknown>;
}

let generated: { functions: FunctionMetadata[]; allowCustomDataForDataTypeAny?: boolean };
let errors: string[];

beforeAll(async () => {
  const result = await generateCustomFunctionsMetadata(join(ROOT, 'src', 'functions', 'functions.ts'));
  errors = result.errors;
  generated = JSON.parse(result.metadataJson) as { functions: FunctionMetadata[] };
}, 60_000);

test('the JSDoc generates metadata without errors', () => {
  expect(errors).toEqual([]);
});

test("the metadata lets functions return data types (PART.CARD's entities)", () => {
  expect(generated.allowCustomDataForDataTypeAny).toBe(true);
});

test('every function, parameter, optional flag and result shape is as the golden file says', () => {
  const slim = generated.functions.map((definition) => ({
    id: definition.id,
    name: definition.name,
    parameters: definition.parameters.map((parameter) => ({
      name: parameter.name,
      type: parameter.type,
      dimensionality: parameter.dimensionality ?? 'scalar',
      optional: parameter.optional ?? false,
    })),
    result: { dimensionality: definition.result?.dimensionality ?? 'scalar', type: definition.result?.type },
    // Cancelable (Excel may stop the call), streaming, volatile: what Excel must know to call it right.
    options: definition.options ?? {},
  }));
  const golden = JSON.parse(readFileSync(join(__dirname, 'functions.metadata.golden.json'), 'utf8')) as unknown;
  expect(JSON.parse(JSON.stringify(slim))).toEqual(golden);
});

test('the functions (FUNCTIONS) are exactly what the metadata declares', () => {
  expect(Object.keys(FUNCTIONS).sort()).toEqual(generated.functions.map((definition) => definition.id).sort());
  for (const [id, implementation] of Object.entries(FUNCTIONS)) {
    const declared = generated.functions.find((definition) => definition.id === id)!;
    // Excel passes every declared parameter position, then the invocation: a function that reads it takes
    // exactly one more parameter than it declares, so that the invocation lands where it looks for it.
    expect(implementation.length).toBeLessThanOrEqual(declared.parameters.length + 1);
  }
});

test('ranges are matrices where a range makes sense: part numbers, fields, and the results of SPEC and FINDPARTS', () => {
  const byId = new Map(generated.functions.map((definition) => [definition.id, definition]));
  expect(
    byId
      .get('SPEC')
      ?.parameters.slice(0, 2)
      .map((parameter) => parameter.dimensionality),
  ).toEqual(['matrix', 'matrix']);
  expect(byId.get('SPEC')?.result?.dimensionality).toBe('matrix');
  expect(byId.get('FINDPARTS')?.result?.dimensionality).toBe('matrix');
  expect(
    byId
      .get('FINDPARTS')
      ?.parameters.filter((parameter) => parameter.optional)
      .map((parameter) => parameter.name),
  ).toEqual(['fields', 'orderby', 'lang', 'maxRows']);
});

/**
 * What Microsoft's naming guidance refuses in a custom function's id or name (docs/excel/custom-functions-naming.md
 * of OfficeDev/office-js-docs-pr): a built-in function's name (the list in excel-builtin-function-names.json,
 * taken from Microsoft's documentation, sources named there), fewer than three characters, a first character
 * that is no letter, other characters than letters, digits, '_' and '.', and a cell reference (A1 to
 * XFD1048576, R1C1 to R1048576C16384), which Excel would read as one.
 */
function nameProblems(definition: { id: string; name: string }): string[] {
  const problems: string[] = [];
  const builtin = new Set(builtins.names);
  for (const [what, text] of [
    ['id', definition.id],
    ['name', definition.name],
  ] as const) {
    const upper = text.toUpperCase();
    if (builtin.has(upper)) problems.push(`${what} ${text} is a built-in Excel function`);
    if (text.length < 3) problems.push(`${what} ${text} is shorter than three characters`);
    if (!/^[A-Za-z]/.test(text)) problems.push(`${what} ${text} does not start with a letter`);
    if (what === 'id' ? !/^[A-Za-z0-9_.]+$/.test(text) : !/^[\p{L}\p{N}_.]+$/u.test(text)) {
      problems.push(`${what} ${text} holds a character Excel does not allow`);
    }
    if (isCellReference(upper)) problems.push(`${what} ${text} is a cell reference`);
  }
  return problems;
}

/** A1 to XFD1048576, or R1C1 to R1048576C16384. */
function isCellReference(upper: string): boolean {
  const a1 = /^([A-Z]{1,3})([1-9][0-9]{0,6})$/.exec(upper);
  if (a1) {
    const column = [...a1[1]].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
    return column <= 16_384 && Number(a1[2]) <= 1_048_576;
  }
  const r1c1 = /^R([1-9][0-9]{0,6})C([1-9][0-9]{0,4})$/.exec(upper);
  return r1c1 !== null && Number(r1c1[1]) <= 1_048_576 && Number(r1c1[2]) <= 16_384;
}

describe('names no built-in has (Microsoft: avoid an id or name that matches a built-in Excel function)', () => {
  test('no function’s id or name is a built-in function, a cell reference, or against the rules', () => {
    for (const definition of generated.functions) {
      expect({ id: definition.id, problems: nameProblems(definition) }).toEqual({ id: definition.id, problems: [] });
    }
  });

  test.each([
    ['SEARCH', 'a built-in Excel function'],
    ['FILTER', 'a built-in Excel function'],
    ['match', 'a built-in Excel function'],
    ['F.DIST.RT', 'a built-in Excel function'],
    ['ECHO', 'a built-in Excel function'],
    ['XFD1048576', 'a cell reference'],
    ['R12C3', 'a cell reference'],
    ['AB', 'shorter than three characters'],
    ['1ST', 'does not start with a letter'],
    ['PART-NO', 'a character Excel does not allow'],
  ])('a function named %s is refused: %s', (name, problem) => {
    expect(nameProblems({ id: name, name })).toEqual(expect.arrayContaining([expect.stringContaining(problem)]));
  });

  test('names beyond the grid or ordinary words are not cell references', () => {
    expect(nameProblems({ id: 'XFE1', name: 'XFE1' })).toEqual([]);
    expect(nameProblems({ id: 'FINDPARTS', name: 'FINDPARTS' })).toEqual([]);
  });

  test('the list is Microsoft’s, its sources named, and holds the names the issue found', () => {
    expect(builtins.sources.map((source) => source.repository)).toEqual([
      'OfficeDev/office-js-docs-reference',
      'MicrosoftDocs/VBA-Docs',
      'OfficeDev/office-js-docs-pr',
      'OfficeDev/office-js-docs-pr',
    ]);
    expect(builtins.names.length).toBeGreaterThan(400);
    expect(builtins.names).toEqual(expect.arrayContaining(['SEARCH', 'FILTER', 'MATCH', 'VLOOKUP', 'F.DIST.RT']));
  });
});
