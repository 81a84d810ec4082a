import { promisify } from 'node:util';
import { deflateRaw, inflateRaw } from 'node:zlib';

const deflated = promisify(deflateRaw);
const inflated = promisify(inflateRaw);

/** How an entry's payload is written: text as it is, text deflated, or bytes already gzipped (a category file). */
const Format = { Text: 1, Deflated: 2, Gzip: 3 } as const;
type Format = (typeof Format)[keyof typeof Format];

/** Text shorter than this is kept as it is: deflating it saves little and costs a call to zlib. */
const DEFLATE_FROM_BYTES = 512;

/**
 * zlib's output chunks: its default (16 KiB for deflate, 64 KiB for inflate) is allocated at every call, which
 * made inflating thousands of small entries 5 times slower than the work itself.
 */
const CHUNK_BYTES = 8 * 1024;

/**
 * How kept answers are written into the shared state and read back: compressed (a search page of 5.5 MB
 * keeps in about 100 KB, a set of 100 products in 15 KB), on zlib's threads so that the event loop goes on.
 * A value that does not read back as written is undefined: the caller asks again.
 */
export class KeptCodec {
  async text(text: string): Promise<Buffer> {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length < DEFLATE_FROM_BYTES) return framed(Format.Text, bytes);
    return framed(Format.Deflated, await deflated(bytes, { chunkSize: CHUNK_BYTES }));
  }

  /** Bytes already compressed with gzip (a category file), kept as they are. */
  gzip(bytes: Buffer): Buffer {
    return framed(Format.Gzip, bytes);
  }

  async readText(value: Buffer): Promise<string | undefined> {
    const payload = value.subarray(1);
    try {
      if (value[0] === Format.Text) return payload.toString('utf8');
      if (value[0] === Format.Deflated) {
        return (await inflated(payload, { chunkSize: CHUNK_BYTES })).toString('utf8');
      }
    } catch {
      return undefined;
    }
    return undefined;
  }

  readGzip(value: Buffer): Buffer | undefined {
    return value[0] === Format.Gzip ? value.subarray(1) : undefined;
  }
}

function framed(format: Format, payload: Buffer): Buffer {
  const value = Buffer.allocUnsafe(1 + payload.length);
  value[0] = format;
  payload.copy(value, 1);
  return value;
}
