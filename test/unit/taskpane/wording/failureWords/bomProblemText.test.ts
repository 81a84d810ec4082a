import { i18n } from '../../../../../src/taskpane/i18n/i18n';
import { bomLayoutProblemText, bomProblemText } from '../../../../../src/taskpane/wording/failureWords/bomProblemText';

describe('bomLayoutProblemText: what to select, right in every case', () => {
  const ADVICE =
    'Select just the part-number cells under their header, then refresh again (if they have none, first insert a header row above them, e.g. "Part number").';

  test('part numbers, or a header PartSpec does not know, on row 1', () => {
    expect(bomLayoutProblemText({ kind: 'notAHeader', text: 'OCM188R71H104KA01D' })).toBe(
      `The selection starts on row 1 with "OCM188R71H104KA01D", which is not a part-number header PartSpec knows. ${ADVICE}`,
    );
    expect(bomLayoutProblemText({ kind: 'notAHeader', text: 'Component' })).toBe(
      `The selection starts on row 1 with "Component", which is not a part-number header PartSpec knows. ${ADVICE}`,
    );
  });

  test('a title on row 1 is quoted back cut to 40 characters', () => {
    const text = 'BOM of the main board, rev. C, for the pilot run in March';
    expect(bomLayoutProblemText({ kind: 'notAHeader', text })).toBe(
      `The selection starts on row 1 with "BOM of the main board, rev. C, for the …", which is not a part-number header PartSpec knows. ${ADVICE}`,
    );
  });

  test('a blank first cell', () => {
    expect(bomLayoutProblemText({ kind: 'noHeader' })).toBe(
      `The selection starts on row 1 with no part-number header PartSpec knows. ${ADVICE}`,
    );
  });

  test('no part numbers selected, or none under the header', () => {
    expect(bomLayoutProblemText({ kind: 'nothingSelected' })).toMatch(/holds no part numbers/);
    expect(bomLayoutProblemText({ kind: 'noPartsUnder', header: 'Part number' })).toBe(
      'There are no part numbers under "Part number": select the header and the part numbers below it.',
    );
  });
});

describe('bomProblemText: why a BOM cannot be refreshed as asked (a BomRefreshError), with what to do', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  test('a selection that is no BOM is said as its layout problem', () => {
    expect(bomProblemText({ kind: 'notABom', layout: { kind: 'noPartsUnder', header: 'MPN' } })).toBe(
      'There are no part numbers under "MPN": select the header and the part numbers below it.',
    );
  });

  test('each problem of the refresh, in English', () => {
    expect(bomProblemText({ kind: 'noColumns' })).toBe('Choose at least one column to refresh.');
    expect(bomProblemText({ kind: 'noBuilds' })).toBe(
      'LastTimeBuyQuantity needs the number of builds still planned: enter it under Planned builds (a whole number, 1 or more), or untick the column.',
    );
    expect(bomProblemText({ kind: 'noQuantityColumn' })).toBe(
      "LastTimeBuyQuantity needs the BOM's quantity per build: give it a column headed Qty (or Quantity, 数量), then refresh again.",
    );
  });

  test('in Japanese and Chinese', async () => {
    await i18n.changeLanguage('ja');
    expect(bomProblemText({ kind: 'noColumns' })).toBe('更新する列を 1 つ以上選択してください。');
    await i18n.changeLanguage('zh');
    expect(bomProblemText({ kind: 'noColumns' })).toBe('请至少选择一个要刷新的列。');
    expect(bomProblemText({ kind: 'noBuilds' })).toBe(
      'LastTimeBuyQuantity 需要今后计划的生产批次数：请在“计划批次”中输入 (至少为 1 的整数)，或取消勾选此列。',
    );
  });
});
