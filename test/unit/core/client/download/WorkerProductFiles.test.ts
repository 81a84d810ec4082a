/**
 * WorkerProductFiles (the page's side) and serveProductFiles (the worker's) joined by a real MessageChannel,
 * so that every message is a structured clone as between a page and a Web Worker: the products and the
 * failures are those the same file gives read in this thread, the products come in batches, an abort ends
 * the worker, and a worker that cannot be used sends every read to the page, said once.
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import {
  DownloadRefusedError,
  fetchProductFile,
  type FetchFunction,
  type FromProductFileWorker,
  InProcessProductFiles,
  isNetworkError,
  NetworkError,
  PRODUCT_BATCH_SIZE,
  type ProductFileWorker,
  type ProductFileWorkerScope,
  rebuildError,
  ResponseFormatError,
  serializeError,
  serveProductFiles,
  TimeoutError,
  WorkerProductFiles,
} from '../../../../../src/core/client';
import { isPartSpecErrorNamed, PartSpecError } from '../../../../../src/core/errors';
import { snapshotChecksum } from '../../../../../src/core/snapshots';
import { pieces, streamOf } from '../../../../support/bodyPieces';

const ADDRESS = 'https://files.example.net/inductors/en/products.json?expires=1767225600&signature=0a1b2c';

function fileOf(count: number): Uint8Array {
  const products = Array.from({ length: count }, (_, index) => ({
    Partno: `LQW15AN${String(index).padStart(5, '0')}`,
    Status: index % 3 === 0 ? 'NRND' : 'Mass production',
    Inductance: index * 1e-9,
  }));
  return new TextEncoder().encode(JSON.stringify({ Data: { Inductors: { Products: products } } }));
}

const answering =
  (body: () => Response): FetchFunction =>
  async () =>
    body();

interface JoinedWorker {
  readonly worker: ProductFileWorker;
  readonly sent: FromProductFileWorker[];
  terminated: boolean;
}

/** A worker as the page sees one: serveProductFiles with `fetch` at the other end of a MessageChannel. */
function joinedWorker(fetch: FetchFunction): JoinedWorker {
  const { port1: page, port2: inside } = new MessageChannel();
  const joined: JoinedWorker = {
    sent: [],
    terminated: false,
    worker: {
      postMessage: (message) => page.postMessage(message),
      addEventListener: (type, listener) => {
        if (type === 'message') page.on('message', (data: unknown) => listener({ data }));
      },
      terminate: () => {
        joined.terminated = true;
        page.close();
        inside.close();
      },
    },
  };
  serveProductFiles(scopeOf(inside, joined.sent), fetch);
  return joined;
}

function scopeOf(port: MessagePort, sent: FromProductFileWorker[]): ProductFileWorkerScope {
  return {
    postMessage: (message) => {
      sent.push(message);
      port.postMessage(message);
    },
    addEventListener: (_type, listener) => port.on('message', (data: unknown) => listener({ data })),
  };
}

function workerFiles(fetch: FetchFunction, onFallback?: (reason: string) => void) {
  const started: JoinedWorker[] = [];
  const files = new WorkerProductFiles({
    startWorker: () => {
      const joined = joinedWorker(fetch);
      started.push(joined);
      return joined.worker;
    },
    fallback: new InProcessProductFiles(fetch),
    onFallback,
  });
  return { files, started };
}

/** What an error is to the layers above: its class, name, message and fields. */
function facts(error: unknown): Record<string, unknown> {
  expect(error).toBeInstanceOf(Error);
  const { stack: _stack, cause: _cause, ...fields } = Object.assign({}, error as Error);
  return { ...fields, name: (error as Error).name, message: (error as Error).message };
}

