import type { RangeAddress } from '../../../../../../src/office/workbook';
import { switchDisplayLanguage } from '../../../../../../src/taskpane/i18n/i18n';
import {
  equivalentsFoundText,
  equivalentsInsertedText,
} from '../../../../../../src/taskpane/features/search/wording/equivalentsText';

const PARTNO = 'OCM155R71H104KA01D';
const cell: RangeAddress = { sheet: 'Sheet1', row: 2, column: 1, rowCount: 1, columnCount: 1 };
const range: RangeAddress = { sheet: 'Equivalents', row: 1, column: 0, rowCount: 31, columnCount: 9 };

afterEach(() => switchDisplayLanguage('en'));

describe('equivalentsFoundText: what Find equivalents found', () => {
  test('each kind, in English, counted as drop-ins and parts to check', async () => {
    await switchDisplayLanguage('en');
    expect(equivalentsFoundText({ kind: 'noPartno', cell })).toBe(
      'Select a cell with a part number first: Sheet1!B3 is empty.',
    );
    expect(equivalentsFoundText({ kind: 'unknownPart', partno: PARTNO })).toBe(`The service does not know ${PARTNO}.`);
    expect(equivalentsFoundText({ kind: 'none', partno: PARTNO })).toBe(
      `${PARTNO} is known, but no part In Production can replace it, not even one to check. Search its category with fewer conditions to see the parts nearest to it.`,
    );
    expect(equivalentsFoundText({ kind: 'found', partno: PARTNO, dropIns: 1, toCheck: 12 })).toBe(
      `${PARTNO}: 1 drop-in replacement In Production, and 12 parts to check.`,
    );
  });

  test('in Japanese', async () => {
    await switchDisplayLanguage('ja');
    expect(equivalentsFoundText({ kind: 'noPartno', cell })).toBe(
      '先に部品番号の入ったセルを選択してください。Sheet1!B3 は空です。',
    );
    expect(equivalentsFoundText({ kind: 'unknownPart', partno: PARTNO })).toBe(`サービスは ${PARTNO} を知りません。`);
    expect(equivalentsFoundText({ kind: 'found', partno: PARTNO, dropIns: 3, toCheck: 12 })).toBe(
      `${PARTNO}: 量産中の置き換え品 (ドロップイン) 3 件、確認が必要なもの 12 件。`,
    );
  });
});

describe('equivalentsInsertedText: how inserting the equivalents ended', () => {
  test('each of its own kinds, in English, and the line above that could not be written', async () => {
    await switchDisplayLanguage('en');
    expect(equivalentsInsertedText({ kind: 'none', partno: PARTNO })).toMatch(
      new RegExp(`^${PARTNO} is known, but no part In Production can replace it`),
    );
    const inserted = { kind: 'inserted', partno: PARTNO, rows: 30, range, dropIns: 10, toCheck: 20 } as const;
    const written = `Wrote 30 rows to Equivalents!A2:I32, one per equivalent of ${PARTNO}: 10 drop-in replacements and 20 parts to check.`;
    expect(equivalentsInsertedText(inserted)).toBe(written);
    expect(
      equivalentsInsertedText({ ...inserted, notCaptioned: new Error('The request failed: Excel is busy.') }),
    ).toMatch(
      new RegExp(
        `^${written.replace(/[.()]/g, '\\$&')} The line above it, which says when they were found, could not be written: `,
      ),
    );
  });

  test("its table's write, counted in equivalents", async () => {
    await switchDisplayLanguage('en');
    expect(equivalentsInsertedText({ kind: 'stoppedBefore', rows: { unit: 'equivalents', count: 30 } })).toBe(
      'Stopped before writing the 30 equivalents found; nothing was written.',
    );
  });

  test('in Japanese', async () => {
    await switchDisplayLanguage('ja');
    expect(
      equivalentsInsertedText({ kind: 'inserted', partno: PARTNO, rows: 30, range, dropIns: 10, toCheck: 20 }),
    ).toBe(
      `${PARTNO} の同等品を 1 件 1 行で Equivalents!A2:I32 に 30 行書き込みました (ドロップイン 10 件、確認が必要なもの 20 件)。`,
    );
  });
});
