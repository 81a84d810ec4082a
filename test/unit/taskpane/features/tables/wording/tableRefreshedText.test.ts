import { type AnswerSources, ServiceError } from '../../../../../../src/core';
import type { RangeAddress } from '../../../../../../src/office/workbook';
import { switchDisplayLanguage } from '../../../../../../src/taskpane/i18n/i18n';
import type { TableRefreshed } from '../../../../../../src/taskpane/features/tables/logic/tableRefreshed';
import { tableRefreshedText } from '../../../../../../src/taskpane/features/tables/wording/tableRefreshedText';
import {
  recordRefreshedText,
  tablesRefreshedText,
} from '../../../../../../src/taskpane/features/tables/wording/tablesRefreshedText';

const range: RangeAddress = { sheet: 'Search', row: 1, column: 0, rowCount: 41, columnCount: 2 };
const header: RangeAddress = { ...range, rowCount: 1 };
const below: RangeAddress = { ...range, row: 42, rowCount: 2 };
/** As of 2026-11-24 07:05, local time. */
const refreshedAt = new Date(2026, 10, 24, 7, 5).toISOString();
const sources: AnswerSources = {
  at: new Date(2026, 10, 24, 7, 30).toISOString(),
  atChecked: false,
  service: 42,
  snapshots: [],
};
const refreshed = (products: number): Extract<TableRefreshed, { kind: 'refreshed' }> => ({
  kind: 'refreshed',
  range,
  products,
  before: 40,
  sources,
});
const noBom = (): string => {
  throw new Error('No BOM here.');
};

afterEach(() => switchDisplayLanguage('en'));

describe('tableRefreshedText: how the refresh of a search or category table ended', () => {
  test('left as it was: stopped, failed part-way, nothing found now', async () => {
    await switchDisplayLanguage('en');
    expect(tableRefreshedText({ kind: 'stopped', range, refreshedAt })).toBe(
      'Stopped while fetching; Search!A2:B42 is as it was, as of 2026-11-24 07:05.',
    );
    expect(
      tableRefreshedText({ kind: 'incomplete', range, refreshedAt, requests: 3, cause: new ServiceError(503, 9) }),
    ).toBe(
      'The search stopped after 3 requests, so nothing was written: Search!A2:B42 is as it was, as of 2026-11-24 07:05. The service had a problem (503) and 9 attempts did not get an answer. Try again later. Refresh again later.',
    );
    expect(tableRefreshedText({ kind: 'noMatch', range, refreshedAt })).toBe(
      "No product matches this table's search now, so Search!A2:B42 is kept as it was on 2026-11-24 07:05. If some should, loosen or remove a condition in the Search tab and insert the search again; if the table is no longer needed, delete it.",
    );
    expect(tableRefreshedText({ kind: 'categoryEmpty', category: 'inductors', range, refreshedAt })).toBe(
      'The service gave no products of inductors now, so Search!A2:B42 is kept as it was on 2026-11-24 07:05. Refresh again later, or check in Settings that the service URL is the one you mean.',
    );
  });

  test('declined, and stopped while writing', async () => {
    await switchDisplayLanguage('en');
    expect(tableRefreshedText({ kind: 'headerMovedDeclined', range: header })).toBe(
      "Nothing was written: Search!A2:B2 no longer holds the table's header. Forget this table in the Tables tab, and insert it again where you want it.",
    );
    expect(tableRefreshedText({ kind: 'grewDeclined', range: below })).toBe(
      "Nothing was written: Search!A43:B44 holds values, where the refreshed table's new rows go. Move them, then refresh again.",
    );
    expect(tableRefreshedText({ kind: 'stoppedAfter', written: 1, total: 42, refreshedAt })).toBe(
      'Stopped after 1 row of 42: the rows below them are still as of 2026-11-24 07:05. Refresh again to finish.',
    );
  });

  test('refreshed: as many rows, more or fewer than before, where they came from, and a record not kept', async () => {
    await switchDisplayLanguage('en');
    const answered = 'Answered from the service, 2026-11-24 07:30.';
    expect(tableRefreshedText(refreshed(40))).toBe(
      `Refreshed Search!A2:B42: 40 products, as many rows as before. ${answered}`,
    );
    expect(tableRefreshedText(refreshed(42))).toBe(
      `Refreshed Search!A2:B42: 42 products, 2 more than before. ${answered}`,
    );
    expect(tableRefreshedText(refreshed(1))).toBe(
      `Refreshed Search!A2:B42: 1 product, 39 fewer than before. ${answered}`,
    );
    expect(tableRefreshedText({ ...refreshed(40), notRecorded: new Error('No custom XML parts.') })).toMatch(
      /^Refreshed Search!A2:B42: 40 products, as many rows as before\. Answered from the service, 2026-11-24 07:30\. It cannot be refreshed from the Tables tab: /,
    );
  });

  test('in Chinese', async () => {
    await switchDisplayLanguage('zh');
    expect(tableRefreshedText({ kind: 'noMatch', range, refreshedAt })).toBe(
      '目前没有产品符合此表格的搜索条件，因此 Search!A2:B42 保持 2026-11-24 07:05 时的内容不变。如果应有产品匹配，请在“搜索”选项卡中放宽或删除某个条件，然后重新插入搜索结果；如果不再需要此表格，请将其删除。',
    );
    expect(tableRefreshedText({ kind: 'stoppedAfter', written: 2, total: 42, refreshedAt })).toBe(
      '已在写入 2 / 42 行后停止：下面的行仍是截至 2026-11-24 07:05 的数据。请再次刷新以完成。',
    );
    expect(tableRefreshedText(refreshed(42))).toMatch(/^已刷新 Search!A2:B42：42 个产品，比之前多 2 个。/);
  });
});

