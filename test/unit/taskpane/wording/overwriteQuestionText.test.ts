import type { RangeAddress } from '../../../../src/office/workbook';
import { switchDisplayLanguage } from '../../../../src/taskpane/i18n/i18n';
import type { OverwriteQuestion } from '../../../../src/taskpane/logic/overwriteQuestion';
import { overwriteQuestionText } from '../../../../src/taskpane/wording/overwriteQuestionText';

afterEach(() => switchDisplayLanguage('en'));

/** Sheet1!C2:F120 */
const RANGE: RangeAddress = { sheet: 'Sheet1', row: 1, column: 2, rowCount: 119, columnCount: 4 };
const PRODUCTS = { unit: 'products', count: 12_000 } as const;

/** One question of each kind (a Record: a kind added to OverwriteQuestion and missing here fails to compile). */
const EVERY_QUESTION: Record<OverwriteQuestion['kind'], readonly [OverwriteQuestion, string]> = {
  replaceValues: [
    { kind: 'replaceValues', range: RANGE, rows: { unit: 'equivalents', count: 1 } },
    'Sheet1!C2:F120 holds values. Replace them with the 1 equivalent found?',
  ],
  replaceTable: [
    { kind: 'replaceTable', range: RANGE, contents: { values: false, tables: ['Parts'] }, rows: PRODUCTS },
    'Sheet1!C2:F120 overlaps the Excel table "Parts". Replace those cells with the 12,000 products found? That table becomes a plain range.',
  ],
  completeTable: [
    { kind: 'completeTable', range: RANGE, contents: { values: true, tables: [] }, rows: PRODUCTS },
    'Sheet1!C2:F120 holds values. Replace them to complete the table with the 12,000 products found?',
  ],
  headerMoved: [
    { kind: 'headerMoved', range: RANGE, header: ['Partno', 'Category', 'Status', 'Capacitance'] },
    "Sheet1!C2:F120 no longer holds this table's header (Partno, Category, Status…): it may have been moved or written over. Write the refreshed table there all the same?",
  ],
  tableGrew: [
    { kind: 'tableGrew', range: RANGE, products: 12_000 },
    'The table grew to 12,000 products, and Sheet1!C2:F120, where the new rows go, holds values. Replace them?',
  ],
  bomColumns: [
    { kind: 'bomColumns', range: RANGE, fields: ['Status', 'LastBuyDate'] },
    'Sheet1!C2:F120 holds values, where PartSpec would add the columns Status, LastBuyDate. Replace them?',
  ],
  fillColumns: [
    { kind: 'fillColumns', range: RANGE },
    'Sheet1!C2:F120 holds values where Partno, Match and Why would go. Replace them?',
  ],
  fillCell: [
    { kind: 'fillCell', range: RANGE, held: 'X1', written: 'GRM1', replacement: 'GRM2' },
    'Sheet1!C2:F120 now holds "X1", not GRM1: replace it with GRM2?',
  ],
};

describe('overwriteQuestionText: the question the dialog asks, from its facts', () => {
  test.each(Object.values(EVERY_QUESTION))('%o: %s', (question, text) => {
    expect(overwriteQuestionText(question)).toBe(text);
  });

  test('over tables: their number decides the sentence, and values add "holds values"', () => {
    const contents = { values: true, tables: ['Parts', 'Stock'] };
    expect(overwriteQuestionText({ kind: 'replaceTable', range: RANGE, contents, rows: PRODUCTS })).toBe(
      'Sheet1!C2:F120 holds values and overlaps the Excel tables "Parts" and "Stock". Replace them with the 12,000 products found? Those tables become plain ranges.',
    );
    expect(overwriteQuestionText({ kind: 'completeTable', range: RANGE, contents, rows: PRODUCTS })).toContain(
      'Replace them to complete the table',
    );
    expect(
      overwriteQuestionText({
        kind: 'completeTable',
        range: RANGE,
        contents: { ...contents, values: false },
        rows: PRODUCTS,
      }),
    ).toContain('Replace those cells to complete the table');
  });

  test('a part-number cell Fill left empty says so', () => {
    expect(
      overwriteQuestionText({ kind: 'fillCell', range: RANGE, held: 'X1', written: '', replacement: 'GRM2' }),
    ).toBe('Sheet1!C2:F120, left empty by Fill, now holds "X1": replace it with GRM2?');
  });

  test('in Japanese', async () => {
    await switchDisplayLanguage('ja');
    expect(overwriteQuestionText(EVERY_QUESTION.fillColumns[0])).toBe(
      'Sheet1!C2:F120 の、品番・判定・理由を書き込む位置に値があります。置き換えますか?',
    );
  });
});
