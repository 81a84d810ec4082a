import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCertificates } from 'office-addin-dev-certs';
import { keptCertificates, RENEW_BEFORE_MS } from '../../../src/host/certificates';

const DAY = 24 * 60 * 60 * 1000;
let directory: string;
let other: string;

/** A pair as office-addin-dev-certs makes it for npm start: a CA, and a 30-day certificate for localhost. */
async function made(folder: string): Promise<void> {
  await generateCertificates(join(folder, 'ca.crt'), join(folder, 'localhost.crt'), join(folder, 'localhost.key'), 30, [
    '127.0.0.1',
    'localhost',
  ]);
}

beforeAll(async () => {
  // office-addin-dev-certs says so on the console at each pair it makes.
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  directory = mkdtempSync(join(tmpdir(), 'partspec-certs-'));
  other = mkdtempSync(join(tmpdir(), 'partspec-certs-other-'));
  await Promise.all([made(directory), made(other)]);
}, 60_000);

afterAll(() => {
  jest.restoreAllMocks();
  rmSync(directory, { recursive: true, force: true });
  rmSync(other, { recursive: true, force: true });
});

test('a certificate made before is kept while it has more than a week to run', () => {
  const now = Date.now();
  expect(keptCertificates(directory, now)?.cert).toEqual(readFileSync(join(directory, 'localhost.crt')));
  // Made a moment after the start asked for it: kept all the same.
  expect(keptCertificates(directory, now - 60_000)).toBeDefined();
  // About 30 days from now it expires: kept until a week before, made anew from then on.
  expect(keptCertificates(directory, now + 30 * DAY - RENEW_BEFORE_MS - DAY)).toBeDefined();
  expect(keptCertificates(directory, now + 30 * DAY - RENEW_BEFORE_MS + DAY)).toBeUndefined();
});

test('missing files, a key of another pair, or a CA that did not issue it: made anew', () => {
  const now = Date.now();
  const mixed = mkdtempSync(join(tmpdir(), 'partspec-certs-mixed-'));
  try {
    for (const file of ['localhost.crt', 'ca.crt'])
      writeFileSync(join(mixed, file), readFileSync(join(directory, file)));
    expect(keptCertificates(mixed, now)).toBeUndefined();
    writeFileSync(join(mixed, 'localhost.key'), readFileSync(join(other, 'localhost.key')));
    expect(keptCertificates(mixed, now)).toBeUndefined();
    writeFileSync(join(mixed, 'localhost.key'), readFileSync(join(directory, 'localhost.key')));
    expect(keptCertificates(mixed, now)).toBeDefined();
    writeFileSync(join(mixed, 'ca.crt'), readFileSync(join(other, 'ca.crt')));
    expect(keptCertificates(mixed, now)).toBeUndefined();
    writeFileSync(join(mixed, 'ca.crt'), 'not a certificate');
    expect(keptCertificates(mixed, now)).toBeUndefined();
  } finally {
    rmSync(mixed, { recursive: true, force: true });
  }
});
