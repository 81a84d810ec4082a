// Builds the add-in: one shared-runtime page (taskpane.html) that loads the custom functions and the task
// pane (React + Fluent UI; in a plain browser it runs in preview mode against an in-memory workbook), functions.json generated from the JSDoc of src/functions/functions.ts, the manifest and the icons.
// The page registers the functions first (functions.js); taskpane.js is a small entry that fetches the pane
// (React, Fluent UI) and then each view the first time it is shown, as chunks of their own.
//   npm run build                                   -> dist/ for https://localhost:3000 (development host)
//   npm run build -- --env publicUrl=https://x.com  -> dist/ with that address written into manifest.xml
//   npm run build -- --env appDomains=https://a.example,https://b.example
//                                                   -> those domains in the manifest's AppDomains (none by default)
const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CustomFunctionsMetadataPlugin = require('custom-functions-metadata-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin, ProvidePlugin } = require('webpack');
const { CheckManifestPlugin } = require('./scripts/officeXml');

const DEVELOPMENT_URL = 'https://localhost:3000';

/**
 * The address the add-in is served from, as the manifest names it: https (Office loads nothing else), no
 * user name, query or fragment, no trailing slash; refused with words otherwise.
 */
function publicUrlOf(given) {
  let url;
  try {
    url = new URL(given);
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
    throw new Error(
      'publicUrl must be the https address the add-in is served from, such as https://addins.example.com/partspec, with no user name, query or fragment.',
    );
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The domains the manifest's AppDomains lists (none by default): other domains whose pages the add-in opens in
 * its own pane on desktop Office. Each an https origin and nothing past it, as the manifest reference asks, and
 * never the add-in's own domain (which "has no effect and may be misleading"); refused with words otherwise.
 */
function appDomainsOf(given, publicUrl) {
  if (given === undefined || given === '') return [];
  return String(given)
    .split(',')
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => {
      let url;
      try {
        url = new URL(text);
      } catch {
        url = undefined;
      }
      if (!url || url.protocol !== 'https:' || url.origin !== text) {
        throw new Error(
          `appDomains takes https domains, each written as its origin alone (https://login.example.com, with :port if it has one; no path, no closing "/"), not ${JSON.stringify(text)}.`,
        );
      }
      if (url.origin === new URL(publicUrl).origin) {
        throw new Error(`appDomains need not list ${text}: it is the add-in's own domain, which Office trusts anyway.`);
      }
      return url.origin;
    });
}

/** The manifest with an AppDomains element listing `domains` after SupportUrl, where the schema has it. */
function withAppDomains(manifest, domains) {
  if (domains.length === 0) return manifest;
  const element = `  <AppDomains>\n${domains.map((domain) => `    <AppDomain>${xmlEscaped(domain)}</AppDomain>\n`).join('')}  </AppDomains>\n`;
  return manifest.replace(/(<SupportUrl [^>]*\/>\n)/, `$1${element}`);
}

/** Text as XML attribute content: the manifest stays well-formed whatever the address holds. */
function xmlEscaped(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

module.exports = (env = {}, argv = {}) => {
  const publicUrl = env.publicUrl === undefined ? DEVELOPMENT_URL : publicUrlOf(env.publicUrl);
  const appDomains = appDomainsOf(env.appDomains, publicUrl);
  const mode = argv.mode ?? 'production';
  return {
    mode,
    target: 'web',
    entry: {
      functions: './src/functions/register.ts',
      // One module graph for the page: the pane's bundle takes every module the functions' bundle already has
      // (core, office/runtime, office/settings) from it, and both run on its one webpack runtime. Two
      // independent bundles would each instantiate core: two rate-limiter registries for one key, and errors
      // from a client made by one bundle failing the other's instanceof checks. functions.js still runs on
      // its own (the manifest names it as the functions' script); taskpane.html loads it first.
      taskpane: { import: './src/taskpane/index.ts', dependOn: 'functions' },
      // The Web Worker that downloads and parses category files off the pane's thread (src/office/
      // RuntimeProductFiles.ts starts it by this name, next to the page). An entry of its own, not
      // `new Worker(new URL(..., import.meta.url))`: the root tsconfig checks src/office as CommonJS, where
      // import.meta is refused. It is its own realm anyway: nothing in it is shared with the page.
      productFileWorker: './src/office/productFile.worker.ts',
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].js',
      // The chunks fetched on demand are named by their content: a page still open on an older taskpane.js
      // never fetches a newer build's chunk under an old name. The entries keep the names the manifest uses.
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'], fallback: {} },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          // Type checking is tsc's job (npm test, both tsconfigs). ES modules rather than the root's node16
          // CommonJS, so that webpack can drop the unused parts of Fluent UI and its icons.
          options: {
            transpileOnly: true,
            compilerOptions: { jsx: 'react-jsx', module: 'es2022', moduleResolution: 'bundler', noEmit: false },
          },
        },
      ],
    },
    optimization: {
      // A module two views share goes into a chunk of its own however small it is, never a copy into each:
      // one runtime would still run it once, but the page would fetch and parse it twice.
      splitChunks: { minSize: 0 },
    },
    devtool: 'source-map',
    // npm start (src/host/cli.ts) builds with --env persistentCache: webpack keeps what it built in
    // node_modules/.cache/webpack, per mode, and builds again only the modules whose files changed. The builds of
    // the tests and benchmarks start afresh.
    ...(env.persistentCache
      ? {
          cache: {
            type: 'filesystem',
            name: `partspec-${mode}`,
            cacheDirectory: path.resolve(__dirname, 'node_modules', '.cache', 'webpack'),
            buildDependencies: { config: [__filename, path.resolve(__dirname, 'scripts', 'officeXml.js')] },
          },
        }
      : {}),
    // The entries are small; React and Fluent UI v9 make the pane's chunks about 1.1 MB minified, over webpack's
    // generic 244 KB hint, but fetched after the functions are registered. Warn when one grows well past that.
    performance: { maxAssetSize: 1_000_000, maxEntrypointSize: 400_000 },
    plugins: [
      // The reference service's public demo key, in development builds only (src/office/settings.ts).
      new DefinePlugin({
        __PARTSPEC_DEMO_KEY__: JSON.stringify(mode === 'development' ? 'partspec-demo-key' : ''),
        // What Settings > Diagnostics reports as the add-in's version (src/office/diagnostics.ts).
        __PARTSPEC_BUILD__: JSON.stringify({ version: require('./package.json').version, mode }),
      }),
      // CustomFunctionsMetadataPlugin appends `CustomFunctions.associate(...)` calls to functions.ts. They reach
      // src/office/functionAssociations.ts, which passes each on to Excel's own CustomFunctions in Excel and keeps
      // it: in a plain browser (preview mode), where Office.js defines no CustomFunctions, the preview grid
      // calculates PART formulas with the functions so associated (src/taskpane/preview/formulas/).
      new ProvidePlugin({
        CustomFunctions: [path.resolve(__dirname, 'src/office/functionAssociations.ts'), 'customFunctions'],
      }),
      new CustomFunctionsMetadataPlugin({ input: './src/functions/functions.ts', output: 'functions.json' }),
      // The page the manifest names, for Office: Office.js first, from Microsoft's CDN.
      new HtmlWebpackPlugin({
        filename: 'taskpane.html',
        template: './src/taskpane/taskpane.html',
        templateParameters: { officeJs: true },
        chunks: ['functions', 'taskpane'],
      }),
      // The same page for a plain browser (preview mode), without Office.js: only Office can use it, and
      // offline or with the CDN blocked its request would fail on every load. It is never added to the page
      // by a script instead (see the template): Office needs it parser-blocking, before the other scripts.
      new HtmlWebpackPlugin({
        filename: 'preview.html',
        template: './src/taskpane/taskpane.html',
        templateParameters: { officeJs: false },
        chunks: ['functions', 'taskpane'],
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'assets/*.png', to: 'assets/[name][ext]' },
          {
            from: 'manifest.xml',
            to: 'manifest.xml',
            transform: (content) =>
              withAppDomains(content.toString().split(DEVELOPMENT_URL).join(xmlEscaped(publicUrl)), appDomains),
          },
          // The manifest's SupportUrl and LearnMoreUrl: pages of their own (one style sheet), and the acceptance script they point to.
          { from: 'src/pages/*.html', to: '[name][ext]' },
          { from: 'src/pages/*.css', to: '[name][ext]' },
          { from: 'docs/excel-acceptance.md', to: 'excel-acceptance.txt' },
        ],
      }),
      // dist/manifest.xml, with the addresses above written in, is one Office can load: or the build fails.
      new CheckManifestPlugin(),
    ],
  };
};
