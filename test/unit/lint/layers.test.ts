import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The layers of DESIGN.md are held by eslint.config.mjs (`npm run lint`, part of `npm test`). These plant
// imports in files that exist only for the linter (ESLint's lintText with the path the file would have) and
// check that it fails on each way up and passes what the layers allow, so that a config that checks nothing
// cannot pass for one that holds the layers.
const ROOT = join(__dirname, '..', '..', '..');

interface Planted {
  /** Where the file would be, relative to the repository. */
  readonly path: string;
  readonly code: string;
}

interface Finding {
  readonly path: string;
  readonly rules: string[];
}

/** Lints every planted file in one ESLint run (loading the config once), in a child Node: ESLint is ESM. */
function lint(files: readonly Planted[]): Finding[] {
  const script = `
    import { ESLint } from 'eslint';
    const files = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const findings = [];
    for (const file of files) {
      const [result] = await eslint.lintText(file.code, { filePath: file.path });
      findings.push({ path: file.path, rules: result.messages.map((message) => message.ruleId ?? message.message) });
    }
    process.stdout.write(JSON.stringify(findings));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return JSON.parse(output) as Finding[];
}

const UPWARD: readonly Planted[] = [
  { path: 'src/core/catalog/planted.ts', code: "export { MemoryWorkbook } from '../../office/workbook';\n" },
  { path: 'src/core/planted.ts', code: "export { describeError } from '../taskpane/logic/describeError';\n" },
  { path: 'src/core/query/planted.ts', code: "export { startService } from '../../service';\n" },
  { path: 'src/office/planted.ts', code: "export { toExcelError } from '../functions/excelErrors';\n" },
  { path: 'src/office/workbook/planted.ts', code: "export { App } from '../../taskpane/App';\n" },
  { path: 'src/functions/planted.ts', code: "export { describeError } from '../taskpane/logic/describeError';\n" },
  { path: 'src/taskpane/logic/planted.ts', code: "export { startService } from '../../service';\n" },
  { path: 'src/host/planted.ts', code: "export { startService } from '../service';\n" },
  { path: 'src/service/planted.ts', code: "export { createClient } from '../core';\n" },
  { path: 'src/service/planted.ts', code: "export { PartLookup } from '../core/lookup';\n" },
];

const NOT_PORTABLE: readonly Planted[] = [
  {
    path: 'src/core/client/planted.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  },
  { path: 'src/core/throttle/planted.ts', code: 'export const width = (): number => window.innerWidth;\n' },
  {
    path: 'src/core/table/planted.ts',
    code: 'export const bytes = (text: string): number => Buffer.byteLength(text);\n',
  },
  { path: 'src/core/planted.ts', code: 'export const ready = (): unknown => Office.onReady();\n' },
];

const ALLOWED: readonly Planted[] = [
  {
    path: 'src/service/planted.ts',
    code: "export { parseFilter } from '../core/query';\nexport { SEARCH_ITEMS } from '../core/catalog';\n",
  },
  { path: 'src/office/planted.ts', code: "export { createClient } from '../core';\n" },
  {
    path: 'src/taskpane/logic/planted.ts',
    code: "export { MemoryWorkbook } from '../../office/workbook';\nexport { createClient } from '../../core';\n",
  },
  { path: 'src/functions/planted.ts', code: "export { loadSettings } from '../office/settings';\n" },
  // office/host.ts is office's host detection, not the host layer: a path means a layer only from src/.
  { path: 'src/taskpane/planted.ts', code: "export { detectHost } from '../office/host';\n" },
  { path: 'test/unit/planted.ts', code: "export { startService } from '../../src/service';\n" },
];

describe('npm run lint holds the layers', () => {
  const all = [
    ...UPWARD,
    ...NOT_PORTABLE,
    ...ALLOWED,
    { path: 'src/core/paging/planted.ts', code: "export { Transport } from '../client/Transport';\n" },
  ];
  let findings: Finding[];

  beforeAll(() => {
    findings = lint(all);
  }, 120_000);

  const at = (index: number): Finding => findings[index];

  test.each(UPWARD.map((file, index) => [file.path, file.code.trim(), index]))(
    'an upward import fails: %s: %s',
    (_path, _code, index) => {
      expect(at(index as number).rules).toContain('no-restricted-imports');
    },
  );

  test.each(NOT_PORTABLE.map((file, index) => [file.path, file.code.split('\n')[0], UPWARD.length + index]))(
    'core touches no Node, DOM or Office API: %s: %s',
    (_path, _code, index) => {
      const rules = at(index as number).rules;
      expect(rules.some((rule) => rule === 'no-restricted-imports' || rule === 'no-restricted-globals')).toBe(true);
    },
  );

  test.each(ALLOWED.map((file, index) => [file.path, file.code.trim(), UPWARD.length + NOT_PORTABLE.length + index]))(
    'what the layers allow passes: %s: %s',
    (_path, _code, index) => {
      expect(at(index as number).rules).toEqual([]);
    },
  );

  test('inside core, another folder is reached through its index.ts only', () => {
    expect(at(all.length - 1).rules).toContain('no-restricted-imports');
  });
});

test('the lint command fails on a real file with an upward import, and names the layer rule', () => {
  const planted = join(ROOT, 'src', 'office', `planted-${process.pid}.ts`);
  writeFileSync(planted, "export { describeError } from '../taskpane/logic/describeError';\n");
  try {
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings', '0', planted],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('no-restricted-imports');
    expect(run.stdout).toContain('office sits below the functions and the task pane');
  } finally {
    rmSync(planted, { force: true });
  }
}, 120_000);
