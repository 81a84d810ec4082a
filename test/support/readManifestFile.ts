import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** What office-addin-manifest's readManifestFile reports of a manifest (its ManifestInfo, as JSON). */
export interface ManifestInfo {
  readonly id?: string;
  readonly version?: string;
  readonly hosts?: string[];
  readonly permissions?: string;
  readonly displayName?: string;
  readonly appDomains?: string[];
  readonly supportUrl?: string;
  readonly manifestType?: string;
  readonly defaultSettings?: { readonly sourceLocation?: string };
}

/**
 * The manifest `xml` read by office-addin-manifest (the Office add-in tooling's own reader, OfficeAddinManifest
 * .readManifestFile), in a Node process of its own: the package needs an ES module (uuid) that Jest's CommonJS
 * cannot load, where Node 20.19 and later can (jest.config.js maps the package to its enums for the mocks).
 */
export function readManifestFile(xml: string): ManifestInfo {
  const folder = mkdtempSync(join(tmpdir(), 'partspec-manifest-'));
  try {
    const file = join(folder, 'manifest.xml');
    writeFileSync(file, xml);
    const script =
      "require('office-addin-manifest').OfficeAddinManifest.readManifestFile(process.argv[1])" +
      '.then((info) => process.stdout.write(JSON.stringify(info)), (error) => { console.error(String(error)); process.exitCode = 1; });';
    return JSON.parse(execFileSync(process.execPath, ['-e', script, file], { cwd: ROOT, encoding: 'utf8' }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
