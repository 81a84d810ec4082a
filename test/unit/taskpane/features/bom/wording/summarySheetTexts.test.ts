import {
  summarySheetLabels,
  summarySheetText,
} from '../../../../../../src/taskpane/features/bom/wording/summarySheetTexts';
import { i18n } from '../../../../../../src/taskpane/i18n/i18n';

describe('summarySheetTexts: the summary sheet’s words, and what the pane says once it is written', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const range = { sheet: 'PartSpec summary', row: 0, column: 0, rowCount: 24, columnCount: 2 };

  test('in English', () => {
    expect(summarySheetLabels()).toEqual({
      status: 'Status',
      parts: 'Parts',
      notFound: 'Not found',
      quarter: 'Last buy quarter',
      byStatusChart: 'Parts by status',
      lastBuyChart: 'Last buy dates by quarter',
    });
    expect(summarySheetText({ kind: 'summarySheetWritten', range })).toBe(
      "Wrote the summary and its charts to 'PartSpec summary'!A1:B24.",
    );
  });

  test('in Japanese', async () => {
    await i18n.changeLanguage('ja');
    expect(summarySheetLabels()).toMatchObject({
      status: 'ステータス',
      parts: '部品数',
      notFound: '見つかりません',
      quarter: '最終購入の四半期',
      byStatusChart: 'ステータス別の部品数',
      lastBuyChart: '四半期別の最終購入日',
    });
    expect(summarySheetText({ kind: 'summarySheetWritten', range })).toBe(
      "概要とグラフを 'PartSpec summary'!A1:B24 に書き込みました。",
    );
  });
});
