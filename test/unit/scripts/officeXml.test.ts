import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordXml, textOfRecordXml, recordNamespace } from '../../../src/office/workbook/recordXml';
import { builtManifest, configure } from '../../support/builtManifest';
import { officeXml } from '../../support/officeXml';

// The XML PartSpec hands to Office, read as Office reads it: by libxml2, a conforming parser, and against
// PartSpec's schemas of it (schemas/). The manifest of before this check quoted a command line with "--" in
// a comment, which XML forbids: no conforming parser, and so no Office, could read it.

const ROOT = join(__dirname, '..', '..', '..');
const manifest = readFileSync(join(ROOT, 'manifest.xml'), 'utf8');
const { manifestProblems, recordXmlProblems } = officeXml;

/** The manifest with `before` (which must be in it) replaced by `after`. */
function planted(before: string, after: string): string {
  expect(manifest).toContain(before);
  return manifest.replace(before, after);
}

describe('manifest.xml as Office reads it', () => {
  test('well-formed, valid against the schemas, and as the shared-runtime guidance asks', async () => {
    expect(await manifestProblems(manifest)).toEqual([]);
  });

  test('the manifest as it was before: a double hyphen in its opening comment, refused with its line', async () => {
    const before = manifest.replace(
      /<!--[\s\S]*?-->/,
      '<!--\n  https://localhost:3000 is the development host; `npm run build -- --env publicUrl=https://...` writes the\n  production address into dist/manifest.xml.\n-->',
    );
    const problems = await manifestProblems(before);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem).toMatch(/^manifest\.xml:\d+: parser error : Double hyphen within comment/);
    }
  });

  test.each([
    ['an element Office does not know', '<Permissions>', '<Permission>'],
    [
      'elements out of order',
      '<ProviderName>PartSpec</ProviderName>\n  <DefaultLocale>en-US</DefaultLocale>',
      '<DefaultLocale>en-US</DefaultLocale>\n  <ProviderName>PartSpec</ProviderName>',
    ],
    ['an id that is not a GUID', '<Id>a00e270a-0f4a-4760-bbe7-350965d92c7a</Id>', '<Id>partspec</Id>'],
    ['a version of five numbers', '<Version>0.1.0.0</Version>', '<Version>0.1.0.0.1</Version>'],
    [
      'a display name over 125 characters',
      '<DisplayName DefaultValue="PartSpec"/>',
      `<DisplayName DefaultValue="${'P'.repeat(126)}"/>`,
    ],
    [
      'a permission Office does not have',
      '<Permissions>ReadWriteDocument</Permissions>',
      '<Permissions>Everything</Permissions>',
    ],
    ['a runtime lifetime other than short or long', 'lifetime="long"', 'lifetime="forever"'],
    ['a resid that names no resource', '<Label resid="Group.Label"/>', '<Label resid="Group.Lable"/>'],
    ['a label that names an address, not a string', '<Label resid="Group.Label"/>', '<Label resid="Taskpane.Url"/>'],
    [
      'an icon that names a string, not an image',
      '<bt:Image size="16" resid="Icon.16x16"/>\n                  <bt:Image size="32"',
      '<bt:Image size="16" resid="Group.Label"/>\n                  <bt:Image size="32"',
    ],
    ['a resid of more than 32 characters', 'resid="Functions.Namespace"', `resid="${'N'.repeat(33)}"`],
    [
      'two images of one size in an icon',
      '<bt:Image size="80" resid="Icon.80x80"/>\n                </Icon>',
      '<bt:Image size="16" resid="Icon.80x80"/>\n                </Icon>',
    ],
    ['a host without its application type', '<Host xsi:type="Workbook">', '<Host>'],
    [
      'an address with a raw ampersand',
      'https://localhost:3000/functions.js',
      'https://localhost:3000/functions.js?a=1&b=2',
    ],
  ])('%s: refused, naming the line', async (_, before, after) => {
    const problems = await manifestProblems(planted(before, after));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^manifest\.xml:\d+: /);
  });

  /** The manifest with an AppDomains element of `domains`, where the schema has it (after SupportUrl). */
  const withAppDomains = (...domains: string[]) =>
    planted(
      '<Hosts>\n    <Host Name="Workbook"/>',
      `<AppDomains>\n${domains.map((domain) => `    <AppDomain>${domain}</AppDomain>\n`).join('')}  </AppDomains>\n  <Hosts>\n    <Host Name="Workbook"/>`,
    );

  test('an AppDomain of another domain, written as the reference asks: accepted', async () => {
    expect(
      await manifestProblems(withAppDomains('https://login.contoso.example', 'https://docs.contoso.example:8443')),
    ).toEqual([]);
  });

  test.each([
    [
      'a path',
      'https://login.contoso.example/oauth',
      /has more than the domain: write only https:\/\/login\.contoso\.example,/,
    ],
    ['a closing slash', 'https://login.contoso.example/', /has more than the domain/],
    ['a query', 'https://login.contoso.example?x=1', /has more than the domain/],
    ['no protocol', 'login.contoso.example', /is no domain with its protocol/],
    ['a wildcard', 'https://*.contoso.example', /is no domain with its protocol/],
    ['another protocol', 'ftp://files.contoso.example', /is no domain with its protocol/],
    ['the SourceLocation’s own domain', 'https://localhost:3000', /is the domain of the SourceLocation/],
  ])('an AppDomain with %s: refused, with what to do', async (_, domain, words) => {
    expect(await manifestProblems(withAppDomains(domain))).toEqual([expect.stringMatching(words)]);
  });

  test('the SourceLocation’s domain, for a production address with a path, is refused too', async () => {
    const built = builtManifest('https://addins.example.com/partspec', withAppDomains('https://addins.example.com'));
    expect(await manifestProblems(built)).toEqual([expect.stringMatching(/is the domain of the SourceLocation/)]);
  });

  test('a TaskpaneId under the shared runtime: refused, with what to do', async () => {
    const problems = await manifestProblems(
      planted(
        '<Action xsi:type="ShowTaskpane">',
        '<Action xsi:type="ShowTaskpane">\n<TaskpaneId>PartSpec.Taskpane</TaskpaneId>',
      ),
    );
    expect(problems).toEqual([expect.stringContaining('remove the TaskpaneId')]);
  });
});

