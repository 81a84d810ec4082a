import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import { FUNCTIONS } from '../../../src/functions/functions';

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

test('what register.ts associates is exactly what the metadata declares', () => {
  expect(Object.keys(FUNCTIONS).sort()).toEqual(generated.functions.map((definition) => definition.id).sort());
  for (const [id, implementation] of Object.entries(FUNCTIONS)) {
    const declared = generated.functions.find((definition) => definition.id === id)!;
    // Excel passes every declared parameter position, then the invocation: a function that reads it takes
    // exactly one more parameter than it declares, so that the invocation lands where it looks for it.
    expect(implementation.length).toBeLessThanOrEqual(declared.parameters.length + 1);
  }
});

test('ranges are matrices where a range makes sense: part numbers, fields, and the results of SPEC and SEARCH', () => {
  const byId = new Map(generated.functions.map((definition) => [definition.id, definition]));
  expect(
    byId
      .get('SPEC')
      ?.parameters.slice(0, 2)
      .map((parameter) => parameter.dimensionality),
  ).toEqual(['matrix', 'matrix']);
  expect(byId.get('SPEC')?.result?.dimensionality).toBe('matrix');
  expect(byId.get('SEARCH')?.result?.dimensionality).toBe('matrix');
  expect(
    byId
      .get('SEARCH')
      ?.parameters.filter((parameter) => parameter.optional)
      .map((parameter) => parameter.name),
  ).toEqual(['fields', 'orderby', 'lang', 'maxRows']);
});
