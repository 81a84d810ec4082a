import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import webpack from 'webpack';

// The shared runtime page loads functions.js and taskpane.js. If each bundle carried its own copy of a
// module, the page would hold two instances of it: two rate-limiter registries for one key, and errors made
// by one copy of core failing the other copy's instanceof checks (the pane's messages, the functions' cell
// errors). The build must put every module of src/ in one chunk, on one webpack runtime.
const ROOT = join(__dirname, '..', '..', '..');

let outputDir: string;
/** Each module of src/ (path from the root, `/`-separated) and the chunks it is emitted in. */
const chunksOf = new Map<string, string[]>();
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
    if (!path.startsWith('src/')) continue;
    chunksOf.set(
      path,
      [...chunkGraph.getModuleChunks(module)].map((chunk) => chunk.name ?? String(chunk.id)),
    );
  }
  runtimeChunks = [...compilation.chunks].filter((chunk) => chunk.hasRuntime()).map((chunk) => chunk.name ?? '');
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

test('no module of src/ is in both bundles', () => {
  // The modules both entries use are there, once, in the functions' bundle.
  for (const shared of ['src/office/runtime.ts', 'src/office/settings.ts', 'src/core/index.ts']) {
    expect({ module: shared, chunks: chunksOf.get(shared) }).toEqual({ module: shared, chunks: ['functions'] });
  }
  const inSeveral = [...chunksOf.entries()].filter(([, chunks]) => chunks.length > 1).map(([path]) => path);
  expect(inSeveral).toEqual([]);
});

test('one webpack runtime: the pane runs on the functions’ runtime, loaded after them', () => {
  expect(runtimeChunks).toEqual(['functions']);
  expect(entrypoints.get('functions')).toEqual(['functions']);
  expect(entrypoints.get('taskpane')).toEqual(['taskpane']);
  const html = readFileSync(join(outputDir, 'taskpane.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts.filter((src) => !src.startsWith('https:'))).toEqual(['functions.js', 'taskpane.js']);
});
