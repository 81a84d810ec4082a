// @ts-check
// ESLint's flat config. Besides the usual checks, it holds the layers of docs/architecture.md: imports go downward
// only (functions and taskpane -> office -> core -> words, the word catalogue), core stays runnable in Excel, a browser and Node, and
// the reference service is a separate program that only tests and benchmarks import.
//
// The layers are checked with ESLint's own no-restricted-imports on relative paths, written out per folder
// depth so that `../office` means the office layer and never a file called office elsewhere. (Import
// plugins that resolve modules need a native resolver whose builds this project's registry does not carry
// for every platform, which would break `npm ci`.)
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The layers under src/ and the layers each must not import, with why. */
const FORBIDDEN = {
  words: {
    layers: ['core', 'office', 'functions', 'taskpane', 'host', 'relay', 'service'],
    why: 'words, the word catalogue, is the lowest layer: it imports nothing of src, so that every layer may read it',
  },
  core: {
    layers: ['office', 'functions', 'taskpane', 'host', 'relay', 'service'],
    why: 'core sits above the word catalogue only: it imports src/words and nothing else of src',
  },
  office: {
    layers: ['functions', 'taskpane', 'host', 'relay', 'service'],
    why: 'office sits below the functions and the task pane: it imports core only',
  },
  functions: {
    layers: ['taskpane', 'host', 'relay', 'service'],
    why: 'the custom functions import office and core only',
  },
  taskpane: { layers: ['functions', 'host', 'relay', 'service'], why: 'the task pane imports office and core only' },
  host: {
    layers: ['office', 'functions', 'taskpane', 'service'],
    why: 'the host imports core and relay only; it serves the add-in and starts the reference service as programs',
  },
  relay: {
    layers: ['office', 'functions', 'taskpane', 'host', 'service'],
    why: 'the relay imports core only; the add-in never imports it',
  },
  service: {
    layers: ['office', 'functions', 'taskpane', 'host', 'relay'],
    why: 'the reference service may use core/catalog and core/query only',
  },
};

