import { X509Certificate, createPrivateKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { getHttpsServerOptions, isCaCertificateInstalled } from 'office-addin-dev-certs';

export interface Certificates {
  readonly cert: Buffer | string;
  readonly key: Buffer | string;
  readonly ca?: Buffer | string;
  /** Whether the machine trusts them (their CA is installed); Excel only loads add-ins it trusts. */
  readonly trusted: boolean;
}

/** Where office-addin-dev-certs keeps them: under the user's home. */
export function certificateDirectory(): string {
  return join(homedir(), '.office-addin-dev-certs');
}

/** A certificate this close to its end is made anew rather than kept: a start should not fail next week. */
export const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The certificate and key already made, when they can serve https://localhost until well after `now`: both
 * there, the certificate issued by the CA beside it, the key its own, and RENEW_BEFORE_MS or more before it
 * expires. Undefined otherwise (missing, expiring, or not a pair), and they are made anew.
 */
export function keptCertificates(
  directory: string,
  now: number,
): { cert: Buffer; key: Buffer; ca: Buffer } | undefined {
  const files = ['localhost.crt', 'localhost.key', 'ca.crt'].map((name) => join(directory, name));
  if (!files.every((file) => existsSync(file))) return undefined;
  const [cert, key, ca] = files.map((file) => readFileSync(file));
  try {
    const certificate = new X509Certificate(cert);
    const authority = new X509Certificate(ca);
    const usable =
      // Only its end counts: one made a moment after `now` (just now, by office-addin-dev-certs) starts after it.
      Date.parse(certificate.validTo) - now >= RENEW_BEFORE_MS &&
      certificate.checkIssued(authority) &&
      certificate.verify(authority.publicKey) &&
      certificate.checkPrivateKey(createPrivateKey(key)) &&
      certificate.checkHost('localhost') !== undefined;
    return usable ? { cert, key, ca } : undefined;
  } catch {
    // Files that cannot be read as a certificate and its key are made anew.
    return undefined;
  }
}

/** Whether this machine trusts the development CA; false when that cannot be checked. */
function caTrusted(): boolean {
  try {
    return isCaCertificateInstalled();
  } catch {
    return false;
  }
}

/**
 * The development certificates of office-addin-dev-certs for https://localhost. Those made before are kept
 * while they last (keptCertificates): office-addin-dev-certs itself makes them anew at every start on a machine
 * where its CA is not installed, as here without administrator rights. When they are missing or expiring, it
 * makes them and tries to install their CA, which needs administrator rights; where that fails (a Linux box
 * without sudo, CI), the files it made are still used, untrusted, which is enough for a machine without Excel.
 */
export async function developmentCertificates(now = Date.now()): Promise<Certificates> {
  const directory = certificateDirectory();
  const kept = keptCertificates(directory, now);
  if (kept) return { ...kept, trusted: caTrusted() };
  try {
    const options = await getHttpsServerOptions();
    return { cert: options.cert, key: options.key, ca: options.ca, trusted: true };
  } catch {
    const made = keptCertificates(directory, now);
    if (made) return { ...made, trusted: false };
    throw new Error(
      'Could not create development certificates for https://localhost; run `npx office-addin-dev-certs install`.',
    );
  }
}
