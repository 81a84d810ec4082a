import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// npm run validate (scripts/validateManifest.js): office-addin-manifest's validate on the built manifest, which
// asks Microsoft's online validator, so no test here sends anything: what it says when the service cannot be
// reached, and when there is no built manifest yet.

const ROOT = join(__dirname, '..', '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'validateManifest.js');
const { explain, UNREACHABLE } = require(SCRIPT) as {
  explain(result: { status: number | null; output: string }): { code: number; words?: string };
  UNREACHABLE: string;
};

test('the validation service out of reach: said in plain words, and exit 2, as nothing was validated', () => {
  const output = `Error: ${UNREACHABLE}.\nFetchError: request to https://validationgateway.omex.office.net/package/api/check?clientId=devx failed, reason: getaddrinfo ENOTFOUND validationgateway.omex.office.net\n`;
  const said = explain({ status: 1, output });
  expect(said.code).toBe(2);
  expect(said.words).toMatch(/^Microsoft's manifest validation service could not be reached .* was not validated\./);
  expect(said.words).toContain('npm test checks it offline');
});

test.each([
  [0, 'The manifest is valid.'],
  [1, 'The manifest is not valid.'],
])('otherwise office-addin-manifest’s own exit code (%s) and nothing added', (status, output) => {
  expect(explain({ status, output })).toEqual({ code: status });
});

test('the package script is this one, and office-addin-manifest is a pinned dev dependency', () => {
  const pkg = require(join(ROOT, 'package.json')) as {
    scripts: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  expect(pkg.scripts.validate).toBe('node scripts/validateManifest.js');
  expect(pkg.devDependencies['office-addin-manifest']).toMatch(/^\d+\.\d+\.\d+$/);
  // Not part of npm test: it needs the internet.
  expect(pkg.scripts.test).not.toContain('validate');
});

test('no built manifest: says to build first, exit 1, and nothing sent', () => {
  const run = spawnSync(process.execPath, [SCRIPT, join(ROOT, 'no-such-dir', 'manifest.xml')], { encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('run npm run build (or npm start) first');
});
