#!/usr/bin/env node
// @ts-check
/**
 * `npm run validate`: Microsoft's own check of the manifest the build wrote (dist/manifest.xml), by
 * office-addin-manifest's `validate`, as generated Office add-in projects run it. It sends the manifest to
 * Microsoft's validation service (validationgateway.omex.office.net), so it needs the internet and is not
 * part of `npm test`, which checks the same file offline against PartSpec's schemas (scripts/officeXml.js).
 * Where the service cannot be reached it says so in plain words, and exits 2: nothing was validated.
 *
 *   npm run validate                    -> dist/manifest.xml
 *   npm run validate -- path/to/manifest.xml
 */
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '..');
const DEFAULT_MANIFEST = join(ROOT, 'dist', 'manifest.xml');

/** What office-addin-manifest prints when Microsoft's validation service cannot be reached. */
const UNREACHABLE = 'Unable to contact the manifest validation service';

/**
 * What to tell the user after office-addin-manifest's validate, and the exit code: its own code, but 2 when
 * the service could not be reached (the manifest was not validated at all).
 *
 * @param {{ status: number | null, output: string }} result
 * @returns {{ code: number, words?: string }}
 */
function explain(result) {
  if (result.output.includes(UNREACHABLE)) {
    return {
      code: 2,
      words:
        "Microsoft's manifest validation service could not be reached (this machine seems to be offline, or a proxy blocks validationgateway.omex.office.net), so the manifest was not validated. npm test checks it offline against PartSpec's schemas; run npm run validate again with internet access for Microsoft's own check.",
    };
  }
  return { code: result.status ?? 1 };
}

/** @param {string[]} argv */
function main(argv) {
  const manifest = argv[0] ?? DEFAULT_MANIFEST;
  if (!existsSync(manifest)) {
    console.error(
      `There is no ${relative(process.cwd(), manifest) || manifest}: run npm run build (or npm start) first, which writes dist/manifest.xml.`,
    );
    return 1;
  }
  const cli = require.resolve('office-addin-manifest/cli.js');
  const run = spawnSync(process.execPath, [cli, 'validate', manifest], { encoding: 'utf8' });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  process.stdout.write(run.stdout ?? '');
  process.stderr.write(run.stderr ?? '');
  const { code, words } = explain({ status: run.status, output });
  if (words) console.error(`\n${words}`);
  return code;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { explain, UNREACHABLE };
