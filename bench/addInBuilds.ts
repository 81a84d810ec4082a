/**
 * The add-in built as `npm start` builds it, for the browser benchmarks that compare today's tree with an
 * earlier commit in one run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';

/** This checkout. */
export const ROOT = join(__dirname, '..');

/** A development build (as `npm start` makes) of the add-in in `root`, into a temporary folder. */
export async function buildAddIn(root: string): Promise<string> {
  const configure = createRequire(__filename)(join(root, 'webpack.config.js')) as (
    env: Record<string, unknown>,
    argv: { mode: string },
  ) => webpack.Configuration;
  const config = configure({}, { mode: 'development' });
  const out = mkdtempSync(join(tmpdir(), 'partspec-bench-build-'));
  config.context = root;
  config.output = { ...config.output, path: out };
  config.devtool = false;
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (error, result) =>
      error || !result ? reject(error ?? new Error('no build result')) : resolve(result),
    );
  });
  if (stats.hasErrors())
    throw new Error(`the build of ${root} failed:\n${stats.toString({ all: false, errors: true })}`);
  return out;
}

/** An earlier commit's tree in a temporary git worktree, with this checkout's node_modules. */
export function checkOut(ref: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'partspec-baseline-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--force', root, ref], { cwd: ROOT, stdio: 'ignore' });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  return {
    root,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' }),
  };
}

/** An argument's value: `--runs 3` gives '3' for '--runs'. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

/** The median of the values that are numbers; NaN when none is. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Rows of cells as columns padded to their widest cell. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}
