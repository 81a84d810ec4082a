import { createHmac, timingSafeEqual } from 'node:crypto';

/** Spec 4.1: the download address stays accessible for 7 days after it was issued. */
export const DOWNLOAD_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface SignedPath {
  readonly path: string;
  readonly issued: number;
  readonly expires: number;
}

export type SignatureCheck =
  | { readonly valid: true; readonly issued: number; readonly expiresAt: number }
  | { readonly valid: false; readonly reason: 'tampered' }
  | { readonly valid: false; readonly reason: 'expired'; readonly issued: number; readonly expiresAt: number };

/**
 * Signs and checks download addresses the way a presigned object URL works: an HMAC over the path,
 * the issue time and the lifetime, so the address needs no API key and cannot be altered or extended.
 */
export class DownloadSigner {
  constructor(private readonly secret: string) {}

  private signature(path: string, issued: number, expires: number): string {
    return createHmac('sha256', this.secret).update(`${path}\n${issued}\n${expires}`).digest('hex');
  }

  /** The query string that makes `path` fetchable until `issued + lifetime`. */
  sign(path: string, issued: number, expires = DOWNLOAD_LIFETIME_SECONDS): string {
    const query = new URLSearchParams({
      issued: String(issued),
      expires: String(expires),
      signature: this.signature(path, issued, expires),
    });
    return query.toString();
  }

  check(path: string, query: URLSearchParams, now: number): SignatureCheck {
    const issued = Number(query.get('issued'));
    const expires = Number(query.get('expires'));
    const given = Buffer.from(query.get('signature') ?? '', 'utf8');
    const expected = Buffer.from(this.signature(path, issued, expires), 'utf8');
    if (
      !Number.isSafeInteger(issued) ||
      !Number.isSafeInteger(expires) ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      return { valid: false, reason: 'tampered' };
    }
    const expiresAt = issued + expires * 1000;
    return now > expiresAt
      ? { valid: false, reason: 'expired', issued, expiresAt }
      : { valid: true, issued, expiresAt };
  }
}
