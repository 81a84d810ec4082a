// @ts-check
/**
 * Checks the XML that PartSpec hands to Office the way Office reads it: parsed by a conforming XML parser
 * (libxml2, through xmllint-wasm) and validated against PartSpec's schemas of it in schemas/, plus the rules
 * of Office's guidance that a schema cannot say. Office refuses a manifest that is not well-formed without
 * telling which line, so every build and `npm test` check it here first.
 *
 * CommonJS, because webpack.config.js loads it to check the manifest it writes into dist/.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { validateXML } = require('xmllint-wasm');

const SCHEMAS = join(__dirname, '..', 'schemas');

/** @param {string} path under schemas/ */
function schemaFile(path) {
  const fileName = path.split('/').pop() ?? path;
  return { fileName, contents: readFileSync(join(SCHEMAS, path), 'utf8') };
}

/**
 * What libxml2 says of `xml` against `schema` (with `imports` beside it), one line per problem, each with
 * its line number; empty when the document is well-formed and valid.
 *
 * @param {string} xml
 * @param {string} fileName the name the problems give the document
 * @param {{ fileName: string, contents: string }} schema
 * @param {{ fileName: string, contents: string }[]} imports
 * @returns {Promise<string[]>}
 */
async function libxml2Problems(xml, fileName, schema, imports = []) {
  const result = await validateXML({ xml: { fileName, contents: xml }, schema, preload: imports });
  if (result.valid) return [];
  const lines = result.errors.map((error) => error.rawMessage.trim()).filter((line) => line.startsWith(fileName));
  return lines.length > 0 ? lines : [result.rawOutput.trim()];
}

const MANIFEST_SCHEMA = 'office-manifest/appforoffice-1.1.xsd';
const MANIFEST_IMPORTS = [
  'office-manifest/officeappbasictypes-1.0.xsd',
  'office-manifest/taskpaneappversionoverrides.xsd',
];

/**
 * What Office's shared-runtime guidance asks that a schema cannot: an action under a host whose runtime is
 * long-lived names no TaskpaneId, since a shared runtime has one task pane and a TaskpaneId makes another.
 * Read only once the manifest is known to be valid, so a plain look at its text is enough.
 *
 * @param {string} xml
 * @returns {string[]}
 */
function sharedRuntimeProblems(xml) {
  const problems = [];
  for (const host of xml.split(/<Host\s+xsi:type=/).slice(1)) {
    const longLived = /<Runtime\b[^>]*\blifetime="long"/.test(host);
    if (longLived && /<TaskpaneId>/.test(host)) {
      problems.push(
        'A ShowTaskpane action names a TaskpaneId under a host whose runtime is long-lived (shared): remove the TaskpaneId, since a shared runtime has one task pane.',
      );
    }
  }
  return problems;
}

/**
 * What the manifest reference asks of each <AppDomain> that a schema cannot (manifest/appdomain.md of
 * OfficeDev/office-js-docs-reference): the protocol (http or https) and the domain, with its port if it has
 * one, and nothing past it (no path, not even a closing "/", no query, no wildcard); and not the domain of
 * the SourceLocation, which "has no effect and may be misleading". Read only once the manifest is valid.
 *
 * @param {string} xml
 * @returns {string[]}
 */
function appDomainProblems(xml) {
  const problems = [];
  const source = /<DefaultSettings>[\s\S]*?<SourceLocation\s+DefaultValue="([^"]*)"/.exec(xml)?.[1];
  let sourceOrigin;
  try {
    sourceOrigin = source === undefined ? undefined : new URL(unescapeXml(source)).origin;
  } catch {
    sourceOrigin = undefined;
  }
  for (const match of xml.matchAll(/<AppDomain>([^<]*)<\/AppDomain>/g)) {
    const text = unescapeXml(match[1].trim());
    let url;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || text.includes('*')) {
      problems.push(
        `AppDomain "${text}" is no domain with its protocol: write it as https://domain.example (with :port if it has one).`,
      );
    } else if (text !== url.origin) {
      problems.push(
        `AppDomain "${text}" has more than the domain: write only ${url.origin}, with no path, closing "/", query or fragment.`,
      );
    } else if (url.origin === sourceOrigin) {
      problems.push(
        `AppDomain "${text}" is the domain of the SourceLocation, which Office trusts anyway: remove it (the reference: it "has no effect and may be misleading").`,
      );
    }
  }
  return problems;
}

/** @param {string} text XML attribute or element content */
function unescapeXml(text) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Problems with an add-in manifest, each a line that says where and what; empty when Office can read it.
 *
 * @param {string} xml the manifest's text
 * @param {string} [fileName] the name problems give it
 * @returns {Promise<string[]>}
 */
async function manifestProblems(xml, fileName = 'manifest.xml') {
  const problems = await libxml2Problems(xml, fileName, schemaFile(MANIFEST_SCHEMA), MANIFEST_IMPORTS.map(schemaFile));
  return problems.length > 0 ? problems : [...sharedRuntimeProblems(xml), ...appDomainProblems(xml)];
}

/** The namespace the record schema is written for; each record's own namespace takes its place. */
const RECORD_SCHEMA_NAMESPACE = 'urn:partspec:record:name';

/**
 * Problems with a workbook record's custom XML part (src/office/workbook/recordXml.ts), whose namespace
 * names the record; empty when Office can read it.
 *
 * @param {string} xml the part's text
 * @param {string} namespace the part's namespace, `urn:partspec:record:<name>`
 * @returns {Promise<string[]>}
 */
async function recordXmlProblems(xml, namespace) {
  const schema = schemaFile('workbook-record.xsd');
  const contents = schema.contents.split(`"${RECORD_SCHEMA_NAMESPACE}"`).join(`"${namespace}"`);
  return libxml2Problems(xml, 'record.xml', { fileName: schema.fileName, contents });
}

/**
 * A webpack plugin that fails the build when the manifest it emits is not one Office can read, so that
 * `dist/manifest.xml` (with its production addresses) is checked after every build.
 */
class CheckManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CheckManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CheckManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async (assets) => {
          const manifest = assets['manifest.xml'];
          if (!manifest) {
            compilation.errors.push(new WebpackError('The build wrote no manifest.xml.'));
            return;
          }
          const problems = await manifestProblems(manifest.source().toString(), 'dist/manifest.xml');
          for (const problem of problems) {
            compilation.errors.push(new WebpackError(`Office could not load this manifest: ${problem}`));
          }
        },
      );
    });
  }
}

module.exports = { manifestProblems, recordXmlProblems, CheckManifestPlugin };
