import { askFileSize, FILE_SIZE_TIMEOUT_MS } from '../../../../src/core/client';
import { FakeClock } from '../../../support/fakeClock';
import { fakeFetch } from '../../../support/fakeFetch';

const ADDRESS = 'https://files.example.net/inductors/en/products.json?expires=1767225600&signature=0a1b2c';

const answered = (status: number, headers: Record<string, string>) => () => new Response(null, { status, headers });

describe('askFileSize', () => {
  test('the Content-Length of a HEAD of the address, asked uncompressed and without the key', async () => {
    const { fetch, calls } = fakeFetch(answered(200, { 'content-length': '34940739' }));
    expect(await askFileSize(fetch, ADDRESS)).toBe(34_940_739);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(ADDRESS);
    expect(calls[0].init.method).toBe('HEAD');
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get('accept-encoding')).toBe('identity');
    expect(headers.has('x-api-key')).toBe(false);
  });

  test.each([
    ['refused (an address presigned for GET alone)', answered(403, { 'content-length': '120' })],
    ['not allowed (a relay that forwards GET only)', answered(405, { allow: 'GET' })],
    ['without a Content-Length', answered(200, {})],
    ['with a length of compressed bytes', answered(200, { 'content-length': '4000000', 'content-encoding': 'gzip' })],
    ['with a length that is not a number', answered(200, { 'content-length': '12MB' })],
    ['with a length of 0', answered(200, { 'content-length': '0' })],
    [
      'with no answer at all',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('a HEAD %s tells nothing: undefined, never an error', async (_case, answer) => {
    const { fetch } = fakeFetch(answer);
    await expect(askFileSize(fetch, ADDRESS)).resolves.toBeUndefined();
  });

  test('a HEAD unanswered past its timeout tells nothing, and is closed', async () => {
    const clock = new FakeClock();
    let signal: AbortSignal | undefined;
    const { fetch } = fakeFetch(({ init }) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const size = askFileSize(fetch, ADDRESS, { clock });
    await clock.advance(FILE_SIZE_TIMEOUT_MS);
    await expect(size).resolves.toBeUndefined();
    expect(signal?.aborted).toBe(true);
  });

  test("the caller's abort ends the wait: undefined", async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(() => new Promise<Response>(() => undefined));
    const size = askFileSize(fetch, ADDRESS, { signal: controller.signal });
    controller.abort();
    await expect(size).resolves.toBeUndefined();
  });
});