describe('recordRefreshedText and tablesRefreshedText: one table of any kind, and Refresh all', () => {
  test("a BOM's refresh in the BOM's words, a table's in the Tables tab's", async () => {
    await switchDisplayLanguage('en');
    const bomText = (summary: { readonly parts: number }): string => `BOM of ${summary.parts} parts.`;
    expect(recordRefreshedText({ kind: 'bom', summary: { parts: 3 } }, bomText)).toBe('BOM of 3 parts.');
    expect(recordRefreshedText({ kind: 'table', summary: { kind: 'grewDeclined', range: below } }, bomText)).toBe(
      tableRefreshedText({ kind: 'grewDeclined', range: below }),
    );
  });

  test('Refresh all: how many of how many, then each table, a failure where it is and why', async () => {
    await switchDisplayLanguage('en');
    const text = tablesRefreshedText(
      {
        tables: 2,
        refreshed: 1,
        failed: 1,
        results: [
          { kind: 'table', summary: { kind: 'stopped', range, refreshedAt } },
          { kind: 'failed', range: header, error: new ServiceError(503, 9) },
        ],
      },
      noBom,
    );
    expect(text).toBe(
      'Refreshed 1 of 2 tables. Stopped while fetching; Search!A2:B42 is as it was, as of 2026-11-24 07:05. ' +
        'Search!A2:B2: The service had a problem (503) and 9 attempts did not get an answer. Try again later.',
    );
    expect(tablesRefreshedText({ tables: 1, refreshed: 1, failed: 0, results: [] }, noBom)).toBe(
      'Refreshed 1 of 1 table.',
    );
    expect(tablesRefreshedText({ tables: 0, refreshed: 0, failed: 0, results: [] }, noBom)).toBe(
      'No table to refresh: insert a search, a category or refresh a BOM first.',
    );
  });

  test('Refresh all in Japanese', async () => {
    await switchDisplayLanguage('ja');
    expect(tablesRefreshedText({ tables: 0, refreshed: 0, failed: 0, results: [] }, noBom)).toBe(
      '更新するテーブルがありません。先に検索結果やカテゴリを挿入するか、BOM を更新してください。',
    );
    expect(tablesRefreshedText({ tables: 3, refreshed: 2, failed: 0, results: [] }, noBom)).toBe(
      '3 個のテーブルのうち 2 個を更新しました。',
    );
  });
});
