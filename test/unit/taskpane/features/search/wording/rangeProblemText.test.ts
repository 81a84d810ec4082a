import { i18n } from '../../../../../../src/taskpane/i18n/i18n';
import {
  rangeProblemText,
  readableQuantity,
} from '../../../../../../src/taskpane/features/search/wording/rangeProblemText';

describe('readableQuantity', () => {
  test.each([
    [1e-4, 'F', '100 µF'],
    [1e-13, 'F', '0.1 pF'],
    [1e-9, 'H', '1 nH'],
    [1e5, 'V', '100 kV'],
    [1e11, 'Hz', '100 GHz'],
    [1e-5, 'g', '10 µg'],
    [0.1, 'm', '100 mm'],
    [1e12, 'Hz', '1000 GHz'],
    [1000, 'degC', '1000 °C'],
    [0, 'F', '0 F'],
  ] as const)('%p %s is written %j', (value, unit, written) => {
    expect(readableQuantity(value, unit)).toBe(written);
  });
});

describe('rangeProblemText', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const capacitance = { item: 'Capacitance', unit: 'F', typed: ' -5 ' } as const;

  test('each problem starts with the item, repeats what was typed, and says what to write', () => {
    expect(rangeProblemText({ kind: 'negative' }, capacitance)).toBe(
      'Capacitance: "-5" is negative, which a capacitance cannot be; enter 0 or more, like 100nF.',
    );
    expect(rangeProblemText({ kind: 'tooLarge', most: 1e-4 }, { ...capacitance, typed: '1e99' })).toBe(
      'Capacitance: "1e99" is more than 1,000 times the largest value in the catalogue (100 µF); check the number and its unit, and write it like 100nF.',
    );
    expect(rangeProblemText({ kind: 'tooSmall', least: 1e-9 }, { item: 'Inductance', unit: 'H', typed: '1e-20' })).toBe(
      'Inductance: "1e-20" is less than 1/1,000 of the smallest value in the catalogue (1 nH); check the number and its unit, and write it like 4.7uH.',
    );
    expect(
      rangeProblemText({ kind: 'belowAbsoluteZero' }, { item: 'MaxOperatingTemperature', unit: 'degC', typed: '-300' }),
    ).toBe(
      'MaxOperatingTemperature: "-300" is below absolute zero (−273.15 °C), which no temperature is; enter a temperature like 125°C.',
    );
    expect(rangeProblemText({ kind: 'notFinite' }, { ...capacitance, typed: '1e999' })).toBe(
      'Capacitance: "1e999" is too large a number to search for; check the number and its unit, and write it like 100nF.',
    );
  });

  test('in Japanese and Chinese, with the quantity named in that language', async () => {
    await i18n.changeLanguage('ja');
    expect(rangeProblemText({ kind: 'negative' }, capacitance)).toBe(
      'Capacitance: "-5" は負の値ですが、静電容量は負になりません。0 以上の値を 100nF のように入力してください。',
    );
    expect(rangeProblemText({ kind: 'tooLarge', most: 1e-4 }, { ...capacitance, typed: '1e99' })).toBe(
      'Capacitance: "1e99" はカタログ中の最大値 (100 µF) の 1,000 倍を超えています。数値と単位を確認し、100nF のように入力してください。',
    );
    await i18n.changeLanguage('zh');
    expect(rangeProblemText({ kind: 'negative' }, capacitance)).toBe(
      'Capacitance: "-5" 是负数，而电容不能为负；请输入 0 或更大的值，如 100nF。',
    );
    expect(rangeProblemText({ kind: 'tooSmall', least: 1e-13 }, { ...capacitance, typed: '1e-99' })).toBe(
      'Capacitance: "1e-99" 不到目录中最小值 (0.1 pF) 的 1,000 分之一；请检查数字及其单位，并按 100nF 的格式输入。',
    );
  });
});
