import { formatCount, plural } from '../../../src/taskpane/format';

describe('formatCount', () => {
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
    expect(formatCount(value)).toBe(text);
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
