import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** The webpack configuration's factory (webpack.config.js), as the build calls it. */
export const configure = require(join(ROOT, 'webpack.config.js')) as (
  env: Record<string, unknown>,
  argv: { mode: string },
) => {
  plugins: {
    constructor: { name: string };
    patterns?: { from: string; to?: string; transform?: (content: Buffer) => string }[];
  }[];
};

/** The manifest of the repository, as written. */
export const SOURCE_MANIFEST = readFileSync(join(ROOT, 'manifest.xml'), 'utf8');

/**
 * What the build writes into dist/manifest.xml for `publicUrl` (undefined: the development host), through the
 * build's own copy step: the addresses written in, as Office will read them.
 */
export function builtManifest(
  publicUrl?: string,
  source = SOURCE_MANIFEST,
  more: Record<string, unknown> = {},
): string {
  const env = { ...(publicUrl === undefined ? {} : { publicUrl }), ...more };
  const copy = configure(env, { mode: 'production' }).plugins.find((plugin) => plugin.patterns);
  const pattern = copy?.patterns?.find((each) => each.from === 'manifest.xml');
  if (!pattern?.transform) throw new Error('the build copies no manifest.xml');
  return pattern.transform(Buffer.from(source));
}
