import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Authenticates what the relays write to Redis (HMAC-SHA-256), with a key derived from the service key (HKDF),
 * which every instance holds and Redis never sees: an entry written by anyone else who can reach Redis fails
 * the check and is never served or followed. Each MAC covers where the entry lives (its key, or its map and
 * field) as well as its content, so that an entry moved elsewhere fails too.
 */
export class EntrySeal {
  private readonly key: Buffer;

  constructor(serviceKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', serviceKey, 'partspec-relay', 'kept entries v1', 32));
  }

  /** The MAC of these parts, each with its length before it, so that no two lists of parts read alike. */
  mac(...parts: ReadonlyArray<string | Buffer>): Buffer {
    const hmac = createHmac('sha256', this.key);
    for (const part of parts) {
      const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
      const length = Buffer.allocUnsafe(4);
      length.writeUInt32BE(bytes.length);
      hmac.update(length).update(bytes);
    }
    return hmac.digest();
  }

  /** Whether `mac` is the MAC of these parts (compared in constant time). */
  verify(mac: Buffer, ...parts: ReadonlyArray<string | Buffer>): boolean {
    const expected = this.mac(...parts);
    return mac.length === expected.length && timingSafeEqual(mac, expected);
  }
}
