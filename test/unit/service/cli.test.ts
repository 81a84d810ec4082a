// The server module (and the dataset behind it) is replaced: these tests are about argument parsing,
// and about importing the CLI module not starting anything.
jest.mock('../../../src/service/server', () => ({ startService: jest.fn(() => new Promise(() => undefined)) }));

import { optionsFromArguments } from '../../../src/service/cli';
import { DEFAULT_CLI_PORT } from '../../../src/service/options';
import { startService } from '../../../src/service/server';

describe('optionsFromArguments', () => {
  test('importing the CLI module does not start a service', () => {
    // With no arguments but the script's own, a main() run on import would go straight to startService.
    const argv = process.argv;
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    process.argv = [argv[0], 'src/service/cli.ts'];
    try {
      jest.isolateModules(() => {
        const server = require('../../../src/service/server') as { startService: jest.Mock };
        const cli = require('../../../src/service/cli') as { optionsFromArguments: unknown };
        expect(typeof cli.optionsFromArguments).toBe('function');
        expect(server.startService).not.toHaveBeenCalled();
      });
      expect(exit).not.toHaveBeenCalled();
    } finally {
      process.argv = argv;
      exit.mockRestore();
    }
    expect(startService).not.toHaveBeenCalled();
  });

  test('no arguments: the CLI port, every other option left to the defaults', () => {
    const options = optionsFromArguments([]);
    expect(options).toEqual({ port: DEFAULT_CLI_PORT });
    expect(options).toMatchObject({ port: 3100 });
  });

  test('reads every option', () => {
    expect(
      optionsFromArguments([
        '--port',
        '8080',
        '--host',
        '0.0.0.0',
        '--api-key',
        'k1',
        '--rate',
        '2.5',
        '--burst',
        '4',
        '--latency-ms',
        '150',
        '--fail-rate',
        '0.1',
        '--seed',
        '7',
        '--cors',
        '--public-url',
        'https://example.test/base',
      ]),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      apiKeys: ['k1'],
      rate: 2.5,
      burst: 4,
      latencyMs: 150,
      failRate: 0.1,
      seed: 7,
      cors: true,
      publicUrl: 'https://example.test/base',
    });
  });

  test('--api-key may be repeated', () => {
    expect(optionsFromArguments(['--api-key', 'a', '--api-key', 'b', '--api-key=c'])).toMatchObject({
      apiKeys: ['a', 'b', 'c'],
    });
  });

  test('--port 0 asks for a free port, and --opt=value works', () => {
    expect(optionsFromArguments(['--port', '0'])).toMatchObject({ port: 0 });
    expect(optionsFromArguments(['--port=4000', '--rate=0'])).toMatchObject({ port: 4000, rate: 0 });
  });

  test('numbers in exponent and negative forms (a negative one as --opt=value) are numbers', () => {
    expect(optionsFromArguments(['--rate', '1e2', '--seed=-3'])).toMatchObject({ rate: 100, seed: -3 });
  });

  test('trailing slashes of --public-url are dropped', () => {
    expect(optionsFromArguments(['--public-url', 'http://localhost:3100///'])).toMatchObject({
      publicUrl: 'http://localhost:3100',
    });
  });

  test('--help wins over everything else', () => {
    expect(optionsFromArguments(['--help'])).toBe('help');
    expect(optionsFromArguments(['--port', 'oops', '--help'])).toBe('help');
  });

  test.each([
    ['--port', 'abc'],
    ['--rate', 'fast'],
    ['--burst', ''],
    ['--latency-ms', ' '],
    ['--fail-rate', 'Infinity'],
    ['--seed', 'NaN'],
  ])('%s %p is an error naming the option', (flag, value) => {
    expect(() => optionsFromArguments([flag, value])).toThrow(`${flag} takes a number, got "${value}"`);
  });

  test('an unknown flag is an error', () => {
    expect(() => optionsFromArguments(['--bogus'])).toThrow(/bogus/);
    expect(() => optionsFromArguments(['--port', '1', '--apikey', 'x'])).toThrow(/apikey/);
  });

  test('a flag without its value, or a stray argument, is an error', () => {
    expect(() => optionsFromArguments(['--port'])).toThrow(/port/);
    expect(() => optionsFromArguments(['extra'])).toThrow();
  });

  test('parsing never starts a service', () => {
    optionsFromArguments(['--port', '1234']);
    expect(startService).not.toHaveBeenCalled();
  });
});