describe('WorkerProductFiles with serveProductFiles', () => {
  test('an attempt that asks for the checksum gets the one a snapshot of its products is kept with, made in the worker', async () => {
    const bytes = fileOf(2 * PRODUCT_BATCH_SIZE + 17);
    const fetch = answering(() => new Response(streamOf(pieces(bytes, 4096)), { status: 200 }));
    const { files, started } = workerFiles(fetch);

    const file = await files.read(ADDRESS, { attempt: 1, checksum: true });

    expect(file.checksum).toBe(await snapshotChecksum(file.products));
    expect(started[0].sent.at(-1)).toEqual({ type: 'done', checksum: file.checksum });
    expect(await new InProcessProductFiles(fetch).read(ADDRESS, { attempt: 1, checksum: true })).toEqual(file);
  });

  test('gives the products read in this thread, sent in batches, with the progress', async () => {
    const bytes = fileOf(2 * PRODUCT_BATCH_SIZE + 17);
    const fetch = answering(() => new Response(streamOf(pieces(bytes, 4096)), { status: 200 }));
    const { files, started } = workerFiles(fetch);
    const progress: number[] = [];

    const file = await files.read(ADDRESS, { attempt: 1 }, { onProgress: (step) => progress.push(step.bytes) });

    expect(file).toEqual(await new InProcessProductFiles(fetch).read(ADDRESS, { attempt: 1 }));
    expect(file.checksum).toBeUndefined();
    const batches = started[0].sent.flatMap((message) =>
      message.type === 'products' ? [message.products.length] : [],
    );
    expect(batches.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...batches)).toBeLessThanOrEqual(PRODUCT_BATCH_SIZE);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(started[0].terminated).toBe(true);
  });

  const faults: ReadonlyArray<[string, () => Response | Promise<Response>]> = [
    ['an expired address (403)', () => new Response('Request has expired', { status: 403 })],
    ['a file gone (404)', () => new Response('', { status: 404 })],
    ['a storage failure (503)', () => new Response('', { status: 503 })],
    ['a file cut off', () => new Response(fileOf(3).slice(0, 40), { status: 200 })],
    ['a file that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a product without Partno', () => new Response('{"Data":{"Inductors":{"Products":[{}]}}}', { status: 200 })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a connection closed before the Content-Length',
      () => new Response(fileOf(3), { status: 200, headers: { 'content-length': '100000' } }),
    ],
  ];

  test.each(faults)('fails on %s with the same PartSpecError as in this thread', async (_fault, answer) => {
    const fetch: FetchFunction = async () => answer();
    const { files } = workerFiles(fetch);
    const inWorker = await files.read(ADDRESS, { attempt: 2 }).catch((error: unknown) => error);
    const inThread = await new InProcessProductFiles(fetch)
      .read(ADDRESS, { attempt: 2 })
      .catch((error: unknown) => error);

    expect(facts(inWorker)).toEqual(facts(inThread));
    expect(Object.getPrototypeOf(inWorker)).toBe(Object.getPrototypeOf(inThread));
    expect(inWorker).toBeInstanceOf(PartSpecError);
  });

  test('a file that stops arriving ends in the worker with its TimeoutError', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(fileOf(3).slice(0, 10)),
    });
    const { files } = workerFiles(answering(() => new Response(stalled, { status: 200 })));
    const error = await files.read(ADDRESS, { attempt: 1, idleTimeoutMs: 30 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).subject).toBe('fileIdle');
    expect((error as TimeoutError).timeoutMs).toBe(30);
  });

  test('fetchProductFile restarts a truncated file through a new worker', async () => {
    const bytes = fileOf(50);
    let calls = 0;
    const fetch: FetchFunction = async () =>
      new Response((calls += 1) === 1 ? bytes.slice(0, 100) : bytes, { status: 200 });
    const { files, started } = workerFiles(fetch);
    const products = await fetchProductFile(fetch, ADDRESS, { source: files, backoff: { baseDelayMs: 1 } });
    expect(products).toHaveLength(50);
    expect(started).toHaveLength(2);
  });

  test('an abort ends the worker at once and rejects with its reason', async () => {
    const never = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(fileOf(3).slice(0, 10)) });
    const { files, started } = workerFiles(answering(() => new Response(never, { status: 200 })));
    const controller = new AbortController();
    // A short idle timeout: the fake worker's read, which terminate cannot end as it ends a real one, stops soon.
    const reading = files.read(ADDRESS, { attempt: 1, idleTimeoutMs: 200 }, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reason = new Error('the user cancelled');
    controller.abort(reason);
    await expect(reading).rejects.toBe(reason);
    expect(started[0].terminated).toBe(true);
  });
});

