import { ServiceError } from '../../../../../../src/core';
import type { RangeAddress } from '../../../../../../src/office/workbook';
import { switchDisplayLanguage } from '../../../../../../src/taskpane/i18n/i18n';
import { searchSummaryText } from '../../../../../../src/taskpane/features/search/wording/searchSummaryText';

const range: RangeAddress = { sheet: 'Search', row: 1, column: 0, rowCount: 41, columnCount: 2 };
const failure = new ServiceError(503, 9);

afterEach(() => switchDisplayLanguage('en'));

describe('searchSummaryText: how Insert into sheet ended', () => {
  test('each of its own kinds, in English', async () => {
    await switchDisplayLanguage('en');
    expect(searchSummaryText({ kind: 'stopped' })).toBe('Stopped while searching; nothing was written.');
    expect(searchSummaryText({ kind: 'stoppedRest', range })).toBe(
      'Stopped while fetching the rest; Search!A2:B42 is as it was.',
    );
    expect(searchSummaryText({ kind: 'noMatch' })).toBe(
      'No product matches these conditions, so nothing was written. Loosen a condition or remove one, then insert again.',
    );
    expect(searchSummaryText({ kind: 'incomplete', rows: 40, range, requests: 3, cause: failure })).toBe(
      'Wrote the 40 products that arrived to Search!A2:B42, each row complete; then the search stopped after 3 requests. The service had a problem (503) and 9 attempts did not get an answer. Try again later. Fetch the rest to go on from there: the table is then written again, whole.',
    );
  });

  test("its table's write, as writeProducts' words say it", async () => {
    await switchDisplayLanguage('en');
    expect(searchSummaryText({ kind: 'written', rows: { unit: 'products', count: 40 }, range })).toBe(
      'Wrote 40 products to Search!A2:B42.',
    );
  });

  test('in Japanese', async () => {
    await switchDisplayLanguage('ja');
    expect(searchSummaryText({ kind: 'stopped' })).toBe('検索中に停止しました。何も書き込んでいません。');
    expect(searchSummaryText({ kind: 'stoppedRest', range })).toBe(
      '残りの取得中に停止しました。Search!A2:B42 は元のままです。',
    );
    expect(searchSummaryText({ kind: 'noMatch' })).toBe(
      'この条件に一致する製品がないため、何も書き込んでいません。条件を緩めるか削除してから、もう一度挿入してください。',
    );
    expect(searchSummaryText({ kind: 'incomplete', rows: 40, range, requests: 3, cause: failure })).toMatch(
      /^届いた 40 件の製品を Search!A2:B42 に書き込みました \(各行とも完全です\)。その後、3 回のリクエストで検索が停止しました。.+\[残りを取得\] で、そこから続けて取得できます。その際、テーブル全体がもう一度書き込まれます。$/,
    );
  });
});
