import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// src/core must run in Excel's JavaScript runtime and in browsers as well as in Node (docs/architecture.md, Conventions: core has no
// Office.js, no DOM, no Node-only API). `npm run build` bundles it for the web; this keeps the promise
// checked on every test run.
const CORE = join(__dirname, '..', '..', '..', 'src', 'core');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const FORBIDDEN: ReadonlyArray<[RegExp, string]> = [
  [/from ['"]node:/, 'a node: module'],
  [/from ['"](fs|path|http|https|zlib|crypto|child_process|os|url|util|stream|buffer)['"]/, 'a Node built-in module'],
  [/\brequire\(/, 'require()'],
  [/\bBuffer\b/, 'Buffer'],
  [/\bprocess\./, 'process'],
  [/\b__dirname\b/, '__dirname'],
  [/\b(window|document|Office|OfficeRuntime|Excel)\./, 'a browser or Office global'],
];

test.each(sources(CORE).map((path) => [relative(CORE, path), path]))(
  'src/core/%s uses no Node-only, DOM or Office API',
  (_name, path) => {
    const code = readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    for (const [pattern, what] of FORBIDDEN) {
      expect({ file: path, uses: pattern.test(code) ? what : 'nothing forbidden' }).toEqual({
        file: path,
        uses: 'nothing forbidden',
      });
    }
  },
);
