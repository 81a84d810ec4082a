import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The layers of docs/architecture.md are held by eslint.config.mjs (`npm run lint`, part of `npm test`). These plant
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
  { path: 'src/core/planted.ts', code: "export { describeError } from '../taskpane/wording/describeError';\n" },
  { path: 'src/core/query/planted.ts', code: "export { startService } from '../../service';\n" },
  { path: 'src/office/planted.ts', code: "export { toExcelError } from '../functions/excelErrors';\n" },
  { path: 'src/office/workbook/planted.ts', code: "export { App } from '../../taskpane/App';\n" },
  { path: 'src/functions/planted.ts', code: "export { describeError } from '../taskpane/wording/describeError';\n" },
  { path: 'src/taskpane/logic/planted.ts', code: "export { startService } from '../../service';\n" },
  { path: 'src/host/planted.ts', code: "export { startService } from '../service';\n" },
  { path: 'src/host/planted.ts', code: "export { loadSettings } from '../office/settings';\n" },
  { path: 'src/host/planted.ts', code: "export { describeError } from '../taskpane/wording/describeError';\n" },
  { path: 'src/service/planted.ts', code: "export { createClient } from '../core';\n" },
  { path: 'src/service/planted.ts', code: "export { PartLookup } from '../core/lookup';\n" },
  { path: 'src/relay/planted.ts', code: "export { startService } from '../service';\n" },
  { path: 'src/relay/auth/planted.ts', code: "export { loadSettings } from '../../office/settings';\n" },
  { path: 'src/office/planted.ts', code: "export { startRelay } from '../relay';\n" },
  { path: 'src/core/planted.ts', code: "export { startRelay } from '../relay';\n" },
  { path: 'src/taskpane/logic/planted.ts', code: "export { startRelay } from '../../relay';\n" },
  // A feature's jobs and logic sit two folders deeper: the layers hold there too.
  { path: 'src/taskpane/features/bom/jobs/planted.ts', code: "export { startService } from '../../../../service';\n" },
  {
    path: 'src/taskpane/features/fill/logic/planted.ts',
    code: "export { toExcelError } from '../../../../functions/excelErrors';\n",
  },
  // The word catalogue is the lowest layer: not even core's facts.
  { path: 'src/words/planted.ts', code: "export { shortList } from '../core';\n" },
  { path: 'src/words/en/planted.ts', code: "export type { MatchReason } from '../../core/matching';\n" },
  { path: 'src/words/planted.ts', code: "export { cellWordsFor } from '../functions/excelErrors';\n" },
  // The pane's inner layers, shared and a feature's: logic < wording < jobs < hooks < components < views.
  { path: 'src/taskpane/logic/planted.ts', code: "export { t } from '../i18n/i18n';\n" },
  { path: 'src/taskpane/features/bom/logic/planted.ts', code: "export { t } from '../../../i18n/i18n';\n" },
  {
    path: 'src/taskpane/features/search/logic/planted.ts',
    code: "import i18next from 'i18next';\nexport const t = i18next.t;\n",
  },
  { path: 'src/taskpane/logic/planted.ts', code: "export { MemoryWorkbook } from '../../office/workbook';\n" },
  {
    path: 'src/taskpane/features/settings/logic/planted.ts',
    code: "export { MAX_RATE } from '../../../../office/settings';\n",
  },
  {
    path: 'src/taskpane/features/fill/logic/planted.ts',
    code: "export { writeProducts } from '../../../jobs/writeProducts';\n",
  },
  { path: 'src/taskpane/features/bom/logic/planted.ts', code: "export { refreshBom } from '../jobs/refreshBom';\n" },
  { path: 'src/taskpane/logic/planted.ts', code: "export { describeError } from '../wording/describeError';\n" },
  { path: 'src/taskpane/logic/planted.ts', code: "export { BomView } from '../features/bom/BomView';\n" },
  { path: 'src/taskpane/features/search/logic/planted.ts', code: "export { SearchView } from '../SearchView';\n" },
  { path: 'src/taskpane/features/fill/logic/planted.ts', code: "export { BomView } from '../../bom/BomView';\n" },
  { path: 'src/taskpane/logic/planted.ts', code: "export { usePane } from '../PaneContext';\n" },
  { path: 'src/taskpane/logic/planted.ts', code: "import { useState } from 'react';\nexport const use = useState;\n" },
  { path: 'src/taskpane/errors/planted.ts', code: "export { describeError } from '../wording/describeError';\n" },
  { path: 'src/taskpane/wording/planted.ts', code: "export { writeProducts } from '../jobs/writeProducts';\n" },
  { path: 'src/taskpane/wording/failureWords/planted.ts', code: "export { useJob } from '../../hooks/useJob';\n" },
  {
    path: 'src/taskpane/features/search/wording/planted.ts',
    code: "export { insertSearch } from '../jobs/insertSearch';\n",
  },
  { path: 'src/taskpane/jobs/planted.ts', code: "export { useJob } from '../hooks/useJob';\n" },
  // A job reports facts; the pane's words are the place's that started it (its outcome, progress and questions).
  { path: 'src/taskpane/jobs/planted.ts', code: "export { t } from '../i18n/i18n';\n" },
  { path: 'src/taskpane/features/bom/jobs/planted.ts', code: "export { t } from '../../../i18n/i18n';\n" },
  { path: 'src/taskpane/features/fill/jobs/planted.ts', code: "export { default } from 'i18next';\n" },
  { path: 'src/taskpane/jobs/planted.ts', code: "export { App } from '../App';\n" },
  { path: 'src/taskpane/features/bom/jobs/planted.ts', code: "export { BomView } from '../BomView';\n" },
  {
    path: 'src/taskpane/features/fill/jobs/planted.ts',
    code: "export { useSearchForm } from '../../search/useSearchForm';\n",
  },
  {
    path: 'src/taskpane/features/tables/jobs/planted.ts',
    code: "export { JobStatus } from '../../../components/JobStatus';\n",
  },
  { path: 'src/taskpane/features/category/jobs/planted.ts', code: "export { useJob } from '../../../hooks/useJob';\n" },
  { path: 'src/taskpane/hooks/planted.ts', code: "export { JobStatus } from '../components/JobStatus';\n" },
  { path: 'src/taskpane/components/planted.tsx', code: "export { BomView } from '../features/bom/BomView';\n" },
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
  {
    path: 'src/words/planted.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  },
  { path: 'src/words/ja/planted.ts', code: 'export const language = (): string => navigator.language;\n' },
];

