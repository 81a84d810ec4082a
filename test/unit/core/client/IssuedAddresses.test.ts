import { ADDRESS_REUSE_MS, IssuedAddresses, systemClock } from '../../../../src/core';

const START = Date.UTC(2026, 2, 1, 9, 0);

describe('IssuedAddresses', () => {
  test('an address is given once, for its category and language, and not after ADDRESS_REUSE_MS', () => {
    let now = START;
    const addresses = new IssuedAddresses({ now: () => now, sleep: systemClock.sleep });
    // Dated by a service a year ahead: the reuse is counted by this computer's clock, from when it arrived.
    const issued = {
      address: 'https://files.example.net/a',
      issuedAt: new Date(START + 365 * 86_400_000).toISOString(),
      receivedAt: START,
    };
    addresses.keep('inductors', 'en', issued);
    expect(addresses.take('inductors', 'ja')).toBeUndefined();
    expect(addresses.take('inductors', 'en')).toEqual(issued);
    expect(addresses.take('inductors', 'en')).toBeUndefined();
    addresses.keep('inductors', 'en', issued);
    now = START + ADDRESS_REUSE_MS;
    expect(addresses.take('inductors', 'en')).toEqual(issued);
    addresses.keep('inductors', 'en', issued);
    now = START + ADDRESS_REUSE_MS + 1;
    expect(addresses.take('inductors', 'en')).toBeUndefined();
  });
});
