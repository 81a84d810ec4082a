/**
 * `npm run mutation -- <folder or files of src>`: a mutation run (StrykerJS, its jest runner) of the code named,
 * against the unit tests of the same place alone (`src/core/matching` → `test/unit/core/matching`), so that a
 * score says how well those tests pin the code. Not part of `npm test`: a run takes minutes to an hour.
 *
 *   npm run mutation -- src/core/matching
 *   npm run mutation -- src/core/matching/assessMatch.ts src/core/matching/rankMatches.ts
 *
 * The report is written to reports/mutation/ (HTML) and the score printed at the end.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, posix } from 'node:path';

const named = process.argv.slice(2).map((path) => path.replace(/\\/g, '/').replace(/\/$/, ''));
if (named.length === 0 || named.some((path) => !path.startsWith('src/') || !existsSync(path))) {
  console.error('Name a folder or files under src/, e.g.: npm run mutation -- src/core/matching');
  process.exit(2);
}
const isFolder = (path: string) => statSync(path).isDirectory();
const mutate = named.map((path) => (isFolder(path) ? `${path}/**/*.ts` : path));
// The unit tests of the same place: a folder's own, or a file's folder's.
const testFolders = [...new Set(named.map((path) => (isFolder(path) ? path : dirname(path))))].map((folder) =>
  posix.join('test/unit', posix.relative('src', folder)),
);
const missing = testFolders.filter((folder) => !existsSync(folder));
if (missing.length > 0) {
  console.error(`No unit tests at ${missing.join(', ')}: a mutation run needs the tests of the code it mutates.`);
  process.exit(2);
}
const result = spawnSync(
  'npx',
  [
    'stryker',
    'run',
    'stryker.config.json',
    '--mutate',
    mutate.join(','),
    // Read by stryker.config.json's jest config through the environment: the tests that run.
  ],
  { stdio: 'inherit', env: { ...process.env, MUTATION_TESTS: testFolders.join(',') } },
);
process.exit(result.status ?? 1);
