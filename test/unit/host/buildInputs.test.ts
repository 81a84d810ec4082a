import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFingerprint, buildIsCurrent, recordBuild } from '../../../src/host/buildInputs';

let root: string;
const write = (path: string, text: string): void => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const OUTPUTS = ['taskpane.html', 'preview.html', 'functions.js', 'taskpane.js', 'functions.json', 'manifest.xml'];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'partspec-build-inputs-'));
  write('src/functions/functions.ts', 'export const a = 1;');
  write('src/service/cli.ts', 'service');
  write('src/host/cli.ts', 'host');
  write('webpack.config.js', 'config');
  write('package-lock.json', '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test("an add-in source, the build's configuration, the packages or the mode change the fingerprint", () => {
  const first = buildFingerprint(root, 'development');
  expect(buildFingerprint(root, 'development')).toBe(first);
  expect(buildFingerprint(root, 'production')).not.toBe(first);
  for (const [path, text] of [
    ['src/functions/functions.ts', 'export const a = 2;'],
    ['src/taskpane/new.ts', 'new'],
    ['webpack.config.js', 'other config'],
    ['package-lock.json', '{"lockfileVersion":3}'],
    ['manifest.xml', '<manifest/>'],
  ]) {
    const before = buildFingerprint(root, 'development');
    write(path, text);
    expect({ path, changed: buildFingerprint(root, 'development') !== before }).toEqual({ path, changed: true });
  }
});

test('the Node-only programs (service, relay, host), never bundled, do not', () => {
  const first = buildFingerprint(root, 'development');
  write('src/service/cli.ts', 'service changed');
  write('src/host/cli.ts', 'host changed');
  write('src/relay/forward.ts', 'relay');
  expect(buildFingerprint(root, 'development')).toBe(first);
});

test('a build is current when its stamp has the fingerprint and its pages are there', () => {
  const dist = join(root, 'dist');
  mkdirSync(dist);
  for (const file of OUTPUTS) writeFileSync(join(dist, file), 'built');
  expect(buildIsCurrent(dist, 'abc')).toBe(false);
  recordBuild(dist, 'abc');
  expect(buildIsCurrent(dist, 'abc')).toBe(true);
  expect(buildIsCurrent(dist, 'abd')).toBe(false);
  rmSync(join(dist, 'preview.html'));
  expect(buildIsCurrent(dist, 'abc')).toBe(false);
  writeFileSync(join(dist, 'preview.html'), 'built');
  writeFileSync(join(dist, '.partspec-build.json'), '{ not json');
  expect(buildIsCurrent(dist, 'abc')).toBe(false);
});
