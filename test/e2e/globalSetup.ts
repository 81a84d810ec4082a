import { join } from 'node:path';
import webpack from 'webpack';
import { BUILD_DIR } from '../support/e2e/browserStack';

/**
 * Builds the add-in once for every browser test (a development build: the demo key and the relay /api
 * by default, as `npm start` serves it), into a folder of its own so that it never replaces `dist/`.
 */
export default async function buildAddIn(): Promise<void> {
  const configure = require(join(__dirname, '..', '..', 'webpack.config.js')) as (
    env: Record<string, unknown>,
    argv: { mode: string },
  ) => webpack.Configuration;
  const config = configure({}, { mode: 'development' });
  config.output = { ...config.output, path: BUILD_DIR };
  config.devtool = false;
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (error, result) =>
      error || !result ? reject(error ?? new Error('no build result')) : resolve(result),
    );
  });
  if (stats.hasErrors()) {
    throw new Error(`the add-in build for the browser tests failed:\n${stats.toString({ all: false, errors: true })}`);
  }
}
