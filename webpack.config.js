// First draft (the custom-functions issue adds the add-in's entry points): bundles src/core for the
// browser. Targeting 'web' with no Node fallbacks makes the build fail if core ever imports a Node-only
// module, which is the promise core makes to Excel's runtime.
const path = require('node:path');

module.exports = (_env, argv) => ({
  mode: argv.mode ?? 'production',
  target: 'web',
  entry: { core: './src/core/index.ts' },
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].js',
    library: { name: 'PartSpecCore', type: 'umd' },
    clean: true,
  },
  resolve: { extensions: ['.ts', '.js'], fallback: {} },
  module: {
    rules: [{ test: /\.ts$/, loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } }],
  },
  devtool: 'source-map',
});
