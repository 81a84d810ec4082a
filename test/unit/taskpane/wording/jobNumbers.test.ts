import { switchDisplayLanguage } from '../../../../src/taskpane/i18n/i18n';
import { bytes, count } from '../../../../src/taskpane/wording/jobNumbers';

afterEach(() => switchDisplayLanguage('en'));

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

test('in each display language, as its texts group numbers ({{count, number}})', async () => {
  for (const lang of ['en', 'ja', 'zh'] as const) {
    await switchDisplayLanguage(lang);
    expect(count(11_003)).toBe('11,003');
    expect(count(11_003)).toBe(new Intl.NumberFormat(lang).format(11_003));
    expect(bytes(1_234.5 * 1024 * 1024)).toBe('1,234.5 MB');
  }
});

describe('bytes', () => {
  test.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1,023 bytes'],
    [1024, '1 KB'],
    [512 * 1024, '512 KB'],
    // The last size that still rounds below 1024 KB, and the first that does not.
    [1023.5 * 1024 - 1, '1,023 KB'],
    [1023.5 * 1024, '1.0 MB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [12.5 * 1024 * 1024, '12.5 MB'],
  ])('%d -> %s', (value, text) => {
    expect(bytes(value)).toBe(text);
  });
});
