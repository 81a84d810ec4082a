import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import webpack from 'webpack';
import { FUNCTIONS } from '../../../src/functions/functions';

// The shared runtime page loads functions.js and taskpane.js, and taskpane.js fetches the pane and its views
// as chunks of their own. If the entries had a webpack runtime each, the page would hold two instances of
// every module they share: two rate-limiter registries for one key, errors made by one copy of core failing
// the other copy's instanceof checks (the pane's messages, the functions' cell errors), two React contexts.
// The build must run every module on one webpack runtime, and put each in one chunk only: on one runtime a
// module in two chunks still runs once, but is fetched and parsed twice.
// The worker that reads category files (productFileWorker) is not on the page: it is a realm of its own, with
// its own runtime and its own copy of the core modules it needs, and is left out of the page's checks below.
const ROOT = join(__dirname, '..', '..', '..');
const WORKER_CHUNK = 'productFileWorker';

let outputDir: string;
/** Each module (path from the root, `/`-separated) and the chunks it is emitted in. */
const chunksOf = new Map<string, string[]>();
/** The modules of the worker's chunk. */
const workerModules: string[] = [];
/** The chunks holding a webpack runtime, and each entrypoint's chunks, by name. */
let runtimeChunks: string[] = [];
const entrypoints = new Map<string, string[]>();

beforeAll(async () => {
  outputDir = mkdtempSync(join(tmpdir(), 'partspec-bundle-'));
  const configure = require(join(ROOT, 'webpack.config.js')) as (
    env: Record<string, unknown>,
    argv: { mode: string },
  ) => webpack.Configuration;
  const config = configure({}, { mode: 'development' });
  config.output = { ...config.output, path: outputDir };
  config.devtool = false;
  const result = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (error, built) =>
      error || !built ? reject(error ?? new Error('no build result')) : resolve(built),
    );
  });
  if (result.hasErrors()) throw new Error(result.toString({ all: false, errors: true }));
  const { compilation } = result;
  const { chunkGraph } = compilation;
  for (const module of compilation.modules) {
    const file = (module as { resource?: string }).resource;
    if (!file) continue;
    const path = relative(ROOT, file).split(sep).join('/');
    const chunks = [...chunkGraph.getModuleChunks(module)].map((chunk) => chunk.name ?? String(chunk.id));
    if (chunks.includes(WORKER_CHUNK)) workerModules.push(path);
    const onPage = chunks.filter((chunk) => chunk !== WORKER_CHUNK);
    if (onPage.length > 0) chunksOf.set(path, onPage);
  }
  runtimeChunks = [...compilation.chunks]
    .filter((chunk) => chunk.hasRuntime() && chunk.name !== WORKER_CHUNK)
    .map((chunk) => chunk.name ?? '');
  for (const [name, entrypoint] of compilation.entrypoints) {
    entrypoints.set(
      name,
      entrypoint.chunks.map((chunk) => chunk.name ?? String(chunk.id)),
    );
  }
}, 180_000);

afterAll(() => {
  if (outputDir) rmSync(outputDir, { recursive: true, force: true });
});

test('no module is in two chunks', () => {
  // The modules both entries use are there, once, in the functions' bundle.
  for (const shared of ['src/office/runtime.ts', 'src/office/settings/index.ts', 'src/core/index.ts']) {
    expect({ module: shared, chunks: chunksOf.get(shared) }).toEqual({ module: shared, chunks: ['functions'] });
  }
  const inSeveral = [...chunksOf.entries()].filter(([, chunks]) => chunks.length > 1).map(([path]) => path);
  expect(inSeveral).toEqual([]);
  // Not vacuous: the libraries are there too.
  expect([...chunksOf.keys()].filter((path) => path.startsWith('node_modules/react-dom/')).length).toBeGreaterThan(0);
});

