import { createClient, ServiceClock } from '../../../../src/core';
import { FakeClock } from '../../../support/fakeClock';

const NOW = Date.UTC(2026, 10, 25, 9, 30, 0);

describe('ServiceClock: the service’s date from the Date of its answers', () => {
  test('before any answer, and after one without a Date: this computer’s time, no offset', () => {
    const clock = new ServiceClock(new FakeClock(NOW));
    expect(clock.now().getTime()).toBe(NOW);
    clock.observe(null);
    clock.observe(undefined);
    clock.observe('');
    expect(clock.offsetMs).toBeUndefined();
    expect(clock.now().getTime()).toBe(NOW);
  });

  test('a service a year ahead (a catalogue as of another date): its date, at this computer’s pace', async () => {
    const computer = new FakeClock(NOW);
    const clock = new ServiceClock(computer);
    clock.observe('Thu, 25 Nov 2027 09:30:00 GMT');
    expect(clock.offsetMs).toBe(Date.UTC(2027, 10, 25, 9, 30) - NOW);
    expect(clock.now().toISOString()).toBe('2027-11-25T09:30:00.000Z');
    await computer.advance(60_000);
    expect(clock.now().toISOString()).toBe('2027-11-25T09:31:00.000Z');
  });

  test.each([
    ['not a date', 'yesterday'],
    ['a year no clock says', 'Sat, 01 Jan 1970 00:00:00 GMT'],
    ['far in the future', 'Fri, 01 Jan 2400 00:00:00 GMT'],
    ['garbage', '\u0000\u202e'],
  ])('%s: ignored, never a crash, the last good offset kept', (_label, header) => {
    const clock = new ServiceClock(new FakeClock(NOW));
    clock.observe('Wed, 25 Nov 2026 10:30:00 GMT');
    expect(() => clock.observe(header)).not.toThrow();
    expect(clock.offsetMs).toBe(3_600_000);
  });

  test('a client keeps its service’s clock from its answers', async () => {
    const computer = new FakeClock(NOW);
    const client = createClient({
      baseUrl: 'https://pis.example.com',
      apiKey: 'k',
      clock: computer,
      fetch: async () =>
        new Response(JSON.stringify({ HasMoreHits: false, Data: {} }), {
          status: 200,
          headers: { 'content-type': 'application/json', date: 'Thu, 25 Nov 2027 09:30:00 GMT' },
        }),
    });
    expect(client.serviceClockOffsetMs()).toBeUndefined();
    await client.search({ filter: "Status eq 'NRND'" });
    expect(client.serviceNow().toISOString()).toBe('2027-11-25T09:30:00.000Z');
    expect(client.serviceClockOffsetMs()).toBe(Date.UTC(2027, 10, 25, 9, 30) - NOW);
  });
});
