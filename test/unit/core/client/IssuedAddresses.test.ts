import { ADDRESS_REUSE_MS, IssuedAddresses, systemClock } from '../../../../src/core';

const START = Date.UTC(2026, 2, 1, 9, 0);

describe('IssuedAddresses', () => {
  test('an address is given once, for its category and language, and not after ADDRESS_REUSE_MS', () => {
    let now = START;
    const addresses = new IssuedAddresses({ now: () => now, sleep: systemClock.sleep });
    const issued = { address: 'https://files.example.net/a', issuedAt: new Date(START).toISOString() };
    addresses.keep('inductors', 'en', issued);
    expect(addresses.take('inductors', 'ja')).toBeUndefined();
    expect(addresses.take('inductors', 'en')).toEqual(issued);
    expect(addresses.take('inductors', 'en')).toBeUndefined();
    addresses.keep('inductors', 'en', issued);
    now = START + ADDRESS_REUSE_MS + 1;
    expect(addresses.take('inductors', 'en')).toBeUndefined();
  });
});
