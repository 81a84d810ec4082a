/**
 * Downloads in a worker thread: the benchmark's main thread times searches while this one receives the
 * files, so reading hundreds of MB does not delay the timing loop's own event loop.
 * workerData: DownloadJob; posts DownloadResult[] when every download has ended.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface DownloadJob {
  readonly url: string;
  readonly headers: Record<string, string>;
  /** Downloads running at once. */
  readonly clients: number;
  /** Downloads each client makes, one after the other. */
  readonly rounds: number;
}

export interface DownloadResult {
  readonly status: number;
  readonly bytes: number;
  readonly contentLength: number;
  readonly milliseconds: number;
}

function download(url: string, headers: Record<string, string>): Promise<DownloadResult> {
  return new Promise((resolve, reject) => {
    const begin = performance.now();
    const req = request(url, { headers, agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          contentLength: Number(response.headers['content-length']),
          milliseconds: performance.now() - begin,
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function client(job: DownloadJob): Promise<DownloadResult[]> {
  const results: DownloadResult[] = [];
  for (let round = 0; round < job.rounds; round += 1) results.push(await download(job.url, job.headers));
  return results;
}

if (parentPort) {
  const job = workerData as DownloadJob;
  Promise.all(Array.from({ length: job.clients }, () => client(job))).then(
    (results) => parentPort?.postMessage(results.flat()),
    (error: unknown) => {
      throw error;
    },
  );
}
