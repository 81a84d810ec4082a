// The server module (and the dataset behind it) is replaced: these tests are about the --as-of option.
jest.mock('../../../src/service/server', () => ({
  ...jest.requireActual('../../../src/service/server'),
  startService: jest.fn(() => new Promise(() => undefined)),
}));

import { optionsFromArguments } from '../../../src/service/cli';
import { DATASET_DATE, resolveOptions } from '../../../src/service/options';
import { catalogueDate, serviceDate } from '../../../src/service/server';

describe('asOf', () => {
  test('is left undefined by default: the service then answers as of its own date, which it follows', () => {
    expect(resolveOptions({}).asOf).toBeUndefined();
    expect(DATASET_DATE).toBe('2026-03-01');
    // The catalogue's date is the service's date (UTC), to the millisecond around midnight.
    expect(catalogueDate(undefined, Date.parse('2026-11-28T23:59:59.999Z'))).toBe('2026-11-28');
    expect(catalogueDate(undefined, Date.parse('2026-11-29T00:00:00.000Z'))).toBe('2026-11-29');
    expect(serviceDate(undefined, Date.parse('2026-11-28T18:02:00Z')).toISOString()).toBe('2026-11-28T18:02:00.000Z');
  });

  test("given, it is the catalogue's date whatever the clock says, and the Date header says that day", () => {
    const now = Date.parse('2026-11-28T18:02:00Z');
    expect(catalogueDate('2027-11-25', now)).toBe('2027-11-25');
    expect(serviceDate('2027-11-25', now).toISOString()).toBe('2027-11-25T18:02:00.000Z');
    expect(catalogueDate('2027-11-25', now)).toBe(serviceDate('2027-11-25', now).toISOString().slice(0, 10));
  });

  test.each(['2027-06-01', '2028-02-29', '2020-01-01'])('%s is kept', (asOf) => {
    expect(resolveOptions({ asOf }).asOf).toBe(asOf);
    expect(optionsFromArguments(['--as-of', asOf])).toMatchObject({ asOf });
    expect(optionsFromArguments([`--as-of=${asOf}`])).toMatchObject({ asOf });
  });

  test.each(['2027-02-29', '2027-13-01', '2027-6-1', '01/06/2027', 'tomorrow', ''])(
    '%p is refused, saying how to write a date',
    (asOf) => {
      expect(() => resolveOptions({ asOf })).toThrow(RangeError);
      expect(() => resolveOptions({ asOf })).toThrow(
        `as-of date must be a calendar date written YYYY-MM-DD, such as 2026-03-01 (the dataset's own date), got "${asOf}"`,
      );
      expect(() => optionsFromArguments(['--as-of', asOf])).toThrow(
        `--as-of must be a calendar date written YYYY-MM-DD, such as 2026-03-01 (the dataset's own date), got "${asOf}"`,
      );
    },
  );

  test('--as-of needs its value', () => {
    expect(() => optionsFromArguments(['--as-of'])).toThrow(/as-of/);
  });
});
