import { ADDRESS_REUSE_MS, CategoryDownloader, type Clock, systemClock } from '../../../../src/core';

const FILE = JSON.stringify({
  Data: { Inductors: { Manufacturer: 'Orvane', Products: [{ Partno: 'OIH6NAS330KG0K', Status: 'In Production' }] } },
});

/**
 * The service's address operation and its storage: addresses numbered as they are issued (each one a
 * rate-limited request), and each file's HEAD and GET.
 */
function fakeService(head: () => Response = () => new Response(null, { headers: { 'content-length': '4321' } })) {
  const files: { method: string; url: string }[] = [];
  let issued = 0;
  const downloadUrl = async (): Promise<string> => {
    issued += 1;
    return `https://files.example.net/inductors/en/products.json?signature=${issued}`;
  };
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    files.push({ method, url });
    return method === 'HEAD' ? head() : new Response(FILE, { headers: { 'content-length': String(FILE.length) } });
  };
  return { downloadUrl, fetch, files, addressesIssued: () => issued };
}

/** A clock that stands where a test puts it. */
function clockAt(start: number): Clock & { now(): number; set(time: number): void } {
  let time = start;
  return { now: () => time, set: (at) => (time = at), sleep: systemClock.sleep };
}

const START = Date.UTC(2026, 2, 1, 9, 0);

/** A service whose clock is `offsetMs` ahead of this computer's (behind when negative). */
function serviceClockOf(clock: Clock, offsetMs = 0): { now(): Date } {
  return { now: () => new Date(clock.now() + offsetMs) };
}

const YEAR_MS = 365 * 86_400_000;

describe('CategoryDownloader', () => {
  test("a file's size is its HEAD's Content-Length, and the download after it spends no second address", async () => {
    const service = fakeService();
    const clock = clockAt(START);
    const downloader = new CategoryDownloader({
      downloadUrl: service.downloadUrl,
      fetch: service.fetch,
      clock,
      serviceClock: serviceClockOf(clock),
    });
    expect(await downloader.size('inductors', 'en')).toBe(4321);
    clock.set(START + 60_000);
    const file = await downloader.download('inductors', 'en');
    expect(service.addressesIssued()).toBe(1);
    expect(service.files.map(({ method, url }) => [method, url.slice(-11)])).toEqual([
      ['HEAD', 'signature=1'],
      ['GET', 'signature=1'],
    ]);
    // Dated by its address, asked for a minute before the file came.
    expect(file).toMatchObject({ issuedAt: new Date(START).toISOString(), bytes: FILE.length });
    expect(file.products.map((product) => product.record.Partno)).toEqual(['OIH6NAS330KG0K']);
  });

  test('an address kept past ADDRESS_REUSE_MS is not used: the download asks for a new one', async () => {
    const service = fakeService();
    const clock = clockAt(START);
    const downloader = new CategoryDownloader({
      downloadUrl: service.downloadUrl,
      fetch: service.fetch,
      clock,
      serviceClock: serviceClockOf(clock),
    });
    await downloader.size('inductors', 'en');
    clock.set(START + ADDRESS_REUSE_MS + 1);
    const file = await downloader.download('inductors', 'en');
    expect(service.addressesIssued()).toBe(2);
    expect(file.issuedAt).toBe(new Date(START + ADDRESS_REUSE_MS + 1).toISOString());
  });

  test.each([
    ['a year ahead', YEAR_MS],
    ['a year behind', -YEAR_MS],
    ['a few minutes ahead', 4 * 60_000],
    ['the same', 0],
  ])(
    "a file is dated by the service's clock when its address was issued (%s of this computer's), however long the file takes",
    async (_label, offsetMs) => {
      const service = fakeService();
      const clock = clockAt(START);
      const downloader = new CategoryDownloader({
        downloadUrl: async () => {
          // The address's answer arrives 2 s after it was asked for: its Date is then.
          clock.set(clock.now() + 2_000);
          return service.downloadUrl();
        },
        fetch: async (url, init) => {
          clock.set(clock.now() + 30_000);
          return service.fetch(url, init);
        },
        clock,
        serviceClock: serviceClockOf(clock, offsetMs),
      });
      const file = await downloader.download('inductors', 'en');
      expect(file.issuedAt).toBe(new Date(START + 2_000 + offsetMs).toISOString());
    },
  );

  test("an address asked for ahead is reused for ADDRESS_REUSE_MS of this computer's time, whatever the service's clock", async () => {
    const service = fakeService();
    const clock = clockAt(START);
    const downloader = new CategoryDownloader({
      downloadUrl: service.downloadUrl,
      fetch: service.fetch,
      clock,
      serviceClock: serviceClockOf(clock, YEAR_MS),
    });
    await downloader.size('inductors', 'en');
    clock.set(START + ADDRESS_REUSE_MS);
    const file = await downloader.download('inductors', 'en');
    expect(service.addressesIssued()).toBe(1);
    expect(file.issuedAt).toBe(new Date(START + YEAR_MS).toISOString());
  });

  test('a HEAD refused tells no size, and the address it took is still used by the download', async () => {
    const service = fakeService(() => new Response(null, { status: 405 }));
    const downloader = new CategoryDownloader({
      downloadUrl: service.downloadUrl,
      fetch: service.fetch,
      clock: clockAt(START),
      serviceClock: serviceClockOf(clockAt(START)),
    });
    expect(await downloader.size('inductors', 'en')).toBeUndefined();
    await downloader.download('inductors', 'en');
    expect(service.addressesIssued()).toBe(1);
  });

  test('an address the service refuses tells no size: undefined, never an error, and no HEAD', async () => {
    const service = fakeService();
    const downloader = new CategoryDownloader({
      downloadUrl: () => Promise.reject(new Error('429 after the retries')),
      fetch: service.fetch,
      clock: clockAt(START),
      serviceClock: serviceClockOf(clockAt(START)),
    });
    await expect(downloader.size('inductors', 'en')).resolves.toBeUndefined();
    expect(service.files).toEqual([]);
  });

  test('how long the file took is measured from its request to its last product, the address not counted', async () => {
    const service = fakeService();
    const clock = clockAt(START);
    const downloader = new CategoryDownloader({
      downloadUrl: async () => {
        // The address waits for the limiter: not the file's time.
        clock.set(clock.now() + 5_000);
        return service.downloadUrl();
      },
      fetch: async (url, init) => {
        const response = await service.fetch(url, init);
        clock.set(clock.now() + 1_500);
        return response;
      },
      clock,
      serviceClock: serviceClockOf(clock),
    });
    expect((await downloader.download('inductors', 'en')).milliseconds).toBe(1_500);
  });
});