/** core's folders; the service may use these two of them. */
const CORE_FOLDERS = readdirSync(new URL('./src/core', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const CORE_FOR_SERVICE = ['catalog', 'query'];

/** Deepest folder nesting under a layer that the rules are written out for. */
const MAX_DEPTH = 6;

const up = (levels) => '../'.repeat(levels);
const both = (path) => [path, `${path}/*`];

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
].map((name) => ({ name, message: `core and words run in Excel, a browser and Node: ${name} is not in all of them.` }));

const NODE_MODULES = {
  group: ['node:*', ...builtinModules.filter((name) => !name.startsWith('_'))],
  message:
    'core and words run in Excel, a browser and Node: a Node module is not in all of them (docs/architecture.md, Conventions).',
};

/**
 * The import patterns forbidden to a file `depth` folders below src/ in `layer` (`folder` is its core folder,
 * if any): the layers above it; for the service, every part of core but catalog and query; for core, Node's
 * modules and another core folder's files behind its index.ts (docs/architecture.md, Conventions).
 */
function forbiddenPatterns(layer, depth, folder) {
  const toSrc = up(depth);
  const { layers, why } = FORBIDDEN[layer];
  const patterns = [
    {
      group: layers.flatMap((name) => both(`${toSrc}${name}`)),
      message: `${why} (docs/architecture.md, Conventions).`,
    },
  ];
  if (layer === 'service') {
    // Folders as patterns (a pattern covers everything under it); core's own files by exact path (below).
    patterns.push({
      group: CORE_FOLDERS.filter((name) => !CORE_FOR_SERVICE.includes(name)).map((name) => `${toSrc}core/${name}`),
      message: `${why} (docs/architecture.md, Conventions).`,
    });
  }
  if (layer === 'words') patterns.push(NODE_MODULES);
  if (layer === 'core') {
    patterns.push(NODE_MODULES);
    if (folder) {
      const toCore = up(depth - 1);
      patterns.push({
        group: CORE_FOLDERS.filter((name) => name !== folder).map((name) => `${toCore}${name}/*`),
        message:
          'Import another core folder through its index.ts, not a file behind it (docs/architecture.md, Conventions).',
      });
    }
  }
  return patterns;
}

/** Exact paths forbidden besides the patterns: core's top-level files, for the service. */
function forbiddenPaths(layer, depth) {
  if (layer !== 'service') return [];
  const message = `${FORBIDDEN.service.why} (docs/architecture.md, Conventions).`;
  return ['core', 'core/index', 'core/createClient'].map((name) => ({ name: `${up(depth)}${name}`, message }));
}

/**
 * The task pane's inner layers, bottom to top: logic and errors (facts from facts), wording (facts and errors
 * into the pane's sentences), jobs, hooks, components; the features' views, PaneLayout and App above them all.
 * Each is a folder of the pane (src/taskpane/<layer>/) and of a feature (src/taskpane/features/<f>/<layer>/).
 * `above`: the pane's folders it must not import (the shared one, its own feature's and another feature's);
 * `context`: whether it may read PaneContext, the one top-level file below the views; `office`: `types` when
 * it may name office's types but not call it; `packages`: packages it must not import.
 */
const PANE_LAYERS = {
  logic: {
    above: ['i18n', 'wording', 'jobs', 'hooks', 'components', 'preview'],
    office: 'types',
    packages: ['react', 'react-dom', 'react-dom/*', '@fluentui/*', 'i18next', 'react-i18next'],
    why: "logic is pure, facts from facts: it imports core, words, office's types, errors and other logic, never the pane's i18n, wording, jobs, hooks, components or views",
  },
  errors: {
    above: ['logic', 'i18n', 'wording', 'jobs', 'hooks', 'components', 'preview'],
    office: 'types',
    packages: ['react', 'react-dom', 'react-dom/*', '@fluentui/*', 'i18next', 'react-i18next'],
    why: "the pane's errors carry facts as fields: they import core and office's types only; the wording layer words them",
  },
  wording: {
    above: ['jobs', 'hooks', 'components', 'preview'],
    packages: ['react', 'react-dom', 'react-dom/*', '@fluentui/*'],
    why: "wording turns facts and errors into the pane's sentences: it imports logic, errors and i18n, never jobs, hooks, components or views",
  },
  jobs: {
    above: ['i18n', 'hooks', 'components', 'preview'],
    packages: ['react', 'react-dom', 'react-dom/*', '@fluentui/*', 'i18next', 'react-i18next'],
    why: "a job does its work on the workbook port and returns its outcome as facts, which the place that started it words: it never imports the pane's i18n, a hook, a component or a view (what it writes into the sheet, it words through wording/)",
  },
  hooks: {
    above: ['components', 'preview'],
    context: true,
    why: 'hooks sit below the components and the views: they import jobs, wording, logic and PaneContext',
  },
  components: {
    above: ['preview'],
    context: true,
    why: "the shared components sit below the features' views: they import hooks, jobs, wording, logic and PaneContext",
  },
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pane's own imports forbidden to a file of `layer` `depth` folders below src/ (`inFeature`: in a
 * feature's folder of that layer): the layers above it, in the pane, its own feature and another feature;
 * the features' views (their top-level files); the pane's top-level files (PaneContext allowed to hooks and
 * components); office's values where only its types are allowed; packages that are not this layer's.
 */
function paneLayerPatterns(layer, depth, inFeature) {
  const { above, context, office, packages, why } = PANE_LAYERS[layer];
  const message = `${why} (docs/architecture.md, The pane's inner layers).`;
  const toSrc = up(depth);
  const toPane = up(depth - 1);
  const folders = [`${toPane}`, `${toPane}features/*/`];
  const views = [`^${escape(toPane)}features/[^/]+/[^/]+$`];
  if (inFeature) {
    // From src/taskpane/features/<f>/<layer>/…: `toFeature` reaches <f>, `toFeatures` the features' folder.
    const toFeature = up(depth - 3);
    const toFeatures = up(depth - 2);
    folders.push(toFeature, `${toFeatures}*/`);
    views.push(`^${escape(toFeature)}[^/]+$`, `^${escape(toFeatures)}[^/]+/[^/]+$`);
  }
  const top = context ? `^${escape(toPane)}(?!PaneContext$)[^/]+$` : `^${escape(toPane)}[^/]+$`;
  const patterns = [
    { group: above.flatMap((name) => folders.flatMap((folder) => both(`${folder}${name}`))), message },
    ...[...views, top].map((regex) => ({ regex, message })),
  ];
  if (office === 'types') patterns.push({ group: both(`${toSrc}office`), allowTypeImports: true, message });
  if (packages) patterns.push({ group: packages, message });
  return patterns;
}

/**
 * One block per pane layer, shared or a feature's, and depth. Each repeats the pane's outer patterns
 * (forbiddenPatterns), since a later block's no-restricted-imports replaces an earlier one's for its files.
 */
function paneLayerBlocks() {
  const blocks = [];
  for (const layer of Object.keys(PANE_LAYERS)) {
    for (const inFeature of [false, true]) {
      const base = inFeature ? `src/taskpane/features/*/${layer}/` : `src/taskpane/${layer}/`;
      const baseDepth = inFeature ? 4 : 2;
      for (let depth = baseDepth; depth <= MAX_DEPTH; depth += 1) {
        blocks.push({
          files: [`${base}${'*/'.repeat(depth - baseDepth)}*.{ts,tsx}`],
          rules: {
            'no-restricted-imports': [
              'error',
              {
                patterns: [...forbiddenPatterns('taskpane', depth), ...paneLayerPatterns(layer, depth, inFeature)],
              },
            ],
          },
        });
      }
    }
  }
  return blocks;
}

/** One block per layer, core folder and depth: no-restricted-imports takes one list per file. */
function layerBlocks() {
  const blocks = [];
  for (const layer of Object.keys(FORBIDDEN)) {
    const folders = layer === 'core' ? [undefined, ...CORE_FOLDERS] : [undefined];
    for (const folder of folders) {
      for (let depth = folder ? 2 : 1; depth <= MAX_DEPTH; depth += 1) {
        const below = folder ? `${folder}/${'*/'.repeat(depth - 2)}` : '*/'.repeat(depth - 1);
        // A top-level core file is not in a folder: `src/core/*.ts` only, never a folder's files.
        if (layer === 'core' && !folder && depth > 1) break;
        blocks.push({
          files: [`src/${layer}/${below}*.{ts,tsx}`],
          rules: {
            'no-restricted-imports': [
              'error',
              { paths: forbiddenPaths(layer, depth), patterns: forbiddenPatterns(layer, depth, folder) },
            ],
          },
        });
      }
    }
  }
  return blocks;
}

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'test/e2e/.build/', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerBlocks(),
  ...paneLayerBlocks(),
  {
    // The word catalogue runs wherever core does.
    files: ['src/core/**/*.ts', 'src/words/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: { 'no-restricted-globals': ['error', ...NOT_IN_CORE] },
  },
  {
    // The view tests run the pane in jsdom, a browser's globals.
    files: [
      'src/taskpane/**/*.{ts,tsx}',
      'src/functions/**/*.ts',
      'src/office/**/*.ts',
      'test/views/**/*.{ts,tsx}',
      'test/support/views/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Office.js is reached through office's ports (the workbook, settings, host detection), so that the pane
    // and the functions run on the in-memory workbook in tests and in preview mode alike. register.ts is the
    // runtime page's entry for the functions (their associations are the metadata plugin's, appended to
    // functions.ts at build time), left out as the one place they may meet Excel's runtime.
    files: ['src/{taskpane,functions,host,service}/**/*.{ts,tsx}'],
    ignores: ['src/functions/register.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['Excel', 'Office', 'OfficeRuntime'].map((name) => ({
          name,
          message: `${name} is reached through src/office only (docs/architecture.md, Conventions).`,
        })),
      ],
    },
  },
  {
    // Tests load modules afresh inside jest.isolateModules, which takes require(), and read the build's
    // CommonJS webpack.config.js.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The Excel fake stands where Office.js does: each of its objects declares the Office.js type it stands for
    // (Fake<T>, Members<T>), whose members are typed as loosely as Office.js objects are at that boundary
    // (docs/architecture.md, Conventions: any only there), as is its machinery inside. Its tests see Office.js's own types.
    files: ['test/support/excelFake.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The rules of hooks only: the plugin's other rules judge code for the React Compiler, which the pane
    // does not use. The view tests' pane (test/support/views) is made of hooks too.
    files: ['src/taskpane/**/*.{ts,tsx}', 'test/views/**/*.{ts,tsx}', 'test/support/views/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