test('the functions come first and alone: nothing of the pane is in functions.js or taskpane.js', () => {
  // React, Fluent UI, i18next and the pane's own modules, its texts in the word catalogue included, load only
  // after the functions are registered.
  const inEntries = [...chunksOf.entries()]
    .filter(([, chunks]) => chunks.includes('functions') || chunks.includes('taskpane'))
    .map(([path]) => path);
  const paneCode = inEntries.filter((path) =>
    /^node_modules\/(react|react-dom|@fluentui|i18next|react-i18next)\/|^src\/taskpane\/(?!index\.ts$|i18n\/isCodeNotFetched\.ts$)|^src\/words\/(paneTexts\.ts$|paneTerms\.ts$|\w+\/pane\/)/.test(
      path,
    ),
  );
  expect(paneCode).toEqual([]);
  expect(chunksOf.get('src/taskpane/index.ts')).toEqual(['taskpane']);
  expect(chunksOf.get('src/functions/register.ts')).toEqual(['functions']);
});

test('each function is associated once: by the metadata plugin’s calls, appended to functions.ts', () => {
  const code = readFileSync(join(outputDir, 'functions.js'), 'utf8');
  const associated = [...code.matchAll(/\.associate\(\s*["']([A-Z][A-Z0-9_.]*)["']/g)].map((match) => match[1]);
  expect(associated.sort()).toEqual(Object.keys(FUNCTIONS).sort());
  // No other call of associate (a loop over FUNCTIONS, as register.ts once had) anywhere in the bundle, but the
  // one that passes each on to Excel's own runtime (src/office/functionAssociations.ts, where the calls go).
  expect([...code.matchAll(/\.associate\(/g)]).toHaveLength(associated.length + 1);
  expect([...code.matchAll(/excel\.associate\(id, body\)/g)]).toHaveLength(1);
});

test('the manifest’s SupportUrl and LearnMoreUrl pages, and the acceptance script they link to, are built', () => {
  for (const page of ['support.html', 'getting-started.html', 'excel-acceptance.txt']) {
    expect({ page, built: existsSync(join(outputDir, page)) }).toEqual({ page, built: true });
  }
  expect(readFileSync(join(outputDir, 'excel-acceptance.txt'), 'utf8')).toBe(
    readFileSync(join(ROOT, 'docs', 'excel-acceptance.md'), 'utf8'),
  );
});

test('each view is a chunk of its own, fetched when first shown', () => {
  for (const view of [
    'features/search/SearchView',
    'features/category/CategoryView',
    'features/bom/BomView',
    'features/tables/TablesView',
    'features/settings/SettingsView',
  ]) {
    const name = `view-${view.split('/')[1]}`;
    expect({ view, chunks: chunksOf.get(`src/taskpane/${view}.tsx`) }).toEqual({ view, chunks: [name] });
  }
  expect(chunksOf.get('src/taskpane/App.tsx')).toEqual(['pane']);
});

test('one webpack runtime: the pane runs on the functions’ runtime, loaded after them', () => {
  expect(runtimeChunks).toEqual(['functions']);
  expect(entrypoints.get('functions')).toEqual(['functions']);
  expect(entrypoints.get('taskpane')).toEqual(['taskpane']);
  const scriptsOf = (page: string): string[] =>
    [...readFileSync(join(outputDir, page), 'utf8').matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
  // Office's page: office.js from Microsoft's CDN first, then the add-in's own.
  expect(scriptsOf('taskpane.html')).toEqual([
    'https://appsforoffice.microsoft.com/lib/1/hosted/office.js',
    'functions.js',
    'taskpane.js',
  ]);
  // The browser's (preview mode): the same scripts without office.js, which only Office can use.
  expect(scriptsOf('preview.html')).toEqual(['functions.js', 'taskpane.js']);
});

test('the worker that reads category files is an entry of its own, with core only: no pane, no Office code', () => {
  expect(entrypoints.get(WORKER_CHUNK)).toEqual([WORKER_CHUNK]);
  expect(workerModules).toContain('src/office/productFile.worker.ts');
  expect(workerModules).toContain('src/core/client/download/serveProductFiles.ts');
  // Core and what core uses (the word catalogue, src/words: its errors' English); nothing of the pane, and of
  // office/ only the worker's own script.
  const notCore = workerModules.filter(
    (path) =>
      /(^|\/)node_modules\/(react|react-dom|@fluentui|i18next|react-i18next)\//.test(path) ||
      (path.startsWith('src/') && !/^src\/(core\/|words\/|office\/productFile\.worker\.ts$)/.test(path)),
  );
  expect(notCore).toEqual([]);
});
