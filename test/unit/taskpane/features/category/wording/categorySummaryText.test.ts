import type { RangeAddress } from '../../../../../../src/office/workbook';
import { switchDisplayLanguage } from '../../../../../../src/taskpane/i18n/i18n';
import { categorySummaryText } from '../../../../../../src/taskpane/features/category/wording/categorySummaryText';

const range: RangeAddress = { sheet: 'Inductors', row: 1, column: 0, rowCount: 101, columnCount: 3 };

afterEach(() => switchDisplayLanguage('en'));

describe("categorySummaryText: how a category's download ended", () => {
  test('each of its own kinds, in English', async () => {
    await switchDisplayLanguage('en');
    expect(categorySummaryText({ kind: 'stopped' })).toBe('Stopped while downloading; nothing was written.');
    expect(categorySummaryText({ kind: 'stoppedBefore' })).toBe('Stopped before downloading; nothing was written.');
    expect(categorySummaryText({ kind: 'largeDeclinedBefore', products: 42_001 })).toBe(
      'Nothing was downloaded or written: you chose not to write the category (about 42,001 products). Choose fewer columns and download again, or use Search to insert only the products you need.',
    );
    expect(categorySummaryText({ kind: 'empty', category: 'ceramicCapacitorsLead' })).toBe(
      'The service has no products of Ceramic capacitors lead, so nothing was written. Choose another category, or check in Settings that the service URL is the one you mean.',
    );
  });

  test("its table's write, as writeProducts' words say it", async () => {
    await switchDisplayLanguage('en');
    expect(categorySummaryText({ kind: 'written', rows: { unit: 'products', count: 100 }, range })).toBe(
      'Wrote 100 products to Inductors!A2:C102.',
    );
  });

  test('in Japanese', async () => {
    await switchDisplayLanguage('ja');
    expect(categorySummaryText({ kind: 'stopped' })).toBe('ダウンロード中に停止しました。何も書き込んでいません。');
    expect(categorySummaryText({ kind: 'stoppedBefore' })).toBe(
      'ダウンロードの前に停止しました。何も書き込んでいません。',
    );
    expect(categorySummaryText({ kind: 'largeDeclinedBefore', products: 42_001 })).toBe(
      '何もダウンロードも書き込みもしていません: 約 42,001 件の製品を書き込まないことを選びました。列を減らしてもう一度ダウンロードするか、[検索] で必要な製品だけを挿入してください。',
    );
    // The category as the new sheet would have been named: the workbook's English name.
    expect(categorySummaryText({ kind: 'empty', category: 'inductors' })).toBe(
      'サービスに Inductors の製品がないため、何も書き込んでいません。別のカテゴリを選ぶか、[設定] のサービス URL が目的のものか確認してください。',
    );
  });
});
