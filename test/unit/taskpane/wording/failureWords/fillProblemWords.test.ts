import { i18n } from '../../../../../src/taskpane/i18n/i18n';
import { fillProblemWords } from '../../../../../src/taskpane/wording/failureWords/fillProblemWords';

// Why Fill part numbers refused a BOM, each kind as the pane says it: headers whole, in the language's quotes.

afterEach(async () => {
  await i18n.changeLanguage('en');
});

test('each kind in English', () => {
  expect(fillProblemWords({ kind: 'valueCellsNotSelected' })).toBe(
    'Select the cells of the BOM’s value column (such as “100nF 16V X7R”), or its header, and try again.',
  );
  expect(fillProblemWords({ kind: 'noLines', header: 'Value' })).toBe(
    'There are no lines under the header "Value": select the value cells of the BOM.',
  );
  expect(fillProblemWords({ kind: 'noValues', header: 'Ref' })).toBe(
    'The selected column "Ref" holds no values: no line of it states a capacitance or inductance such as “100nF 16V X7R”. Select the BOM’s value column (its header or its cells) and try again.',
  );
  expect(
    fillProblemWords({
      kind: 'footprintNotFound',
      footprint: 'Package code',
      headers: ['Ref', 'Footprint', 'Part number'],
      firstColumn: 0,
      lastColumn: 3,
    }),
  ).toBe(
    'There is no column "Package code" on the header row: type one of the BOM’s headers as it is written ("Ref", "Footprint", "Part number"), or the letter of one of its columns, A to D; or leave the box empty.',
  );
});

test('in Japanese and Chinese', async () => {
  await i18n.changeLanguage('ja');
  expect(fillProblemWords({ kind: 'noLines', header: '値' })).toBe(
    '見出し 「値」 の下に行がありません。BOM の値のセルを選択してください。',
  );
  expect(
    fillProblemWords({
      kind: 'footprintNotFound',
      footprint: 'FP',
      headers: ['Ref', '封装'],
      firstColumn: 0,
      lastColumn: 27,
    }),
  ).toBe(
    '見出しの行に列 「FP」 がありません。BOM の見出しを書かれているとおりに (「Ref」、「封装」)、または BOM の列の文字 (A～AB) を入力するか、空欄にしてください。',
  );
  await i18n.changeLanguage('zh');
  expect(fillProblemWords({ kind: 'noLines', header: '值' })).toBe('标题 “值” 下没有行：请选择 BOM 的数值单元格。');
});
