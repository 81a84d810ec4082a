// @ts-check
// ESLint's flat config. Besides the usual checks, it holds the layers of DESIGN.md: imports go downward
// only (functions and taskpane -> office -> core), core stays runnable in Excel, a browser and Node, and
// the reference service is a separate program that only tests and benchmarks import.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every layer under src/, as import-x paths relative to this file. */
const LAYERS = {
  core: './src/core',
  office: './src/office',
  functions: './src/functions',
  taskpane: './src/taskpane',
  host: './src/host',
  service: './src/service',
};

/** `from` must not be imported by `target`; `message` says why, in DESIGN's words. */
function forbid(target, from, message) {
  return { target: LAYERS[target], from: from.map((layer) => LAYERS[layer]), message };
}

const LAYER_ZONES = [
  forbid(
    'core',
    ['office', 'functions', 'taskpane', 'host', 'service'],
    'core is the lowest layer: it imports nothing above it (DESIGN.md, Layers).',
  ),
  forbid(
    'office',
    ['functions', 'taskpane', 'host', 'service'],
    'office sits below the functions and the task pane: it imports core only (DESIGN.md, Layers).',
  ),
  forbid('functions', ['taskpane', 'host', 'service'], 'The custom functions import office and core only.'),
  forbid('taskpane', ['functions', 'host', 'service'], 'The task pane imports office and core only.'),
  forbid('host', ['service'], 'The host starts the reference service as a program; it does not import it.'),
  {
    target: LAYERS.service,
    from: './src',
    except: ['./core/catalog', './core/query', './service'],
    message: 'The reference service may use core/catalog and core/query only (DESIGN.md, Layers).',
  },
];

/**
 * Inside core, a folder exposes its surface through its index.ts (DESIGN.md, Conventions): another folder
 * imports that, never a file behind it, so that a folder can be rearranged without touching the others.
 */
const CORE_FOLDERS = readdirSync(new URL('./src/core', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const CORE_SURFACE_ZONES = CORE_FOLDERS.flatMap((folder) =>
  CORE_FOLDERS.filter((other) => other !== folder).map((other) => ({
    target: `${LAYERS.core}/${folder}`,
    from: `${LAYERS.core}/${other}`,
    except: ['./index.ts'],
    message: `Import core/${other} through its index.ts, not a file behind it (DESIGN.md, Conventions).`,
  })),
);

/** What core must not touch, so that it runs in Excel's runtime, a browser and Node alike. */
const NOT_IN_CORE = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'indexedDB',
  'Office',
  'OfficeRuntime',
  'Excel',
  'CustomFunctions',
  'Buffer',
  'process',
  'require',
  '__dirname',
  '__filename',
  'global',
].map((name) => ({ name, message: `core runs in Excel, a browser and Node: ${name} is not in all of them.` }));

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'test/e2e/.build/', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...CORE_SURFACE_ZONES] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-globals': ['error', ...NOT_IN_CORE],
    },
  },
  {
    files: ['src/taskpane/**/*.{ts,tsx}', 'src/functions/**/*.ts', 'src/office/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests load modules afresh inside jest.isolateModules, which takes require(), and read the build's
    // CommonJS webpack.config.js.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The Excel fake stands where Office.js does: its proxies are typed as loosely as Office.js objects are
    // at that boundary (DESIGN.md: any only there), until the fake declares the Office.js types it implements.
    files: ['test/unit/office/workbook/excelFake*.ts', 'test/unit/office/workbook/ExcelWorkbook.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The rules of hooks only: the plugin's other rules judge code for the React Compiler, which the pane
    // does not use.
    files: ['src/taskpane/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
