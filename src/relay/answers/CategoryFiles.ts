import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AnswerKeeping } from './AnswerKeeping';
import type { Turn } from './ClaimedFlights';

/**
 * Largest compressed category file the relay keeps to share. The reference service's largest category is
 * about 2 MB compressed (120 MB of JSON); a file past this is forwarded to each caller instead.
 */
export const MAX_SHARED_FILE_BYTES = 32 * 1024 * 1024;

const gzipped = promisify(gzip);

/** A category file the relay keeps: its gzip bytes, and when it was fetched from the service, by its clock. */
export interface KeptFile {
  readonly bytes: Buffer;
  readonly fetchedAt: number;
}

/** A file the relay could not keep: the caller forwards the request to the service's address instead. */
class NotKept extends Error {}

/**
 * Whose share of the kept answers' budget the category files count against: a file is asked without a token
 * (as the service's), so no user's.
 */
export const FILES_OWNER = '(category files)';

/** Files are no operation of the service: fetching one takes no turn of the key's limit. */
const NO_TURN: Turn = (work) =>
  work(() => {
    throw new Error('a category file is fetched without the service key');
  });

/**
 * The category files behind the relay's download addresses, fetched from the service's address once for the
 * whole organisation (single flight across instances) and kept compressed for the age limit: sixty users
 * downloading the same category cost the service one download, and each of them gets it at the relay's speed.
 */
export class CategoryFiles {
  constructor(
    private readonly keeping: AnswerKeeping,
    private readonly responseTimeoutMs: number,
  ) {}

  /**
   * The gzip-compressed file and when the relay fetched it from the service (the service's time, ms since
   * 1970: what its age is counted from), or undefined when it cannot be kept (too large, or refused): forward it
   * then.
   */
  async compressed(id: string, address: URL, signal: AbortSignal): Promise<KeptFile | undefined> {
    const key = `filegz:${id}`;
    try {
      const { value, produced } = await this.keeping.flights.resolveOne(
        key,
        { user: FILES_OWNER, turn: NO_TURN, signal },
        async () => {
          const [kept] = await this.keeping.state.get([key]);
          const bytes = kept === undefined ? undefined : this.keeping.codec.readGzip(key, kept);
          return kept && bytes
            ? { bytes, fetchedAt: this.keeping.codec.until(kept) - this.keeping.maxAgeMs }
            : undefined;
        },
        async () => {
          const file = await this.fetchCompressed(address, signal);
          const value = this.keeping.codec.gzip(key, file, this.keeping.maxAgeMs);
          await this.keeping.state.keep([{ key, value }], FILES_OWNER, this.keeping.maxAgeMs);
          // Sealed with its end by the service's clock: fetched then, less the age limit.
          return { bytes: file, fetchedAt: this.keeping.codec.until(value) - this.keeping.maxAgeMs };
        },
      );
      this.keeping.metrics.answers.inc({ kind: 'file', source: produced ? 'service' : 'shared' });
      return value;
    } catch (error) {
      if (error instanceof NotKept) return undefined;
      throw error;
    }
  }

  /** The whole file from the service's address, compressed as it came (or compressed here). */
  private fetchCompressed(address: URL, signal: AbortSignal): Promise<Buffer> {
    const send = address.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Buffer>((resolve, reject) => {
      const outgoing = send(
        address,
        {
          headers: { 'accept-encoding': 'gzip', accept: 'application/json' },
          signal: AbortSignal.any([signal, AbortSignal.timeout(this.responseTimeoutMs)]),
        },
        (answer: IncomingMessage) => {
          if (answer.statusCode !== 200) {
            answer.resume();
            reject(new NotKept(`the storage answered ${answer.statusCode}`));
            return;
          }
          const chunks: Buffer[] = [];
          let bytes = 0;
          answer.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > MAX_SHARED_FILE_BYTES) {
              answer.destroy();
              reject(new NotKept('the file is too large to keep'));
              return;
            }
            chunks.push(chunk);
          });
          answer.once('error', reject);
          answer.once('end', () => {
            const body = Buffer.concat(chunks);
            if (/\bgzip\b/.test(String(answer.headers['content-encoding'] ?? ''))) resolve(body);
            else gzipped(body).then(resolve, reject);
          });
        },
      );
      outgoing.once('error', reject);
      outgoing.end();
    });
  }
}
