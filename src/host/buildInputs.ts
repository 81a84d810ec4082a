import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What the add-in's build reads, so that `npm start` builds only when one of them changed since the last build:
 * the add-in's sources, the build's configuration and the packages' versions (package-lock.json), the manifest,
 * its schemas and the pages and icons copied into dist/. Paths from the repository's root.
 */
export const BUILD_INPUTS = [
  'src',
  'assets',
  'schemas',
  'webpack.config.js',
  'tsconfig.json',
  'tsconfig.taskpane.json',
  'package-lock.json',
  'manifest.xml',
  'scripts/officeXml.js',
  'docs/excel-acceptance.md',
] as const;

/**
 * Node-only programs the add-in never bundles (the reference service, the relay, this host): ESLint's layers
 * refuse any import of them from the add-in's code (eslint.config.mjs), so their changes need no build.
 */
export const NOT_BUILT = ['src/service', 'src/relay', 'src/host'] as const;

/** Written into dist/ after a build: what it was built from. */
export const BUILD_STAMP = '.partspec-build.json';

/** The files under `path` (a file or a folder), in a fixed order. */
function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => {
      const child = relative(root, join(full, name)).split(sep).join('/');
      return NOT_BUILT.some((skipped) => child === skipped) ? [] : filesUnder(root, child);
    });
}

/**
 * A digest of every build input's path and bytes, and the build's mode: the same digest, the same build. Read
 * whole (a few MB): a timestamp would call a checkout of the same files a change, and miss an edit kept at
 * the same time.
 */
export function buildFingerprint(root: string, mode: string): string {
  const hash = createHash('sha256').update(`mode ${mode}\n`);
  for (const file of BUILD_INPUTS.flatMap((path) => filesUnder(root, path))) {
    hash
      .update(`${file}\n`)
      .update(readFileSync(join(root, file)))
      .update('\n');
  }
  return hash.digest('hex');
}

/** Whether `distDir` holds a build of exactly these inputs (its stamp says so, and its pages are there). */
export function buildIsCurrent(distDir: string, fingerprint: string): boolean {
  const stamp = join(distDir, BUILD_STAMP);
  if (!existsSync(stamp)) return false;
  try {
    const recorded = JSON.parse(readFileSync(stamp, 'utf8')) as { fingerprint?: unknown };
    return (
      recorded.fingerprint === fingerprint &&
      ['taskpane.html', 'preview.html', 'functions.js', 'taskpane.js', 'functions.json', 'manifest.xml'].every((file) =>
        existsSync(join(distDir, file)),
      )
    );
  } catch {
    // A stamp that cannot be read is no proof of anything: build.
    return false;
  }
}

/** Records that `distDir` was built from these inputs. */
export function recordBuild(distDir: string, fingerprint: string): void {
  writeFileSync(join(distDir, BUILD_STAMP), `${JSON.stringify({ fingerprint }, null, 2)}\n`);
}
