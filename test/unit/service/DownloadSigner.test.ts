import { DOWNLOAD_LIFETIME_SECONDS, DownloadSigner } from '../../../src/service/DownloadSigner';

const PATH = '/downloads/ceramicCapacitorsSMD/en.json';
const ISSUED = 1_700_000_000_000;
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

function signed(signer = new DownloadSigner('secret'), path = PATH, issued = ISSUED): URLSearchParams {
  return new URLSearchParams(signer.sign(path, issued));
}

function withParameter(query: URLSearchParams, name: string, value: string | undefined): URLSearchParams {
  const copy = new URLSearchParams(query);
  if (value === undefined) copy.delete(name);
  else copy.set(name, value);
  return copy;
}

describe('DownloadSigner (spec 4.1 and 8: a download address lives 7 days)', () => {
  const signer = new DownloadSigner('secret');

  test('the lifetime is 7 days', () => {
    expect(DOWNLOAD_LIFETIME_SECONDS).toBe(604_800);
  });

  test('the query carries issued, expires and a signature', () => {
    const query = signed();
    expect(query.get('issued')).toBe(String(ISSUED));
    expect(query.get('expires')).toBe(String(DOWNLOAD_LIFETIME_SECONDS));
    expect(query.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a fresh address is valid', () => {
    expect(signer.check(PATH, signed(), ISSUED)).toEqual({
      valid: true,
      issued: ISSUED,
      expiresAt: ISSUED + SEVEN_DAYS_MS,
    });
    expect(signer.check(PATH, signed(), ISSUED + SEVEN_DAYS_MS / 2).valid).toBe(true);
  });

  test('still valid at exactly 7 days, expired one millisecond later', () => {
    expect(signer.check(PATH, signed(), ISSUED + SEVEN_DAYS_MS)).toEqual({
      valid: true,
      issued: ISSUED,
      expiresAt: ISSUED + SEVEN_DAYS_MS,
    });
    expect(signer.check(PATH, signed(), ISSUED + SEVEN_DAYS_MS + 1)).toEqual({
      valid: false,
      reason: 'expired',
      issued: ISSUED,
      expiresAt: ISSUED + SEVEN_DAYS_MS,
    });
  });

  test('a custom lifetime is honoured and signed', () => {
    const query = new URLSearchParams(signer.sign(PATH, ISSUED, 60));
    expect(signer.check(PATH, query, ISSUED + 60_000).valid).toBe(true);
    expect(signer.check(PATH, query, ISSUED + 60_001)).toMatchObject({ valid: false, reason: 'expired' });
  });

  test('another path is tampered', () => {
    expect(signer.check('/downloads/inductors/en.json', signed(), ISSUED)).toEqual({
      valid: false,
      reason: 'tampered',
    });
  });

  test('a changed issue time is tampered, even one that would not have expired', () => {
    const query = signed();
    expect(signer.check(PATH, withParameter(query, 'issued', String(ISSUED + 1)), ISSUED)).toEqual({
      valid: false,
      reason: 'tampered',
    });
    expect(
      signer.check(PATH, withParameter(query, 'issued', String(ISSUED + SEVEN_DAYS_MS)), ISSUED + SEVEN_DAYS_MS + 1),
    ).toEqual({ valid: false, reason: 'tampered' });
  });

  test('an extended lifetime is tampered', () => {
    const query = withParameter(signed(), 'expires', String(DOWNLOAD_LIFETIME_SECONDS * 2));
    expect(signer.check(PATH, query, ISSUED + SEVEN_DAYS_MS + 1)).toEqual({ valid: false, reason: 'tampered' });
  });

  test('a changed, shortened, missing or foreign signature is tampered', () => {
    const query = signed();
    const signature = query.get('signature')!;
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    for (const value of [flipped, signature.slice(1), `${signature}0`, '', undefined, signature.toUpperCase()]) {
      expect(signer.check(PATH, withParameter(query, 'signature', value), ISSUED)).toEqual({
        valid: false,
        reason: 'tampered',
      });
    }
    expect(new DownloadSigner('another secret').check(PATH, query, ISSUED)).toEqual({
      valid: false,
      reason: 'tampered',
    });
  });

  test('a missing or non-numeric issue time or lifetime is tampered', () => {
    const query = signed();
    for (const [name, value] of [
      ['issued', undefined],
      ['issued', 'yesterday'],
      ['issued', '1.5'],
      ['expires', undefined],
      ['expires', 'forever'],
      ['expires', 'Infinity'],
    ] as const) {
      expect(signer.check(PATH, withParameter(query, name, value), ISSUED)).toEqual({
        valid: false,
        reason: 'tampered',
      });
    }
  });

  test('a tampered and expired address is reported as tampered', () => {
    expect(signer.check('/other', signed(), ISSUED + SEVEN_DAYS_MS * 10)).toEqual({ valid: false, reason: 'tampered' });
  });

  test('signing is deterministic for one secret and differs between secrets', () => {
    expect(signer.sign(PATH, ISSUED)).toBe(new DownloadSigner('secret').sign(PATH, ISSUED));
    expect(signer.sign(PATH, ISSUED)).not.toBe(new DownloadSigner('other').sign(PATH, ISSUED));
  });
});
