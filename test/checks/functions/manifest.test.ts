import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { PRODUCT_FILE_WORKER_SCRIPT } from '../../../src/office/RuntimeProductFiles';
import { builtManifest, configure, SOURCE_MANIFEST } from '../../support/builtManifest';
import { FUNCTIONS } from '../../../src/functions/functions';
import { readManifestFile } from '../../support/readManifestFile';

// The manifest is checked offline: what must agree does agree (resids, URLs, namespace, the shared
// runtime), and every file it names exists in the build.
const ROOT = join(__dirname, '..', '..', '..');
const xml = readFileSync(join(ROOT, 'manifest.xml'), 'utf8');
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  isArray: () => false,
});
const manifest = parser.parse(xml).OfficeApp;

/** Every element named `name` anywhere under `node`. */
function findAll(node: unknown, name: string, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) {
    node.forEach((child) => findAll(child, name, found));
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === name) (Array.isArray(value) ? value : [value]).forEach((one) => found.push(one));
      findAll(value, name, found);
    }
  }
  return found;
}

const resources = manifest.VersionOverrides.Resources;
const defined = new Map<string, string>();
for (const group of [
  resources.Images.Image,
  resources.Urls.Url,
  resources.ShortStrings.String,
  resources.LongStrings.String,
]) {
  for (const entry of Array.isArray(group) ? group : [group]) defined.set(entry['@id'], entry['@DefaultValue']);
}
const host = manifest.VersionOverrides.Hosts.Host;
const customFunctions = host.AllFormFactors.ExtensionPoint;
const resid = (element: { '@resid': string }): string => element['@resid'];

test('every resid the manifest uses is defined in Resources', () => {
  const used = findAll(manifest.VersionOverrides.Hosts, '@resid') as string[];
  expect(used.length).toBeGreaterThan(10);
  for (const name of used) expect({ resid: name, defined: defined.has(name) }).toEqual({ resid: name, defined: true });
});

test('requires ExcelApi 1.7, which the workbook writer needs (getRangeByIndexes)', () => {
  expect(manifest.Requirements.Sets.Set).toContainEqual({ '@Name': 'ExcelApi', '@MinVersion': '1.7' });
});

test('one shared runtime: the runtime, the functions page, the function file and the task pane are the same page', () => {
  expect(manifest.Requirements.Sets.Set).toContainEqual({ '@Name': 'SharedRuntime', '@MinVersion': '1.1' });
  expect(host.Runtimes.Runtime['@lifetime']).toBe('long');
  const page = resid(host.Runtimes.Runtime);
  expect(resid(customFunctions.Page.SourceLocation)).toBe(page);
  expect(resid(host.DesktopFormFactor.FunctionFile)).toBe(page);
  const button = host.DesktopFormFactor.ExtensionPoint.OfficeTab.Group.Control;
  expect(button.Action['@type']).toBe('ShowTaskpane');
  expect(resid(button.Action.SourceLocation)).toBe(page);
  expect(defined.get(page)).toBe(manifest.DefaultSettings.SourceLocation['@DefaultValue']);
});

test('custom functions: namespace PART, the script and metadata the build writes', () => {
  expect(customFunctions['@type']).toBe('CustomFunctions');
  expect(defined.get(resid(customFunctions.Namespace))).toBe('PART');
  expect(basename(new URL(defined.get(resid(customFunctions.Script.SourceLocation))!).pathname)).toBe('functions.js');
  expect(basename(new URL(defined.get(resid(customFunctions.Metadata.SourceLocation))!).pathname)).toBe(
    'functions.json',
  );
  expect(basename(new URL(defined.get(resid(host.Runtimes.Runtime))!).pathname)).toBe('taskpane.html');
  // The build names its outputs after these entries (webpack.config.js); productFileWorker.js is no page of the
  // manifest's: the runtime starts it as a Web Worker beside its own script (RuntimeProductFiles).
  const config = require(join(ROOT, 'webpack.config.js'))({}, { mode: 'production' }) as {
    entry: Record<string, string>;
  };
  expect(Object.keys(config.entry).sort()).toEqual(['functions', 'productFileWorker', 'taskpane']);
  expect(PRODUCT_FILE_WORKER_SCRIPT).toBe('productFileWorker.js');
});

test('every icon exists in assets/ at the size it claims', () => {
  const images = [
    manifest.IconUrl['@DefaultValue'],
    manifest.HighResolutionIconUrl['@DefaultValue'],
    ...[resources.Images.Image].flat().map((image: { '@DefaultValue': string }) => image['@DefaultValue']),
  ];
  for (const url of images) {
    const file = join(ROOT, 'assets', basename(new URL(url).pathname));
    expect({ url, exists: existsSync(file) }).toEqual({ url, exists: true });
    const png = readFileSync(file);
    const size = png.readUInt32BE(16);
    expect(`${basename(file)} ${size}x${png.readUInt32BE(20)}`).toBe(
      `${basename(file)} ${basename(file).match(/(\d+)/)![1]}x${basename(file).match(/(\d+)/)![1]}`,
    );
  }
  const buttonSizes = findAll(host.DesktopFormFactor, 'Image').map((image) => (image as { '@size': string })['@size']);
  expect(new Set(buttonSizes)).toEqual(new Set(['16', '32', '80']));
});

test('every address is on the add-in domain', () => {
  const origin = new URL(manifest.DefaultSettings.SourceLocation['@DefaultValue']).origin;
  const urls = [...defined.entries()]
    .filter(([id]) => id.endsWith('.Url') || id.startsWith('Icon.'))
    .map(([, url]) => url);
  for (const url of [
    ...urls,
    manifest.SupportUrl['@DefaultValue'],
    manifest.DefaultSettings.SourceLocation['@DefaultValue'],
  ]) {
    expect(new URL(url).origin).toBe(origin);
  }
});

