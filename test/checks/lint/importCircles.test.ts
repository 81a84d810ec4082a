import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { importCircles } from '../../support/importCircles';

const ROOT = join(__dirname, '..', '..', '..');

/** Every .ts and .tsx file under `folder`, by its path from the repository's root, with its text. */
function sourcesUnder(folder: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    sources.set(relative(ROOT, path).replace(/\\/g, '/'), readFileSync(path, 'utf8'));
  }
  return sources;
}

test('src has no circle of imports, type imports and re-exports counted', () => {
  const sources = sourcesUnder('src');
  expect(sources.size).toBeGreaterThan(300);
  expect(importCircles(sources)).toEqual([]);
});

test('src/taskpane has no circle of imports, its views (.tsx) and every feature included', () => {
  const pane = new Map([...sourcesUnder('src')].filter(([path]) => path.startsWith('src/taskpane/')));
  expect([...pane.keys()].filter((path) => path.endsWith('.tsx')).length).toBeGreaterThan(30);
  expect(importCircles(pane)).toEqual([]);
});

describe('importCircles finds what it is for', () => {
  test('two files importing each other, one of them for a type only', () => {
    const planted = new Map([
      ['src/a/PartDescription.ts', "import type { Kind } from './statements';\nexport type D = Kind;\n"],
      ['src/a/statements.ts', "import type { D } from './PartDescription';\nexport type Kind = 'x';\n"],
      ['src/a/other.ts', "import type { D } from './PartDescription';\n"],
    ]);
    expect(importCircles(planted)).toEqual([['src/a/PartDescription.ts', 'src/a/statements.ts']]);
  });

  test('a circle through folders and their index files, re-exports included', () => {
    const planted = new Map([
      ['src/core/types/index.ts', "export * from './client';\n"],
      ['src/core/types/client.ts', "import type { PartMatch } from '../matching';\n"],
      ['src/core/matching/index.ts', "export { assess } from './assess';\n"],
      ['src/core/matching/assess.ts', "import { width } from '../crossing';\n"],
      ['src/core/crossing/index.ts', "export { width } from './width';\n"],
      ['src/core/crossing/width.ts', "import type { Client } from '../types';\nexport const width = 1;\n"],
      ['src/core/catalog/index.ts', 'export const unrelated = 1;\n'],
    ]);
    expect(importCircles(planted)).toEqual([
      [
        'src/core/crossing/index.ts',
        'src/core/crossing/width.ts',
        'src/core/matching/assess.ts',
        'src/core/matching/index.ts',
        'src/core/types/client.ts',
        'src/core/types/index.ts',
      ],
    ]);
  });

  test('a view and its hook importing each other, through a feature folder', () => {
    const planted = new Map([
      ['src/taskpane/features/bom/BomView.tsx', "import { useBom } from './useBom';\n"],
      ['src/taskpane/features/bom/useBom.ts', "import type { BomViewProps } from './BomView';\n"],
    ]);
    expect(importCircles(planted)).toEqual([
      ['src/taskpane/features/bom/BomView.tsx', 'src/taskpane/features/bom/useBom.ts'],
    ]);
  });

  test('no circle: a chain, and a package import, are none', () => {
    const planted = new Map([
      ['src/a.ts', "import { b } from './b';\nimport React from 'react';\n"],
      ['src/b.ts', "import { c } from './c';\n"],
      ['src/c.ts', 'export const c = 1;\n'],
    ]);
    expect(importCircles(planted)).toEqual([]);
  });
});
