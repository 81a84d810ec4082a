import { ApiKeyRefusedError, createClient, type FetchFunction, isPartSpecError, PartSpecError } from '../../src/core';
import { products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

/**
 * A download address is signed by the service that issued it, with a key it draws at every start: after a
 * restart between the address and the file, the file's own answer is 403 (the signature does not match).
 * The client then asks for a new address, within its restarts, and gets the file whole.
 */

const service = useContractService({ settings: false });

/** The reference service stopped and started again on its port, with a new signing key (and these keys). */
async function restartService(apiKeys: readonly string[] = [TEST_KEY]): Promise<void> {
  await service.restart({ apiKeys });
  // A moment for the client's kept-alive connections to the stopped service to see that they closed,
  // rather than carry the next request into a closed socket (not a time the tests assert).
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const isFile = (url: string): boolean => new URL(url).pathname.startsWith('/downloads/');
const isAddress = (url: string): boolean => new URL(url).pathname === '/v2/products/getproductdatadownloadurl';
const LEAD_COUNT = products().filter((product) => product.category === 'ceramicCapacitorsLead').length;

/**
 * A client whose fetch restarts the service just before each of the first `staleFiles` requests for a file
 * (`restartKeys`: the keys the restarted service accepts), and counts what it sent.
 */
function clientRestartingBeforeFiles(
  staleFiles: number,
  restarts?: number,
  restartKeys: readonly string[] = [TEST_KEY],
) {
  const sent = { addresses: 0, files: 0, fileStatuses: [] as number[] };
  let left = staleFiles;
  const restarting: FetchFunction = async (input, init) => {
    if (isAddress(input)) sent.addresses += 1;
    if (isFile(input)) {
      sent.files += 1;
      if (left > 0) {
        left -= 1;
        await restartService(restartKeys);
      }
      const response = await fetch(input, init);
      sent.fileStatuses.push(response.status);
      return response;
    }
    return fetch(input, init);
  };
  const client = createClient({
    baseUrl: service.url,
    apiKey: TEST_KEY,
    fetch: restarting,
    rate: { perSecond: 1000, burst: 1000 },
    backoff: { baseDelayMs: 5, maxDelayMs: 20 },
    download: restarts === undefined ? undefined : { restarts },
  });
  return { client, sent };
}

describe('a download address whose signature went stale (the service restarted)', () => {
  test('the file answers 403: a new address is asked for, and the file arrives whole', async () => {
    const { client, sent } = clientRestartingBeforeFiles(1);
    const found = await client.downloadCategory('ceramicCapacitorsLead');
    expect(found).toHaveLength(LEAD_COUNT);
    expect(sent).toEqual({ addresses: 2, files: 2, fileStatuses: [403, 200] });
  });

  test('stale twice: each new address is one of the restarts (default 2), and the third file arrives', async () => {
    const { client, sent } = clientRestartingBeforeFiles(2);
    expect(await client.downloadCategory('ceramicCapacitorsLead')).toHaveLength(LEAD_COUNT);
    expect(sent).toEqual({ addresses: 3, files: 3, fileStatuses: [403, 403, 200] });
  });

  test('stale beyond the restarts: a typed 403 that says to download again, and no more requests', async () => {
    const { client, sent } = clientRestartingBeforeFiles(Infinity, 1);
    const error = await client.downloadCategory('ceramicCapacitorsLead').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PartSpecError);
    expect(error).not.toBeInstanceOf(ApiKeyRefusedError);
    expect(isPartSpecError(error) && error.status).toBe(403);
    expect((error as Error).message).toBe(
      'The download address was refused (403). Download the category again to get a new address.',
    );
    expect((error as Error).message).not.toMatch(/signature|downloads\//);
    expect(sent).toEqual({ addresses: 2, files: 2, fileStatuses: [403, 403] });
  });

  test('no restarts allowed: the first refusal ends the download, and no new address is asked for', async () => {
    const { client, sent } = clientRestartingBeforeFiles(1, 0);
    const error = await client.downloadCategory('inductors').catch((caught: unknown) => caught);
    expect(isPartSpecError(error) && error.status).toBe(403);
    expect(sent).toEqual({ addresses: 1, files: 1, fileStatuses: [403] });
  });

  test('a 403 from the address operation is the key refused (ApiKeyRefusedError), not a stale address', async () => {
    // The service comes back knowing another key only: the file is refused, then so is the key.
    const { client, sent } = clientRestartingBeforeFiles(1, 2, ['another-key']);
    try {
      const error = await client.downloadCategory('inductors').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiKeyRefusedError);
      expect(sent).toEqual({ addresses: 2, files: 1, fileStatuses: [403] });
    } finally {
      await restartService();
    }
  });

  test('a key refused at the first address operation sends no file request at all', async () => {
    const sent: string[] = [];
    const client = createClient({
      baseUrl: service.url,
      apiKey: 'wrong-key',
      fetch: (input, init) => {
        sent.push(new URL(input).pathname);
        return fetch(input, init);
      },
    });
    await expect(client.downloadCategory('inductors')).rejects.toBeInstanceOf(ApiKeyRefusedError);
    expect(sent).toEqual(['/v2/products/getproductdatadownloadurl']);
  });
});
