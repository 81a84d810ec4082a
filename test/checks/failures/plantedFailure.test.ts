import { join, resolve } from 'node:path';
import ts from 'typescript';

// A new error class must not reach a user unworded: the cells' and the pane's words switch on the failure's
// name with a `never` at the end. This plants a class in core's closed set (in memory, as the lint test plants
// imports) and compiles the two places that word failures: tsc must refuse each until it has words.
const ROOT = join(__dirname, '..', '..', '..');
const FAILURES = resolve(ROOT, 'src/core/PartSpecFailure.ts');
const PLANTED = resolve(ROOT, 'src/core/PlantedError.ts');
const WORDED_IN = ['src/functions/excelErrors.ts', 'src/taskpane/wording/describeError.ts'];

const PLANTED_CLASS = `import { PartSpecError } from './errors';

export class PlantedError extends PartSpecError {
  override readonly name = 'PlantedError';
}
`;

/** Compiles the files that word failures with `change` made to core's closed set; the errors by file. */
function compile(change: (failures: string) => string): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const options = { ...config.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => {
    if (resolve(file) === PLANTED) return PLANTED_CLASS;
    const text = readFile(file);
    return resolve(file) === FAILURES && text !== undefined ? change(text) : text;
  };
  host.fileExists = (file) => resolve(file) === PLANTED || fileExists(file);
  const program = ts.createProgram(
    WORDED_IN.map((file) => join(ROOT, file)),
    options,
    host,
  );
  const found = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? ts.sys.resolvePath(diagnostic.file.fileName).slice(ROOT.length + 1) : '(none)';
    found.set(file, [...(found.get(file) ?? []), ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')]);
  }
  return found;
}

/** Core's closed set with the planted class in its union and its list of names. */
function withPlantedClass(failures: string): string {
  const union = 'export type PartSpecFailure =\n';
  const names = 'Object.keys({\n';
  if (!failures.includes(union) || !failures.includes(names)) throw new Error('PartSpecFailure.ts changed shape');
  return (
    `import type { PlantedError } from './PlantedError';\n` +
    failures.replace(union, `${union}  | PlantedError\n`).replace(names, `${names}    PlantedError: true,\n`)
  );
}

describe('a failure class without words', () => {
  test('as the code stands, the places that word failures compile', () => {
    expect(compile((failures) => failures)).toEqual(new Map());
  }, 120_000);

  test('planted in core’s closed set, fails to compile in the cells’ words and the pane’s', () => {
    const found = compile(withPlantedClass);
    expect([...found.keys()].sort()).toEqual([...WORDED_IN].sort());
    for (const file of WORDED_IN) {
      expect({ file, errors: found.get(file) }).toEqual({
        file,
        errors: expect.arrayContaining([expect.stringMatching(/PlantedError.*not assignable to .*never/s)]),
      });
    }
  }, 120_000);
});