describe('the built manifest, as the Office add-in tooling reads it (office-addin-manifest readManifestFile)', () => {
  const version = (require(join(ROOT, 'package.json')) as { version: string }).version;

  test.each([
    ['the development host', undefined],
    ['a production address with a path', 'https://addins.example.com/partspec'],
  ])('for %s: its id, version, host, permissions and display name', (_, publicUrl) => {
    const info = readManifestFile(builtManifest(publicUrl));
    expect(info).toMatchObject({
      manifestType: 'xml',
      id: manifest.Id,
      version: `${version}.0`,
      hosts: ['Workbook'],
      permissions: 'ReadWriteDocument',
      displayName: 'PartSpec',
      defaultSettings: { sourceLocation: `${publicUrl ?? 'https://localhost:3000'}/taskpane.html` },
    });
  });

  test('the version is package.json’s, so that a release changes both', () => {
    expect(manifest.Version).toBe(`${version}.0`);
  });
});

describe('AppDomains, SupportUrl and LearnMoreUrl', () => {
  test('no AppDomains: the add-in opens no other domain’s page in its pane, and its own needs none', () => {
    expect(manifest.AppDomains).toBeUndefined();
    expect(readManifestFile(builtManifest()).appDomains ?? []).toEqual([]);
  });

  test('a build given appDomains lists them, domain only, where the schema has them', () => {
    const built = builtManifest('https://addins.example.com/partspec', SOURCE_MANIFEST, {
      appDomains: 'https://login.contoso.example, https://docs.contoso.example:8443',
    });
    expect([...built.matchAll(/<AppDomain>([^<]*)<\/AppDomain>/g)].map((match) => match[1])).toEqual([
      'https://login.contoso.example',
      'https://docs.contoso.example:8443',
    ]);
    // office-addin-manifest 3.0.0's reader reports the first AppDomain of the list only (getXmlElementsValue).
    expect(readManifestFile(built).appDomains).toEqual(['https://login.contoso.example']);
    expect(built.indexOf('<AppDomains>')).toBeGreaterThan(built.indexOf('<SupportUrl'));
    expect(built.indexOf('<AppDomains>')).toBeLessThan(built.indexOf('<Hosts>'));
  });

  test.each([
    ['a path', 'https://login.contoso.example/oauth', /no path/],
    ['a closing slash', 'https://login.contoso.example/', /no path/],
    ['http', 'http://login.contoso.example', /takes https domains/],
    ['the add-in’s own domain', 'https://addins.example.com', /the add-in's own domain/],
    ['no domain at all', 'contoso', /takes https domains/],
  ])('appDomains with %s is refused with words, before anything is built', (_, appDomains, words) => {
    expect(() =>
      configure({ publicUrl: 'https://addins.example.com/partspec', appDomains }, { mode: 'production' }),
    ).toThrow(words);
  });

  test('SupportUrl and LearnMoreUrl are pages the build writes, beside the add-in', () => {
    const info = readManifestFile(builtManifest('https://addins.example.com/partspec'));
    expect(info.supportUrl).toBe('https://addins.example.com/partspec/support.html');
    const learnMore = defined.get(resid(host.DesktopFormFactor.GetStarted.LearnMoreUrl))!;
    expect(learnMore).toBe('https://localhost:3000/getting-started.html');
    const copy = configure({}, { mode: 'production' }).plugins.find((plugin) => plugin.patterns)!;
    expect(copy.patterns).toContainEqual({ from: 'src/pages/*.html', to: '[name][ext]' });
    // The pages share their look: the style sheet they link is copied beside them.
    expect(copy.patterns).toContainEqual({ from: 'src/pages/*.css', to: '[name][ext]' });
    for (const page of ['support.html', 'getting-started.html'])
      expect(readFileSync(join(ROOT, 'src', 'pages', page), 'utf8')).toContain(
        '<link rel="stylesheet" href="pages.css" />',
      );
    expect(existsSync(join(ROOT, 'src', 'pages', 'pages.css'))).toBe(true);
    for (const url of [manifest.SupportUrl['@DefaultValue'], learnMore]) {
      const page = join(ROOT, 'src', 'pages', basename(new URL(url).pathname));
      expect({ url, exists: existsSync(page) }).toEqual({ url, exists: true });
    }
  });

  test('the support page says how to get help, Diagnostics, and links the acceptance script the build copies', () => {
    const page = readFileSync(join(ROOT, 'src', 'pages', 'support.html'), 'utf8');
    for (const id of ['get-help', 'diagnostics', 'acceptance']) expect(page).toContain(`id="${id}"`);
    expect(page).toContain('<strong>Copy diagnostics</strong>');
    expect(page).toContain('<a href="excel-acceptance.txt">');
    const copy = configure({}, { mode: 'production' }).plugins.find((plugin) => plugin.patterns)!;
    expect(copy.patterns).toContainEqual({ from: 'docs/excel-acceptance.md', to: 'excel-acceptance.txt' });
  });

  test('the getting-started page names every function by its name', () => {
    const page = readFileSync(join(ROOT, 'src', 'pages', 'getting-started.html'), 'utf8');
    for (const id of Object.keys(FUNCTIONS))
      expect({ id, named: page.includes(`PART.${id}(`) }).toEqual({ id, named: true });
    expect(page).toContain('href="support.html"');
  });
});
