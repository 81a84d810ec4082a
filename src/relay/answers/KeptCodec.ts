import { timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { deflateRaw, inflateRaw } from 'node:zlib';
import type { EntrySeal } from '../state/EntrySeal';

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

/** A value's head: its MAC (32 bytes), then when it ends (ms since 1970, 8 bytes), then its format. */
const MAC_BYTES = 32;
const HEAD_BYTES = MAC_BYTES + 8 + 1;

/** Bytes of a reference's MAC: 128 bits, as a reference is one of thousands and small. */
const REFERENCE_MAC_BYTES = 16;

/** Why a kept entry was not believed: its MAC (or its time) did not hold, or it did not read as written. */
export type DropReason = 'unauthentic' | 'unreadable';

/**
 * How kept answers are written into the shared state and read back. Each is authenticated (EntrySeal: an
 * HMAC over where it lives, when it ends and what it holds) and compressed where that pays (a search page of
 * 5.5 MB keeps in about 85 KB, a set of 100 products in 15 KB), on zlib's threads so that the event loop goes
 * on. A value that fails its check, is past its time or does not read back as written is undefined and
 * counted (`dropped`): the caller asks the service again and keeps a good one in its place.
 */
export class KeptCodec {
  constructor(
    private readonly seal: EntrySeal,
    private readonly dropped: (reason: DropReason) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async text(key: string, text: string, ttlMs: number): Promise<Buffer> {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length < DEFLATE_FROM_BYTES) return this.sealed(key, Format.Text, bytes, ttlMs);
    return this.sealed(key, Format.Deflated, await deflated(bytes, { chunkSize: CHUNK_BYTES }), ttlMs);
  }

  /** Bytes already compressed with gzip (a category file), kept as they are. */
  gzip(key: string, bytes: Buffer, ttlMs: number): Buffer {
    return this.sealed(key, Format.Gzip, bytes, ttlMs);
  }

  async readText(key: string, value: Buffer): Promise<string | undefined> {
    const payload = this.opened(key, value, [Format.Text, Format.Deflated]);
    if (!payload) return undefined;
    if (value[HEAD_BYTES - 1] === Format.Text) return payload.toString('utf8');
    try {
      return (await inflated(payload, { chunkSize: CHUNK_BYTES })).toString('utf8');
    } catch {
      this.dropped('unreadable');
      return undefined;
    }
  }

  readGzip(key: string, value: Buffer): Buffer | undefined {
    return this.opened(key, value, [Format.Gzip]);
  }

  /** A reference (`<set>#<index>`) as kept in the field `field` of map `map`: the text, when it ends, its MAC. */
  reference(map: string, field: string, text: string, ttlMs: number): string {
    const until = String(this.now() + ttlMs);
    const mac = this.seal.mac('reference', map, field, text, until).subarray(0, REFERENCE_MAC_BYTES);
    return `${text}@${until}.${mac.toString('base64url')}`;
  }

  /** The text of a kept reference, if it is authentic and not past its time. */
  readReference(map: string, field: string, kept: string): string | undefined {
    const found = /^([^@]*)@(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(kept);
    const valid =
      found !== null &&
      timingSafeEqual(
        this.seal.mac('reference', map, field, found[1], found[2]).subarray(0, REFERENCE_MAC_BYTES),
        Buffer.from(found[3], 'base64url'),
      );
    if (!found || !valid) {
      this.dropped('unauthentic');
      return undefined;
    }
    return Number(found[2]) > this.now() ? found[1] : undefined;
  }

  /** When a value written here ends (ms since 1970), read from its head; 0 for one too short to have a head. */
  until(value: Buffer): number {
    return value.length < HEAD_BYTES ? 0 : value.readDoubleBE(MAC_BYTES);
  }

  /** Counts an entry that was authentic but did not read as what is written there. */
  unreadable(): void {
    this.dropped('unreadable');
  }

  private sealed(key: string, format: Format, payload: Buffer, ttlMs: number): Buffer {
    const value = Buffer.allocUnsafe(HEAD_BYTES + payload.length);
    value.writeDoubleBE(this.now() + ttlMs, MAC_BYTES);
    value[HEAD_BYTES - 1] = format;
    payload.copy(value, HEAD_BYTES);
    this.seal.mac('value', key, value.subarray(MAC_BYTES)).copy(value, 0);
    return value;
  }

  /** The payload of an authentic value of one of `formats` that is not past its time. */
  private opened(key: string, value: Buffer, formats: readonly Format[]): Buffer | undefined {
    if (
      value.length < HEAD_BYTES ||
      !this.seal.verify(value.subarray(0, MAC_BYTES), 'value', key, value.subarray(MAC_BYTES))
    ) {
      this.dropped('unauthentic');
      return undefined;
    }
    if (value.readDoubleBE(MAC_BYTES) <= this.now()) return undefined;
    if (!formats.includes(value[HEAD_BYTES - 1] as Format)) {
      this.dropped('unreadable');
      return undefined;
    }
    return value.subarray(HEAD_BYTES);
  }
}
