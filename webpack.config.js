// Builds the add-in: one shared-runtime page (taskpane.html) that loads the custom functions and the task
// pane, functions.json generated from the JSDoc of src/functions/functions.ts, the manifest and the icons.
//   npm run build                                   -> dist/ for https://localhost:3000 (development host)
//   npm run build -- --env publicUrl=https://x.com  -> dist/ with that address written into manifest.xml
const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CustomFunctionsMetadataPlugin = require('custom-functions-metadata-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');

const DEVELOPMENT_URL = 'https://localhost:3000';

module.exports = (env = {}, argv = {}) => {
  const publicUrl = (env.publicUrl ?? DEVELOPMENT_URL).replace(/\/+$/, '');
  const mode = argv.mode ?? 'production';
  return {
    mode,
    target: 'web',
    entry: {
      functions: './src/functions/register.ts',
      taskpane: './src/taskpane/taskpane.ts',
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'], fallback: {} },
    module: {
      rules: [{ test: /\.ts$/, loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } }],
    },
    devtool: 'source-map',
    plugins: [
      // The reference service's public demo key, in development builds only (src/office/settings.ts).
      new DefinePlugin({ __PARTSPEC_DEMO_KEY__: JSON.stringify(mode === 'development' ? 'partspec-demo-key' : '') }),
      new CustomFunctionsMetadataPlugin({ input: './src/functions/functions.ts', output: 'functions.json' }),
      new HtmlWebpackPlugin({
        filename: 'taskpane.html',
        template: './src/taskpane/taskpane.html',
        chunks: ['functions', 'taskpane'],
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'assets/*.png', to: 'assets/[name][ext]' },
          {
            from: 'manifest.xml',
            to: 'manifest.xml',
            transform: (content) => content.toString().split(DEVELOPMENT_URL).join(publicUrl),
          },
        ],
      }),
    ],
  };
};
