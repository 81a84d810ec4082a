import { dirname, join } from 'node:path';
import ts from 'typescript';

// The Excel fake declares the Office.js type each of its objects stands for (`Members<Excel.Range>`), so that a
// member Office.js does not have, or one of another shape, fails type-checking: the fake cannot drift into an
// API that real Excel lacks. Shown here by planting files that use it wrongly, type-checked with the project's
// own compiler options beside the fake, and one used rightly, which must check clean.

const ROOT = join(__dirname, '..', '..', '..', '..');
/** Where the fake is: the planted files sit beside it. */
const HERE = join(ROOT, 'test', 'support');

/** Planted files, as if they sat beside the fake: each imports its types. */
const PLANTED: Record<string, string> = {
  // A method Office.js's Range does not have (it sets numberFormat, a 2-D array, as a property).
  'plantedUnknownMethod.ts': `
    import type { Members } from './excelFake';
    export const range: Members<Excel.Range> = { setNumberFormat: (format: string) => format };
  `,
  // A method Office.js has, of another shape: CustomXmlPart.getXml takes nothing and gives a ClientResult.
  'plantedWrongShape.ts': `
    import type { Members } from './excelFake';
    export const part: Members<Excel.CustomXmlPart> = { getXml: (encoding: number) => String(encoding) };
  `,
  // A property of another type: a worksheet's position is a number.
  'plantedWrongProperty.ts': `
    import type { Members } from './excelFake';
    export const sheet: Members<Excel.Worksheet> = { position: 'first' };
  `,
  // Read or assigned on a fake, a member Office.js does not have.
  'plantedUnknownMember.ts': `
    import type { Fake } from './excelFake';
    export function assign(range: Fake<Excel.Range>): void {
      range.entityValue = {};
    }
  `,
  // Used rightly: the same objects with members Office.js has, in their shapes.
  'plantedRight.ts': `
    import type { Fake, Members } from './excelFake';
    export const range: Members<Excel.Range> = { rowIndex: 0, select: () => undefined };
    export const part: Members<Excel.CustomXmlPart> = { id: '{1}', delete: () => undefined };
    export function assign(range: Fake<Excel.Range>): void {
      range.numberFormat = [['0.00']];
    }
  `,
};

/** The type errors of each planted file, compiled once with the root tsconfig's options. */
function typeErrors(): Map<string, string[]> {
  const configPath = join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath)).options;
  const planted = new Map(Object.entries(PLANTED).map(([name, text]) => [join(HERE, name), text]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (path) => planted.get(path) ?? readFile(path);
  host.fileExists = (path) => planted.has(path) || fileExists(path);
  host.getSourceFile = (path, language, onError) => {
    const text = planted.get(path);
    return text === undefined
      ? getSourceFile(path, language, onError)
      : ts.createSourceFile(path, `/// <reference types="office-js" />\n${text}`, language);
  };
  const program = ts.createProgram([...planted.keys()], { ...options, noEmit: true }, host);
  return new Map(
    [...planted.keys()].map((path) => [
      path.slice(HERE.length + 1),
      program
        .getSemanticDiagnostics(program.getSourceFile(path))
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    ]),
  );
}

let errors: Map<string, string[]>;

beforeAll(() => {
  errors = typeErrors();
}, 120_000);

test('a method Office.js does not have on that type fails type-checking, naming it', () => {
  expect(errors.get('plantedUnknownMethod.ts')).toEqual([
    expect.stringMatching(/'setNumberFormat' does not exist in type 'Members<Range>'/),
  ]);
});

test('a method of another shape than Office.js has fails type-checking', () => {
  expect(errors.get('plantedWrongShape.ts')).toEqual([expect.stringMatching(/getXml|not assignable/)]);
});

test('a property of another type than Office.js has fails type-checking', () => {
  expect(errors.get('plantedWrongProperty.ts')).toEqual([
    expect.stringMatching(/Type 'string' is not assignable to type 'number'/),
  ]);
});

test('a member read or assigned on a fake that Office.js does not have fails type-checking', () => {
  expect(errors.get('plantedUnknownMember.ts')).toEqual([
    expect.stringMatching(/Property 'entityValue' does not exist on type 'Fake<Range>'/),
  ]);
});

test('the same objects, used as Office.js has them, check clean', () => {
  expect(errors.get('plantedRight.ts')).toEqual([]);
});
