// The server module (and the dataset behind it) is replaced: these tests are about the --as-of option.
jest.mock('../../../src/service/server', () => ({ startService: jest.fn(() => new Promise(() => undefined)) }));

import { optionsFromArguments } from '../../../src/service/cli';
import { DATASET_DATE, resolveOptions } from '../../../src/service/options';

describe('asOf', () => {
  test('is left undefined by default: the service then answers as of DATASET_DATE', () => {
    expect(resolveOptions({}).asOf).toBeUndefined();
    expect(DATASET_DATE).toBe('2026-03-01');
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
        `as-of date must be a calendar date written YYYY-MM-DD, such as 2026-03-01 (the default, the dataset's own date), got "${asOf}"`,
      );
      expect(() => optionsFromArguments(['--as-of', asOf])).toThrow(
        `--as-of must be a calendar date written YYYY-MM-DD, such as 2026-03-01 (the default, the dataset's own date), got "${asOf}"`,
      );
    },
  );

  test('--as-of needs its value', () => {
    expect(() => optionsFromArguments(['--as-of'])).toThrow(/as-of/);
  });
});
