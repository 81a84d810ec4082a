import { DEFAULT_CLI_PORT, DEMO_API_KEY, type ServiceOptions, resolveOptions } from '../../../src/service/options';

describe('resolveOptions', () => {
  test('fills every default', () => {
    const resolved = resolveOptions({});
    const { signingSecret, now, ...rest } = resolved;
    expect(rest).toEqual({
      port: 0,
      host: '127.0.0.1',
      apiKeys: [DEMO_API_KEY],
      rate: 10,
      burst: 20,
      latencyMs: 0,
      failRate: 0,
      seed: 1,
      cors: false,
      publicUrl: undefined,
    });
    expect(DEMO_API_KEY).toBe('partspec-demo-key');
    expect(DEFAULT_CLI_PORT).toBe(3100);
    expect(signingSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(now).toBe(Date.now);
  });

  test('the default signing secret is new on each start', () => {
    expect(resolveOptions({}).signingSecret).not.toBe(resolveOptions({}).signingSecret);
  });

  test('an empty key list means the demo key', () => {
    expect(resolveOptions({ apiKeys: [] }).apiKeys).toEqual([DEMO_API_KEY]);
  });

  test('keeps what is given', () => {
    const now = () => 42;
    const given: ServiceOptions = {
      port: 8080,
      host: '0.0.0.0',
      apiKeys: ['a', 'b'],
      rate: 2.5,
      burst: 3,
      latencyMs: 50,
      failRate: 0.25,
      seed: -7,
      cors: true,
      publicUrl: 'https://example.test',
      signingSecret: 'shh',
      now,
    };
    expect(resolveOptions(given)).toEqual(given);
  });

  test.each<[string, ServiceOptions]>([
    ['port 0', { port: 0 }],
    ['port 65535', { port: 65535 }],
    ['rate 0 (no limit)', { rate: 0 }],
    ['burst 1', { burst: 1 }],
    ['fail rate 0', { failRate: 0 }],
    ['fail rate 1', { failRate: 1 }],
    ['seed 0', { seed: 0 }],
    ['latency 0', { latencyMs: 0 }],
  ])('accepts the boundary value %s', (_name, options) => {
    expect(() => resolveOptions(options)).not.toThrow();
  });

  test.each<[ServiceOptions, RegExp]>([
    [{ port: -1 }, /port must be 0\.\.65535, got -1/],
    [{ port: 65536 }, /port must be 0\.\.65535, got 65536/],
    [{ port: 80.5 }, /port/],
    [{ port: Number.NaN }, /port/],
    [{ apiKeys: [''] }, /API key must not be empty/],
    [{ apiKeys: ['good', '   '] }, /API key must not be empty/],
    [{ rate: -1 }, /rate must be .* >= 0, got -1/],
    [{ rate: Number.NaN }, /rate/],
    [{ rate: Number.POSITIVE_INFINITY }, /rate/],
    [{ burst: 0 }, /burst must be a whole number >= 1, got 0/],
    [{ burst: 1.5 }, /burst/],
    [{ burst: Number.NaN }, /burst/],
    [{ latencyMs: -1 }, /latency must be >= 0 ms, got -1/],
    [{ latencyMs: Number.NaN }, /latency/],
    [{ latencyMs: Number.POSITIVE_INFINITY }, /latency/],
    [{ failRate: -0.1 }, /fail rate must be between 0 and 1, got -0.1/],
    [{ failRate: 1.01 }, /fail rate/],
    [{ failRate: Number.NaN }, /fail rate/],
    [{ seed: 1.5 }, /seed must be a whole number, got 1.5/],
    [{ seed: Number.NaN }, /seed/],
  ])('rejects %p with a RangeError', (options, message) => {
    expect(() => resolveOptions(options)).toThrow(RangeError);
    expect(() => resolveOptions(options)).toThrow(message);
  });
});
