import type { SearchResult } from '../../../../../../src/core';
import { switchDisplayLanguage } from '../../../../../../src/taskpane/i18n/i18n';
import { previewSummaryText } from '../../../../../../src/taskpane/features/search/wording/previewSummaryText';
import { productOf } from '../../../../../support/productOf';

const result: SearchResult = {
  hasMoreHits: true,
  total: 11_003,
  products: Array.from({ length: 2_000 }, (_, index) => productOf(`P${index}`, {})),
};

afterEach(() => switchDisplayLanguage('en'));

describe('previewSummaryText: how a Preview ended', () => {
  test('each kind, in English', async () => {
    await switchDisplayLanguage('en');
    expect(previewSummaryText({ kind: 'changed' })).toBe(
      'The conditions changed while the preview was on its way: press Preview again.',
    );
    expect(previewSummaryText({ kind: 'noMatch' })).toBe(
      'No product matches these conditions. Loosen a condition or remove one, and preview again.',
    );
    expect(previewSummaryText({ kind: 'previewed', result })).toBe(
      'First 2,000 of 11,003 matches. Insert into sheet writes every match.',
    );
  });

  test('each kind, in Japanese', async () => {
    await switchDisplayLanguage('ja');
    expect(previewSummaryText({ kind: 'changed' })).toBe(
      'プレビューの取得中に条件が変更されました。もう一度 [プレビュー] を押してください。',
    );
    expect(previewSummaryText({ kind: 'noMatch' })).toBe(
      'この条件に一致する製品はありません。条件を緩めるか削除してから、もう一度プレビューしてください。',
    );
    expect(previewSummaryText({ kind: 'previewed', result })).toBe(
      '11,003 件の該当のうち最初の 2,000 件。[シートに挿入] では該当するすべての製品を書き込みます。',
    );
  });
});
