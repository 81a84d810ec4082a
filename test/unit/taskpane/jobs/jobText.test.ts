import { bytes, count, plural } from '../../../../src/taskpane/jobs/jobText';

describe('count', () => {
  test.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12_000, '12,000'],
    [42_001, '42,001'],
    [1_048_576, '1,048,576'],
    [-1500, '-1,500'],
    [1.5, '1.5'],
  ])('%d -> %s, whatever the locale of the browser', (value, text) => {
    expect(count(value)).toBe(text);
  });
});

describe('plural', () => {
  test('one', () => {
    expect(plural(1, 'match', 'matches')).toBe('1 match');
  });

  test('none and many', () => {
    expect(plural(0, 'match', 'matches')).toBe('0 matches');
    expect(plural(2, 'product', 'products')).toBe('2 products');
    expect(plural(12_000, 'product', 'products')).toBe('12,000 products');
  });
});

describe('bytes', () => {
  test.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1,023 bytes'],
    [1024, '1 KB'],
    [512 * 1024, '512 KB'],
    // The last size that still rounds below 1024 KB, and the first that does not.
    [1023.5 * 1024 - 1, '1023 KB'],
    [1023.5 * 1024, '1.0 MB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [12.5 * 1024 * 1024, '12.5 MB'],
  ])('%d -> %s', (value, text) => {
    expect(bytes(value)).toBe(text);
  });
});