describe('WorkerProductFiles falls back to the page', () => {
  const fetch = answering(() => new Response(fileOf(5), { status: 200 }));

  test('when no worker can be started: every read on the page, said once', async () => {
    const reasons: string[] = [];
    let starts = 0;
    const files = new WorkerProductFiles({
      startWorker: () => {
        starts += 1;
        throw new Error('Worker is not defined');
      },
      fallback: new InProcessProductFiles(fetch),
      onFallback: (reason) => reasons.push(reason),
    });
    expect((await files.read(ADDRESS, { attempt: 1 })).products).toHaveLength(5);
    expect((await files.read(ADDRESS, { attempt: 1 })).products).toHaveLength(5);
    expect(reasons).toEqual(['a Web Worker could not be started (Worker is not defined)']);
    expect(starts).toBe(1);
  });

  test('when the worker fails before it starts (its script did not load)', async () => {
    const reasons: string[] = [];
    let terminated = false;
    const files = new WorkerProductFiles({
      startWorker: () => ({
        postMessage: () => undefined,
        addEventListener: (type, listener) => {
          if (type === 'error') setTimeout(() => listener({ message: 'net::ERR_FILE_NOT_FOUND' }), 5);
        },
        terminate: () => {
          terminated = true;
        },
      }),
      fallback: new InProcessProductFiles(fetch),
      onFallback: (reason) => reasons.push(reason),
    });
    expect((await files.read(ADDRESS, { attempt: 1 })).products).toHaveLength(5);
    expect(reasons).toEqual(['the Web Worker did not start (an error in the worker: net::ERR_FILE_NOT_FOUND)']);
    expect(terminated).toBe(true);
  });
});

describe('serializeError and rebuildError', () => {
  test('a PartSpecError crosses as its class, with its fields and its cause', () => {
    const original = new NetworkError('https://files.example.net', 2, new TypeError('Failed to fetch'));
    const rebuilt = rebuildError(structuredClone(serializeError(original)));
    expect(rebuilt).toBeInstanceOf(NetworkError);
    expect(isNetworkError(rebuilt)).toBe(true);
    expect(facts(rebuilt)).toEqual(facts(original));
    expect((rebuilt.cause as Error).name).toBe('TypeError');
  });

  test('a PartSpecError of another class keeps its name, which its guard reads', () => {
    class OtherError extends PartSpecError {
      override readonly name = 'OtherError';
      readonly count = 3;
    }
    const rebuilt = rebuildError(structuredClone(serializeError(new OtherError('other', { status: 500 }))));
    expect(isPartSpecErrorNamed(rebuilt, 'OtherError')).toBe(true);
    expect(rebuilt).toMatchObject({ message: 'other', status: 500, count: 3 });
  });

  test('another error stays a plain Error of the same name and message', () => {
    const rebuilt = rebuildError(structuredClone(serializeError(new RangeError('out of range'))));
    expect(rebuilt).not.toBeInstanceOf(PartSpecError);
    expect([rebuilt.name, rebuilt.message]).toEqual(['RangeError', 'out of range']);
  });

  test('the classes a download fails with are rebuilt as themselves', () => {
    for (const error of [
      new DownloadRefusedError('expired', 403),
      new ResponseFormatError('the category file was cut off before its end', undefined, { truncated: true }),
      new TimeoutError(60_000, 3, 'fileDeadline'),
    ]) {
      const rebuilt = rebuildError(structuredClone(serializeError(error)));
      expect(Object.getPrototypeOf(rebuilt)).toBe(Object.getPrototypeOf(error));
      expect(facts(rebuilt)).toEqual(facts(error));
    }
  });
});
