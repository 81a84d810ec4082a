/**
 * `npm run mutation -- <folder or files of src>`: a mutation run (StrykerJS, its jest runner) of the code named,
 * against the unit tests of the same place alone (`src/core/matching` → `test/unit/core/matching`; a subfolder
 * with no tests of its own, `src/core/matching/makers`, → the nearest above), so that a score says how well
 * those tests pin the code. Not part of `npm test`: a run takes minutes to an hour.
 *
 *   npm run mutation -- src/core/matching
 *   npm run mutation -- src/core/matching/assessMatch.ts src/core/matching/rankMatches.ts
 *   npm run mutation -- src/core/matching --concurrency 1
 *
 * What follows the first option (`--concurrency 1` on a machine shared with other work, `--incremental`) is handed
 * to Stryker as written.
 * The report is written to reports/mutation/ (HTML) and the score printed at the end.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, posix } from 'node:path';

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const options = firstOption === -1 ? [] : args.slice(firstOption);
const named = (firstOption === -1 ? args : args.slice(0, firstOption)).map((path) =>
  path.replace(/\\/g, '/').replace(/\/$/, ''),
);
if (named.length === 0 || named.some((path) => !path.startsWith('src/') || !existsSync(path))) {
  console.error('Name a folder or files under src/, e.g.: npm run mutation -- src/core/matching');
  process.exit(2);
}
const isFolder = (path: string) => statSync(path).isDirectory();
const mutate = named.map((path) => (isFolder(path) ? `${path}/**/*.ts` : path));
// The unit tests of the same place: a folder's own, or a file's folder's; for a subfolder with no tests of its
// own (src/core/matching/makers), those of the nearest folder above it that has some (test/unit/core/matching).
const testsOf = (folder: string): string | undefined => {
  for (let at = folder; at.startsWith('src/'); at = dirname(at)) {
    const tests = posix.join('test/unit', posix.relative('src', at));
    if (existsSync(tests)) return tests;
  }
  return undefined;
};
const folders = [...new Set(named.map((path) => (isFolder(path) ? path : dirname(path))))];
const missing = folders.filter((folder) => testsOf(folder) === undefined);
if (missing.length > 0) {
  console.error(`No unit tests for ${missing.join(', ')}: a mutation run needs the tests of the code it mutates.`);
  process.exit(2);
}
const testFolders = [...new Set(folders.map((folder) => testsOf(folder) as string))];
const result = spawnSync(
  'npx',
  [
    'stryker',
    'run',
    'stryker.config.json',
    '--mutate',
    mutate.join(','),
    ...options,
    // Read by stryker.config.json's jest config through the environment: the tests that run.
  ],
  { stdio: 'inherit', env: { ...process.env, MUTATION_TESTS: testFolders.join(',') } },
);
process.exit(result.status ?? 1);
