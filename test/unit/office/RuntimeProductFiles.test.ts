import { RuntimeProductFiles } from '../../../src/office/RuntimeProductFiles';

const ADDRESS = 'https://files.example.net/inductors/en/products.json?signature=0a1b2c';
const FILE = '{"Data":{"Inductors":{"Products":[{"Partno":"LQW15AN1N0B00"}]}}}';

afterEach(() => jest.restoreAllMocks());

describe('RuntimeProductFiles', () => {
  test('without Web Workers (Node) reads on the page, and says so', () => {
    expect(new RuntimeProductFiles({}).where).toBe('read on the page: this runtime has no Web Worker');
  });

  test('starts the worker script next to the page, and says it reads there', () => {
    const started: string[] = [];
    class FakeWorker {
      constructor(url: URL) {
        started.push(url.href);
      }
      postMessage(): void {}
      addEventListener(): void {}
      terminate(): void {}
    }
    const files = new RuntimeProductFiles({
      Worker: FakeWorker,
      location: { href: 'https://x.example/partspec/preview.html' },
    });
    expect(files.where).toBe('read in a Web Worker');
    void files.source.read(ADDRESS, { attempt: 1 }, { signal: AbortSignal.abort() }).catch(() => undefined);
    // Aborted before it began: no worker is started for it.
    expect(started).toEqual([]);
    void files.source.read(ADDRESS, { attempt: 1 }).catch(() => undefined);
    expect(started).toEqual(['https://x.example/partspec/productFileWorker.js']);
  });

  test('a worker the runtime refuses: the file is read on the page, and Diagnostics hears why', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(FILE, { status: 200 }));
    class RefusedWorker {
      constructor() {
        throw new Error('Content Security Policy: worker-src none');
      }
    }
    const files = new RuntimeProductFiles({
      Worker: RefusedWorker as never,
      location: { href: 'https://x.example/preview.html' },
    });
    const { products } = await files.source.read(ADDRESS, { attempt: 1 });
    expect(products.map((product) => product.record.Partno)).toEqual(['LQW15AN1N0B00']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(files.where).toBe(
      'read on the page: a Web Worker could not be started (Content Security Policy: worker-src none)',
    );
  });
});
