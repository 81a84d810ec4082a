import {
  type DownloadProgress,
  fetchProductFile,
  NetworkError,
  ResponseFormatError,
  TimeoutError,
} from '../../../../src/core/client';
import { PartSpecError } from '../../../../src/core/errors';
import { FakeClock, track } from '../../../support/fakeClock';
import { pieces, streamOf } from '../../../support/bodyPieces';
import { fakeFetch } from '../../../support/fakeFetch';

const ADDRESS = 'https://files.example.net/inductors/en/products.json?expires=1767225600&signature=0a1b2c';

const FILE = {
  Data: {
    Inductors: {
      Manufacturer: 'Murata',
      Products: [
        { Partno: 'LQW15AN1N0B00', Status: 'Mass production' },
        { Partno: 'LQW15AN1N1B00', Status: 'NRND' },
        { Partno: 'LQW15AN1N2B00', Status: 'Mass production' },
      ],
    },
  },
};

async function downloadError(response: Response): Promise<unknown> {
  const { fetch } = fakeFetch(() => response);
  try {
    await fetchProductFile(fetch, ADDRESS, {});
  } catch (error) {
    return error;
  }
  throw new Error('expected the download to fail');
}

describe('fetchProductFile', () => {
  test('streams the file with growing byte counts and the total, reports the parse, returns the products', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(FILE));
    const chunks = pieces(bytes, 40);
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    const { fetch } = fakeFetch(
      () => new Response(streamOf(chunks), { status: 200, headers: { 'content-length': String(bytes.length) } }),
    );
    const progress: DownloadProgress[] = [];
    const products = await fetchProductFile(fetch, ADDRESS, { onProgress: (step) => progress.push(step) });

    expect(products.map((product) => [product.category, product.record.Partno])).toEqual([
      ['inductors', 'LQW15AN1N0B00'],
      ['inductors', 'LQW15AN1N1B00'],
      ['inductors', 'LQW15AN1N2B00'],
    ]);
    const downloads = progress.filter((step) => step.phase === 'download');
    expect(downloads.map((step) => step.bytes)).toEqual(
      chunks.map((_chunk, index) => Math.min(bytes.length, (index + 1) * 40)),
    );
    expect(downloads.every((step) => step.totalBytes === bytes.length)).toBe(true);
    expect(progress[progress.length - 1]).toEqual({ phase: 'parse', bytes: bytes.length, totalBytes: bytes.length });
    expect(progress.filter((step) => step.phase === 'parse')).toHaveLength(1);
  });

  test('a compressed body gives no total (Content-Length counts compressed bytes)', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(FILE));
    const { fetch } = fakeFetch(
      () =>
        new Response(streamOf(pieces(bytes, 64)), {
          status: 200,
          headers: { 'content-length': '97', 'content-encoding': 'gzip' },
        }),
    );
    const progress: DownloadProgress[] = [];
    await fetchProductFile(fetch, ADDRESS, { onProgress: (step) => progress.push(step) });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.every((step) => step.totalBytes === undefined)).toBe(true);
    expect(progress.filter((step) => step.phase === 'download').pop()?.bytes).toBe(bytes.length);
  });

  test('no Content-Length gives no total', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(FILE));
    const { fetch } = fakeFetch(() => new Response(streamOf(pieces(bytes, 50)), { status: 200 }));
    const progress: DownloadProgress[] = [];
    await fetchProductFile(fetch, ADDRESS, { onProgress: (step) => progress.push(step) });
    expect(progress.every((step) => step.totalBytes === undefined)).toBe(true);
  });

  test('multi-byte characters cut between chunks are put together again', async () => {
    const file = { Data: { Inductors: { Products: [{ Partno: 'LQW15AN1N0B00', Series: '高周波回路用 µH 品' }] } } };
    const bytes = new TextEncoder().encode(JSON.stringify(file));
    const { fetch } = fakeFetch(() => new Response(streamOf(pieces(bytes, 3)), { status: 200 }));
    const products = await fetchProductFile(fetch, ADDRESS, {});
    expect(products[0].record.Series).toBe('高周波回路用 µH 品');
  });

  // DownloadProgress.bytes is "bytes of the file received so far", but the parse phase reports the
  // decoded text's length in UTF-16 code units: with Japanese or Chinese data the count goes backwards
  // and no longer matches totalBytes, so a progress bar would jump back before finishing.
  test('the parse phase reports the bytes received, also for multi-byte text', async () => {
    const file = { Data: { Inductors: { Products: [{ Partno: 'LQW15AN1N0B00', Series: '高周波回路用' }] } } };
    const bytes = new TextEncoder().encode(JSON.stringify(file));
    const { fetch } = fakeFetch(
      () =>
        new Response(streamOf(pieces(bytes, 16)), { status: 200, headers: { 'content-length': String(bytes.length) } }),
    );
    const progress: DownloadProgress[] = [];
    await fetchProductFile(fetch, ADDRESS, { onProgress: (step) => progress.push(step) });
    expect(progress[progress.length - 1]).toEqual({ phase: 'parse', bytes: bytes.length, totalBytes: bytes.length });
  });

  test('the API key is never sent to the download address: a plain GET, the address as given', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(JSON.stringify(FILE), { status: 200 }));
    const controller = new AbortController();
    await fetchProductFile(fetch, ADDRESS, { signal: controller.signal });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(ADDRESS);
    expect(calls[0].init.method).toBe('GET');
    // The request's signal is the download's own, which the caller's cancel reaches.
    expect(calls[0].init.signal?.aborted).toBe(true); // closed once the file was read
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get('x-api-key')).toBeNull();
    expect([...headers.keys()]).toEqual([]);
  });

  test('403 saying the address expired: says so, and to download again', async () => {
    const error = (await downloadError(
      new Response(
        JSON.stringify({
          message: 'Request has expired: this download address was issued at 2025-01-01T00:00:00.000Z',
        }),
        { status: 403 },
      ),
    )) as PartSpecError;
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/has expired/);
    expect(error.message).toMatch(/7 days/);
    expect(error.message).toMatch(/Download the category again/);
  });

  test('403 for another reason: refused, and to download again for a new address', async () => {
    const error = (await downloadError(
      new Response('<Error><Code>AccessDenied</Code><Message>Signature mismatch</Message></Error>', { status: 403 }),
    )) as PartSpecError;
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/was refused \(403\)/);
    expect(error.message).not.toMatch(/expired/);
    expect(error.message).toMatch(/Download the category again/);
  });

  test('404 says the file is gone and to download the category again', async () => {
    const error = (await downloadError(new Response('Not Found', { status: 404 }))) as PartSpecError;
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error.status).toBe(404);
    expect(error.message).toMatch(/no longer there \(404\)\. Download the category again/);
  });

  test.each([500, 503])('%i gives a PartSpecError with the status, saying to try again later', async (status) => {
    const error = (await downloadError(new Response('oops', { status }))) as PartSpecError;
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error.status).toBe(status);
    expect(error.message).toBe(`The category file could not be downloaded (${status}). Try again later.`);
  });

  test('a file that is not JSON gives ResponseFormatError', async () => {
    const error = await downloadError(new Response('<html>proxy login</html>', { status: 200 }));
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect((error as Error).message).toMatch(/the category file is not JSON/);
  });

  test('JSON without Data gives ResponseFormatError', async () => {
    const error = await downloadError(new Response(JSON.stringify({ HasMoreHits: false }), { status: 200 }));
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect((error as Error).message).toMatch(/Data is not an object/);
  });

  test('a network failure gives NetworkError naming the storage origin only', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await fetchProductFile(fetch, ADDRESS, {}).catch((caught: unknown) => caught)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toContain('https://files.example.net');
    expect(error.message).not.toContain('signature');
    expect(error.message).not.toContain('/inductors');
  });

  test('an abort rejects with the abort reason, not a NetworkError', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled by the user');
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const download = fetchProductFile(fetch, ADDRESS, { signal: controller.signal });
    controller.abort(reason);
    await expect(download).rejects.toBe(reason);
  });
});

