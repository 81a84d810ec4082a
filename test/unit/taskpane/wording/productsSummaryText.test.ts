import type { RangeAddress } from '../../../../src/office/workbook';
import { switchDisplayLanguage } from '../../../../src/taskpane/i18n/i18n';
import type { ProductsSummary } from '../../../../src/taskpane/logic/productsSummary';
import { describeError } from '../../../../src/taskpane/wording/describeError';
import { productsSummaryText } from '../../../../src/taskpane/wording/productsSummaryText';

afterEach(() => switchDisplayLanguage('en'));

/** Search!A2:F12002 */
const TABLE: RangeAddress = { sheet: 'Search', row: 1, column: 0, rowCount: 12_001, columnCount: 6 };
/** Sheet1!C2:F120 */
const CELLS: RangeAddress = { sheet: 'Sheet1', row: 1, column: 2, rowCount: 119, columnCount: 4 };
const PRODUCTS = { unit: 'products', count: 12_000 } as const;

/** One summary of each kind (a Record: a kind added to ProductsSummary and missing here fails to compile). */
const EVERY_SUMMARY: Record<ProductsSummary['kind'], readonly [ProductsSummary, string]> = {
  stoppedBefore: [
    { kind: 'stoppedBefore', rows: { unit: 'equivalents', count: 30 } },
    'Stopped before writing the 30 equivalents found; nothing was written.',
  ],
  largeDeclined: [
    { kind: 'largeDeclined', job: 'search', rows: PRODUCTS },
    'Nothing was written: you chose not to write the 12,000 products found. Narrow the search, or choose fewer columns, and insert again.',
  ],
  declined: [
    { kind: 'declined', range: CELLS, contents: { values: true, tables: [] } },
    'Nothing was written: Sheet1!C2:F120 holds values. Select an empty cell, or insert into a new sheet.',
  ],
  completeDeclined: [
    { kind: 'completeDeclined', range: CELLS, contents: { values: true, tables: [] }, written: TABLE },
    'Nothing was written: Sheet1!C2:F120, where the rest of the table would go, holds values. Search!A2:F12002 still holds the products fetched before.',
  ],
  headerOnly: [{ kind: 'headerOnly', range: TABLE }, 'Only the header was written, to Search!A2:F12002.'],
  partly: [
    { kind: 'partly', written: 4000, rows: PRODUCTS, range: TABLE },
    '4,000 of 12,000 products were written to Search!A2:F12002, each row complete; the rest were not.',
  ],
  written: [{ kind: 'written', rows: PRODUCTS, range: TABLE }, 'Wrote 12,000 products to Search!A2:F12002.'],
};

describe('productsSummaryText: how the write of a table ended, from its facts', () => {
  test.each(Object.values(EVERY_SUMMARY))('%o: %s', (summary, text) => {
    expect(productsSummaryText(summary)).toBe(text);
  });

  test('declined over an Excel table: advises a cell outside any table', () => {
    expect(
      productsSummaryText({ kind: 'declined', range: CELLS, contents: { values: false, tables: ['Parts'] } }),
    ).toBe(
      'Nothing was written: Sheet1!C2:F120 overlaps the Excel table "Parts". Select an empty cell outside any table, or insert into a new sheet.',
    );
  });

  test('a table written whole but not recorded says why it cannot be refreshed, after what was written', () => {
    const why = new Error('Custom XML parts are not supported here.');
    expect(productsSummaryText({ kind: 'written', rows: PRODUCTS, range: TABLE, notRecorded: why })).toBe(
      `Wrote 12,000 products to Search!A2:F12002. It cannot be refreshed from the Tables tab: ${describeError(why)}`,
    );
  });

  test('in Chinese', async () => {
    await switchDisplayLanguage('zh');
    expect(productsSummaryText(EVERY_SUMMARY.written[0])).toBe('已将 12,000 个产品写入 Search!A2:F12002。');
  });
});