describe('dist/manifest.xml: the manifest the build writes for a production address', () => {
  test('with the address written in, Office can read it; and every build checks it (CheckManifestPlugin)', async () => {
    const built = builtManifest('https://addins.example.com/partspec/');
    expect(built).not.toContain('localhost');
    expect(built).toContain(
      '<bt:Url id="Functions.Script.Url" DefaultValue="https://addins.example.com/partspec/functions.js"/>',
    );
    expect(await manifestProblems(built, 'dist/manifest.xml')).toEqual([]);
    const plugins = configure({}, { mode: 'production' }).plugins.map((plugin) => plugin.constructor.name);
    expect(plugins).toContain('CheckManifestPlugin');
  });

  test('an address with an ampersand in its path is written escaped, and stays well-formed', async () => {
    const built = builtManifest('https://addins.example.com/a&b');
    expect(built).toContain('https://addins.example.com/a&amp;b/taskpane.html');
    expect(await manifestProblems(built, 'dist/manifest.xml')).toEqual([]);
  });

  test.each([
    'http://addins.example.com',
    'https://user:secret@addins.example.com',
    'https://addins.example.com/?x=1',
    'addins.example.com',
    '',
  ])('publicUrl %j is refused with words, before anything is built', (publicUrl) => {
    expect(() => configure({ publicUrl }, { mode: 'production' })).toThrow(/publicUrl must be the https address/);
  });
});

describe('workbook records as custom XML parts', () => {
  const texts: [string, string][] = [
    ['JSON with XML specials and quotes', `{"filter":"Partno startswith 'A&B' and X lt <3>","q":"\\"x\\""}`],
    ['Japanese, Chinese and a character outside the BMP', '{"name":"積層セラミック 电容 🔌"}'],
    ['line ends and tabs', 'a\nb\r\nc\td'],
    ['the characters that end CDATA and comments', ']]> -- <!-- -->'],
    ['an empty record', ''],
    [
      'a long record',
      JSON.stringify({
        tables: Array.from({ length: 2000 }, (_, id) => ({ id: `T${id}`, columns: ['Partno', 'Status'] })),
      }),
    ],
  ];

  test.each(texts)('%s: well-formed, valid, and read back as written', async (_, text) => {
    for (const name of ['tables', 'bom-history']) {
      const xml = recordXml(name, text);
      expect(await recordXmlProblems(xml, recordNamespace(name))).toEqual([]);
      expect(textOfRecordXml(xml)).toBe(text);
    }
  });

  test.each([
    ['an element inside', '<partspec-record xmlns="urn:partspec:record:tables"><x/></partspec-record>'],
    ['a raw ampersand', '<partspec-record xmlns="urn:partspec:record:tables">a & b</partspec-record>'],
    ['another namespace', '<partspec-record xmlns="urn:partspec:record:other">a</partspec-record>'],
  ])('a part with %s is refused', async (_, xml) => {
    expect((await recordXmlProblems(xml, recordNamespace('tables'))).length).toBeGreaterThan(0);
  });
});