/** Office.js's globals outside src/office and the functions' register.ts. */
const OFFICE_GLOBALS: readonly Planted[] = [
  {
    path: 'src/taskpane/jobs/planted.ts',
    code: 'export const run = (): Promise<void> => Excel.run(async () => undefined);\n',
  },
  { path: 'src/taskpane/components/planted.tsx', code: 'export const host = (): unknown => Office.context.host;\n' },
  {
    path: 'src/functions/planted.ts',
    code: 'export const run = (): Promise<void> => Excel.run(async () => undefined);\n',
  },
  { path: 'src/host/planted.ts', code: 'export const storage = (): unknown => OfficeRuntime.storage;\n' },
];

const ALLOWED: readonly Planted[] = [
  {
    path: 'src/service/planted.ts',
    code: "export { parseFilter } from '../core/query';\nexport { SEARCH_ITEMS } from '../core/catalog';\n",
  },
  { path: 'src/office/planted.ts', code: "export { createClient } from '../core';\n" },
  {
    path: 'src/taskpane/jobs/planted.ts',
    code: "export { MemoryWorkbook } from '../../office/workbook';\nexport { createClient } from '../../core';\n",
  },
  { path: 'src/functions/planted.ts', code: "export { loadSettings } from '../office/settings';\n" },
  {
    path: 'src/taskpane/features/bom/jobs/planted.ts',
    code: "export { MemoryWorkbook } from '../../../../office/workbook';\nexport { createClient } from '../../../../core';\n",
  },
  // What a job writes into the sheet (cell texts, notes, captions) it words through wording/.
  {
    path: 'src/taskpane/features/bom/jobs/planted.ts',
    code: "export { categoryInText } from '../../../wording/categoryNames';\n",
  },
  // office/host.ts is office's host detection, not the host layer: a path means a layer only from src/.
  { path: 'src/taskpane/planted.ts', code: "export { detectHost } from '../office/host';\n" },
  { path: 'src/host/planted.ts', code: "export { isCalendarDate } from '../core';\n" },
  { path: 'src/host/planted.ts', code: "export { createPassThrough } from '../relay';\n" },
  { path: 'src/relay/auth/planted.ts', code: "export { partnoKey } from '../../core';\n" },
  // Every layer reads the word catalogue.
  { path: 'src/core/matching/planted.ts', code: "export { en } from '../../words';\n" },
  { path: 'src/taskpane/i18n/planted.ts', code: "export { en } from '../../words';\n" },
  { path: 'src/functions/planted.ts', code: "export { ja } from '../words';\n" },
  // Office.js's globals where Office.js is met: office's ports, and the functions' registration.
  {
    path: 'src/office/workbook/planted.ts',
    code: 'export const run = (): Promise<void> => Excel.run(async () => undefined);\n',
  },
  { path: 'src/functions/register.ts', code: 'export const ready = (): unknown => Office.onReady();\n' },
  // A type is not a use: the pane and the functions may name Office.js's types.
  { path: 'src/functions/planted.ts', code: 'export type Value = Excel.CellValue;\n' },
  { path: 'test/unit/planted.ts', code: "export { startService } from '../../src/service';\n" },
  // The pane's inner layers: each imports the layers below it.
  {
    path: 'src/taskpane/features/bom/logic/planted.ts',
    code: "export { partnoKey } from '../../../../core';\nexport { en } from '../../../../words';\n",
  },
  {
    path: 'src/taskpane/logic/planted.ts',
    code: "export { createClient } from '../../core';\nexport { en } from '../../words';\n",
  },
  {
    path: 'src/taskpane/features/fill/logic/planted.ts',
    code:
      "export { isPartNumberHeader } from '../../bom/logic/bomHeaders';\n" +
      "export { localDate } from '../../../logic/localDateTime';\n" +
      "export { BomRefreshError } from '../../../errors/BomRefreshError';\n",
  },
  // A type is a fact: logic may name office's types, and not call office.
  {
    path: 'src/taskpane/features/bom/logic/planted.ts',
    code: "export type { RangeAddress } from '../../../../office/workbook';\n",
  },
  {
    path: 'src/taskpane/wording/planted.ts',
    code: "export { t } from '../i18n/i18n';\nexport { categoriesCovered } from '../logic/categoryChoices';\n",
  },
  {
    path: 'src/taskpane/features/settings/wording/planted.ts',
    code:
      "export { settingsProblems } from '../logic/settingsProblems';\n" +
      "export { describeError } from '../../../wording/describeError';\n",
  },
  {
    path: 'src/taskpane/features/bom/jobs/planted.ts',
    code:
      "export { describeError } from '../../../wording/describeError';\n" +
      "export { statusSummary } from '../logic/statusSummary';\n",
  },
  {
    path: 'src/taskpane/hooks/planted.ts',
    code: "export { usePane } from '../PaneContext';\nexport { writeProducts } from '../jobs/writeProducts';\n",
  },
  { path: 'src/taskpane/components/planted.tsx', code: "export { useJob } from '../hooks/useJob';\n" },
  {
    path: 'src/taskpane/features/search/planted.tsx',
    code: "export { insertSearch } from './jobs/insertSearch';\nexport { JobStatus } from '../../components/JobStatus';\n",
  },
];

