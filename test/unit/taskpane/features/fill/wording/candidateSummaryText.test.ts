import { i18n } from '../../../../../../src/taskpane/i18n/i18n';
import { candidateSummaryText } from '../../../../../../src/taskpane/features/fill/wording/candidateSummaryText';

// What choosing a candidate in Fill's result did, in the pane's words: the row as the sheet numbers it.

afterEach(async () => {
  await i18n.changeLanguage('en');
});

test('each kind in English', () => {
  expect(candidateSummaryText({ kind: 'chosen', partno: 'OCM155R71C104KA02D', row: 1 })).toBe(
    'Wrote OCM155R71C104KA02D in row 2.',
  );
  expect(candidateSummaryText({ kind: 'kept', partno: 'OCM155R71C104KA01D', row: 1 })).toBe(
    'Kept OCM155R71C104KA01D in row 2: no longer marked Check.',
  );
  const range = { sheet: 'BOM', row: 1, column: 3, rowCount: 1, columnCount: 1 };
  expect(candidateSummaryText({ kind: 'declined', range })).toBe('Nothing was written: BOM!D2 was left as it was.');
});

test('in Japanese and Chinese', async () => {
  await i18n.changeLanguage('ja');
  expect(candidateSummaryText({ kind: 'kept', partno: 'OCM155R71C104KA01D', row: 1 })).toBe(
    '2 行目の OCM155R71C104KA01D をそのままにし、要確認を外しました。',
  );
  await i18n.changeLanguage('zh');
  expect(candidateSummaryText({ kind: 'chosen', partno: 'OCM155R71C104KA02D', row: 1 })).toBe(
    '已在第 2 行写入 OCM155R71C104KA02D。',
  );
  const range = { sheet: 'BOM', row: 1, column: 3, rowCount: 1, columnCount: 1 };
  expect(candidateSummaryText({ kind: 'declined', range })).toBe('未写入任何内容：BOM!D2 保持不变。');
});
