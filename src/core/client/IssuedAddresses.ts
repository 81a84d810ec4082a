import type { BottomCategory, Language } from '../catalog';
import type { Clock } from '../throttle';

/** A download address and when it was issued: what a snapshot of its file is dated. */
export interface IssuedAddress {
  /** The address to fetch (after the client's resolveDownloadUrl). */
  readonly address: string;
  /**
   * When the service issued it, by the service's clock (ISO 8601, UTC): the `Date` of the answer that gave it,
   * what a snapshot of its file is dated.
   */
  readonly issuedAt: string;
  /** When it was received, by this computer's clock: how long it may be reused is counted from it. */
  readonly receivedAt: number;
}

/**
 * How long an address asked for ahead of its download is used for it: a few minutes, though it lasts 7 days
 * (spec 4.1), so that a snapshot is dated close to when its file was fetched.
 */
export const ADDRESS_REUSE_MS = 10 * 60_000;

/**
 * Download addresses asked for before their download (to learn a file's size with a HEAD), each kept for the
 * download that may follow: asking for an address is a rate-limited request, and the download would
 * otherwise ask for it again. An address is used once, and not after ADDRESS_REUSE_MS.
 */
export class IssuedAddresses {
  private readonly held = new Map<string, IssuedAddress>();

  constructor(private readonly clock: Clock) {}

  keep(category: BottomCategory, lang: Language, issued: IssuedAddress): void {
    this.held.set(`${category}\n${lang}`, issued);
  }

  /** The address kept for this file, given once; undefined when none is, or it is too old to use. */
  take(category: BottomCategory, lang: Language): IssuedAddress | undefined {
    const key = `${category}\n${lang}`;
    const issued = this.held.get(key);
    this.held.delete(key);
    if (!issued) return undefined;
    const age = this.clock.now() - issued.receivedAt;
    return age >= 0 && age <= ADDRESS_REUSE_MS ? issued : undefined;
  }
}