describe('npm run lint holds the layers', () => {
  const all = [
    ...UPWARD,
    ...NOT_PORTABLE,
    ...ALLOWED,
    ...OFFICE_GLOBALS,
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

  test.each(
    OFFICE_GLOBALS.map((file, index) => [
      file.path,
      file.code.trim(),
      UPWARD.length + NOT_PORTABLE.length + ALLOWED.length + index,
    ]),
  )('Office.js globals only in src/office and register.ts: %s: %s', (_path, _code, index) => {
    expect(at(index as number).rules).toContain('no-restricted-globals');
  });

  test('inside core, another folder is reached through its index.ts only', () => {
    expect(at(all.length - 1).rules).toContain('no-restricted-imports');
  });
});

/** Real files for the lint command itself, each with the rule and the words it must fail with. */
const REAL_FILES = [
  {
    path: ['src', 'office', `planted-${process.pid}.ts`],
    code: "export { describeError } from '../taskpane/wording/describeError';\n",
    says: 'office sits below the functions and the task pane',
  },
  {
    path: ['src', 'host', `planted-${process.pid}.ts`],
    code: "export { loadSettings } from '../office/settings';\n",
    says: 'the host imports core and relay only',
  },
  {
    path: ['src', 'taskpane', 'logic', `planted-${process.pid}.ts`],
    code: "export { t } from '../i18n/i18n';\n",
    says: 'logic is pure, facts from facts',
  },
  {
    path: ['src', 'taskpane', 'jobs', `planted-${process.pid}.ts`],
    code: 'export const run = (): Promise<void> => Excel.run(async () => undefined);\n',
    says: 'Excel is reached through src/office only',
  },
];

test('the lint command fails on real files: an upward import, host -> office, logic -> i18n, Excel.run in the pane', () => {
  const planted = REAL_FILES.map((file) => ({ ...file, path: join(ROOT, ...file.path) }));
  for (const file of planted) writeFileSync(file.path, file.code);
  try {
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings', '0', ...planted.map((f) => f.path)],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status).toBe(1);
    for (const file of planted) {
      const report = run.stdout.slice(run.stdout.indexOf(file.path));
      expect(report.slice(0, report.indexOf('\n\n'))).toContain(file.says);
    }
  } finally {
    for (const file of planted) rmSync(file.path, { force: true });
  }
}, 120_000);