describe('fetchProductFile: a file that stops arriving', () => {
  /** A body that sends one chunk and then nothing, ever. */
  function stalled(): Response {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"Data":{'));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  }

  test('is given up after the idle timeout with a message saying so', async () => {
    const error = await fetchProductFile(async () => stalled(), ADDRESS, { idleTimeoutMs: 50 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PartSpecError);
    expect((error as Error).message).toContain('stopped arriving');
  });

  test('a cancel reaches the body read at once', async () => {
    const controller = new AbortController();
    const running = fetchProductFile(async () => stalled(), ADDRESS, {
      signal: controller.signal,
      idleTimeoutMs: 60_000,
    });
    setTimeout(() => controller.abort(new Error('user cancelled')), 20);
    await expect(running).rejects.toThrow('user cancelled');
  });
});

describe('fetchProductFile: faults on the way', () => {
  const bytes = new TextEncoder().encode(JSON.stringify(FILE));
  const INSTANT = { clock: new FakeClock(), restarts: 0 };

  /** Node's fetch when the connection closes mid-body, or when a compressed body does not decompress. */
  const socketClosed = (): Error =>
    Object.assign(new TypeError('terminated'), {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
  const corruptGzip = (): Error =>
    Object.assign(new TypeError('terminated'), {
      cause: Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' }),
    });

  /** A body whose first `cut` bytes arrive, then `failure` (or a clean end when there is none). */
  function cutAfter(cut: number, failure?: () => Error, headers: Record<string, string> = {}): Response {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(bytes.slice(0, cut));
        } else if (failure) {
          controller.error(failure());
        } else {
          controller.close();
        }
      },
    });
    return new Response(body, { status: 200, headers });
  }

  /** Runs a download on a fake clock, moving time until it settles. */
  async function settle(download: Promise<unknown>, clock: FakeClock, milliseconds = 3_600_000) {
    const tracked = track(download);
    await clock.advance(milliseconds);
    expect(tracked.settled).toBe(true);
    return tracked;
  }

  test('a body cut off mid-way is a NetworkError naming the origin only', async () => {
    const { fetch } = fakeFetch(() => cutAfter(30, socketClosed));
    const error = (await fetchProductFile(fetch, ADDRESS, INSTANT).catch((caught: unknown) => caught)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe(
      'Could not reach the service at https://files.example.net: the connection closed before the whole answer arrived. Check the service URL and the network connection.',
    );
  });

  test('a body that ends before its Content-Length is a NetworkError saying how much came', async () => {
    const { fetch } = fakeFetch(() => cutAfter(30, undefined, { 'content-length': String(bytes.length) }));
    const error = (await fetchProductFile(fetch, ADDRESS, INSTANT).catch((caught: unknown) => caught)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.reason).toBe(`the connection closed after 30 of the file's ${bytes.length} bytes`);
  });

  test('corrupt compression is a ResponseFormatError that says the file arrived damaged', async () => {
    const { fetch } = fakeFetch(() => cutAfter(0, corruptGzip, { 'content-encoding': 'gzip' }));
    const error = (await fetchProductFile(fetch, ADDRESS, INSTANT).catch(
      (caught: unknown) => caught,
    )) as ResponseFormatError;
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error.truncated).toBe(true);
    expect(error.message).toContain('the category file arrived damaged: its compression is corrupt');
  });

  test('JSON that stops short (a too-short Content-Length) is a truncated ResponseFormatError', async () => {
    const { fetch } = fakeFetch(() => cutAfter(30));
    const error = (await fetchProductFile(fetch, ADDRESS, INSTANT).catch(
      (caught: unknown) => caught,
    )) as ResponseFormatError;
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect(error.truncated).toBe(true);
    expect(error.message).toContain('the category file was cut off before its end');
  });

  test('each of these faults is mended by starting the file again, up to `restarts` times', async () => {
    const faults = [
      () => cutAfter(30, socketClosed),
      () => cutAfter(0, corruptGzip, { 'content-encoding': 'gzip' }),
      () => new Response('oops', { status: 503 }),
    ];
    const { fetch, calls } = fakeFetch(() => faults[calls.length - 1]?.() ?? new Response(bytes, { status: 200 }));
    const clock = new FakeClock();
    const outcome = await settle(fetchProductFile(fetch, ADDRESS, { clock, restarts: 3 }), clock);
    expect((outcome.value as unknown[]).length).toBe(3);
    expect(calls).toHaveLength(4);
    expect(calls.every((call) => call.url === ADDRESS)).toBe(true);
  });

  test('when the restarts are spent, the last error says how many attempts were made', async () => {
    const { fetch, calls } = fakeFetch(() => cutAfter(30, socketClosed));
    const clock = new FakeClock();
    const outcome = await settle(fetchProductFile(fetch, ADDRESS, { clock, restarts: 2 }), clock);
    expect(outcome.error).toBeInstanceOf(NetworkError);
    expect((outcome.error as NetworkError).attempts).toBe(3);
    expect((outcome.error as Error).message).toContain('after 3 attempts');
    expect(calls).toHaveLength(3);
  });

  test('a refusal or a missing file is not tried again', async () => {
    for (const status of [403, 404]) {
      const { fetch, calls } = fakeFetch(() => new Response('no', { status }));
      const clock = new FakeClock();
      const outcome = await settle(fetchProductFile(fetch, ADDRESS, { clock, restarts: 2 }), clock);
      expect((outcome.error as PartSpecError).status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  test('a refused address (403) is replaced by a new one from renewAddress, each one of the restarts', async () => {
    const renewed = [`${ADDRESS}-2`, `${ADDRESS}-3`];
    const { fetch, calls } = fakeFetch((call) =>
      call.url === `${ADDRESS}-3` ? new Response(bytes, { status: 200 }) : new Response('stale', { status: 403 }),
    );
    const clock = new FakeClock();
    let asked = 0;
    const renewAddress = async (): Promise<string> => renewed[asked++];
    const outcome = await settle(fetchProductFile(fetch, ADDRESS, { clock, restarts: 2, renewAddress }), clock);
    expect((outcome.value as unknown[]).length).toBe(3);
    expect(calls.map((call) => call.url)).toEqual([ADDRESS, `${ADDRESS}-2`, `${ADDRESS}-3`]);
    expect(asked).toBe(2);
  });

  test('refused beyond the restarts: the 403, and no address asked for past them', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('stale', { status: 403 }));
    const clock = new FakeClock();
    let asked = 0;
    const renewAddress = async (): Promise<string> => `${ADDRESS}-${++asked}`;
    const outcome = await settle(fetchProductFile(fetch, ADDRESS, { clock, restarts: 1, renewAddress }), clock);
    expect((outcome.error as PartSpecError).status).toBe(403);
    expect(calls).toHaveLength(2);
    expect(asked).toBe(1);
  });

  test('what renewAddress throws ends the download as it is', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('stale', { status: 403 }));
    const clock = new FakeClock();
    const refusedKey = new PartSpecError('The API key was refused.', { status: 403 });
    const renewAddress = async (): Promise<string> => {
      throw refusedKey;
    };
    const outcome = await settle(fetchProductFile(fetch, ADDRESS, { clock, restarts: 2, renewAddress }), clock);
    expect(outcome.error).toBe(refusedKey);
    expect(calls).toHaveLength(1);
  });

  test('a file dripping in slower than the floor rate ends at its deadline, though every piece beats the idle timeout', async () => {
    const clock = new FakeClock();
    const length = 100_000;
    const connections: AbortSignal[] = [];
    // One byte every 59 s: each read is within the 60 s idle timeout, the whole would take 68 days.
    const drip = (signal: AbortSignal): Response =>
      new Response(
        new ReadableStream<Uint8Array>({
          async pull(controller) {
            await clock.sleep(59_000, signal).catch(() => undefined);
            controller.enqueue(new Uint8Array([0x20]));
          },
        }),
        { status: 200, headers: { 'content-length': String(length) } },
      );
    const { fetch } = fakeFetch(({ init }) => {
      connections.push(init.signal!);
      return drip(init.signal!);
    });
    const started = clock.now();
    const download = track(fetchProductFile(fetch, ADDRESS, { clock, restarts: 0, floorBytesPerSecond: 1_000 }));
    // 100,000 bytes at 1,000 bytes/s: 100 s.
    await clock.advance(99_000);
    expect(download.settled).toBe(false);
    await clock.advance(2_000);
    expect(download.settled).toBe(true);
    const error = download.error as TimeoutError;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.subject).toBe('fileDeadline');
    expect(error.timeoutMs).toBe(100_000);
    expect(error.message).toBe(
      'The category file did not arrive in full within 100 s, far slower than a download should be. Try again later.',
    );
    expect(clock.now() - started).toBeLessThanOrEqual(101_000);
    expect(connections[0].aborted).toBe(true);
  });

  test('the deadline is at least a minute, however small the file', async () => {
    const clock = new FakeClock();
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Response(
          new ReadableStream<Uint8Array>({
            async pull(controller) {
              await clock.sleep(50_000, init.signal!).catch(() => undefined);
              controller.enqueue(new Uint8Array([0x20]));
            },
          }),
          { status: 200, headers: { 'content-length': '10' } },
        ),
    );
    const download = track(fetchProductFile(fetch, ADDRESS, { clock, restarts: 0 }));
    await clock.advance(59_000);
    expect(download.settled).toBe(false);
    await clock.advance(2_000);
    expect((download.error as TimeoutError).timeoutMs).toBe(60_000);
  });

  test("the caller's cancel reaches the request's signal", async () => {
    const controller = new AbortController();
    const signals: AbortSignal[] = [];
    const { fetch } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(init.signal!);
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const download = fetchProductFile(fetch, ADDRESS, { signal: controller.signal });
    const reason = new Error('cancelled');
    controller.abort(reason);
    await expect(download).rejects.toBe(reason);
    expect(signals[0].aborted).toBe(true);
  });
});
