import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { get } from '../support/referenceService';

const ROOT = join(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

function run(args: string[]): ChildProcessWithoutNullStreams {
  return spawn(TSX, [join(ROOT, 'src', 'service', 'cli.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1' },
  });
}

function output(child: ChildProcessWithoutNullStreams): {
  text: () => string;
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
} {
  let text = '';
  const waiting: Array<() => void> = [];
  const collect = (chunk: Buffer): void => {
    text += chunk.toString();
    waiting.forEach((check) => check());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return {
    text: () => text,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          const found = text.match(pattern);
          if (found) resolve(found);
        };
        waiting.push(check);
        child.once('exit', () => reject(new Error(`exited before printing ${pattern}; printed:\n${text}`)));
        check();
      }),
  };
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );
}

describe('npm run service', () => {
  test.each(['SIGINT', 'SIGTERM'] as const)(
    'prints where it listens, serves with the given key, and stops cleanly on %s',
    async (signal) => {
      const child = run(['--port', '0', '--api-key', 'cli-key-1', '--api-key', 'cli-key-2', '--rate', '0']);
      const printed = output(child);
      const [, url] = await printed.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      expect((await get(url, '/v2/products?$filter=Rohs%20eq%20true', { 'x-api-key': 'cli-key-2' })).status).toBe(200);
      expect((await get(url, '/v2/products', { 'x-api-key': 'partspec-demo-key' })).status).toBe(403);
      await printed.waitFor(/accepting 2 API key\(s\) given with --api-key/);
      child.kill(signal);
      expect(await exitOf(child)).toBe(0);
      expect(printed.text()).toMatch(new RegExp(`${signal}: stopping`));
      expect(printed.text()).not.toContain('cli-key-1');
    },
  );

  test.each(['SIGINT', 'SIGTERM'] as const)(
    'stops cleanly on %s after whoever read its output went away (npm start stopped first): no EPIPE, exit 0',
    async (signal) => {
      const child = run(['--port', '0']);
      const printed = output(child);
      await printed.waitFor(/accepting the demo API key/);
      // The reader of its output closes, as the host's end of the pipe does when the host exits.
      child.stdout.destroy();
      child.kill(signal);
      expect(await exitOf(child)).toBe(0);
      expect(printed.text()).not.toMatch(/EPIPE|Error:/);
    },
  );

  test('without --api-key it accepts the demo key and says so', async () => {
    const child = run(['--port', '0']);
    const printed = output(child);
    const [, url] = await printed.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
    await printed.waitFor(/accepting the demo API key: partspec-demo-key/);
    expect(
      (
        await get(url, '/v2/products/getproductdatadownloadurl?category=inductors', {
          'x-api-key': 'partspec-demo-key',
        })
      ).status,
    ).toBe(200);
    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
  });

  test.each([
    [['--rate', 'fast'], '--rate takes a number, got "fast"'],
    [['--fail-rate', '2'], 'fail rate must be between 0 and 1, got 2'],
    [['--colour'], "Unknown option '--colour'"],
  ])('bad options %j exit non-zero with a message', async (args, expected) => {
    const child = run(['--port', '0', ...args]);
    const printed = output(child);
    const code = await exitOf(child);
    expect(code).not.toBe(0);
    expect(printed.text()).toContain(expected);
  });
});
