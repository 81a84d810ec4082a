import type { Product, SearchResult } from '../../../../../../src/core';
import { switchDisplayLanguage } from '../../../../../../src/taskpane/i18n/i18n';
import { matchCount } from '../../../../../../src/taskpane/features/search/wording/matchCount';
import { productOf } from '../../../../../support/productOf';

const products = (count: number): Product[] => Array.from({ length: count }, (_, index) => productOf(`P${index}`, {}));

const result = (shown: number, hasMoreHits: boolean, total?: number): SearchResult => ({
  hasMoreHits,
  products: products(shown),
  ...(total === undefined ? {} : { total }),
});

afterEach(() => switchDisplayLanguage('en'));

describe('matchCount', () => {
  test('the exact total when the answer knows it (kept snapshots), "more than" only when it does not', async () => {
    await switchDisplayLanguage('en');
    expect(matchCount(result(2_000, true, 11_003))).toBe('First 2,000 of 11,003 matches');
    expect(matchCount(result(2_000, true))).toBe('First 2,000 of more than 2,000 matches');
    // The service's whole answer: its products are all there are.
    expect(matchCount(result(1_234, false))).toBe('1,234 matches');
    expect(matchCount(result(1, false, 1))).toBe('1 match');
    expect(matchCount(result(0, false, 0))).toBe('No matches');
  });

  test('in each display language, grouped as it groups numbers', async () => {
    await switchDisplayLanguage('ja');
    expect(matchCount(result(2_000, true, 11_003))).toBe('11,003 件の該当のうち最初の 2,000 件');
    expect(matchCount(result(2_000, true))).toBe('2,000 件を超える該当のうち最初の 2,000 件');
    expect(matchCount(result(1_234, false))).toBe('1,234 件が該当');
    await switchDisplayLanguage('zh');
    expect(matchCount(result(2_000, true, 11_003))).toBe('11,003 个匹配项中的前 2,000 个');
    expect(matchCount(result(2_000, true))).toBe('超过 2,000 个匹配项中的前 2,000 个');
  });
});
