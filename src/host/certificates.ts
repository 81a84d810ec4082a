import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { getHttpsServerOptions } from 'office-addin-dev-certs';

export interface Certificates {
  readonly cert: Buffer | string;
  readonly key: Buffer | string;
  readonly ca?: Buffer | string;
  /** Whether the machine trusts them (their CA is installed); Excel only loads add-ins it trusts. */
  readonly trusted: boolean;
}

const DEV_CERTS = join(homedir(), '.office-addin-dev-certs');

/**
 * The development certificates of office-addin-dev-certs for https://localhost. Installing their CA
 * needs administrator rights; where that fails (a Linux box without sudo, CI), the generated files are
 * still used, untrusted, which is enough for a machine without Excel.
 */
export async function developmentCertificates(): Promise<Certificates> {
  try {
    const options = await getHttpsServerOptions();
    return { cert: options.cert, key: options.key, ca: options.ca, trusted: true };
  } catch {
    const files = ['localhost.crt', 'localhost.key', 'ca.crt'].map((name) => join(DEV_CERTS, name));
    if (files.every((file) => existsSync(file))) {
      const [cert, key, ca] = files.map((file) => readFileSync(file));
      return { cert, key, ca, trusted: false };
    }
    throw new Error(
      'Could not create development certificates for https://localhost; run `npx office-addin-dev-certs install`.',
    );
  }
}
