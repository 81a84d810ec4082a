import { normalizeDescription, splitWords } from '../../../../src/core/matching/descriptionWords';

const texts = (line: string) => splitWords(normalizeDescription(line)).map((word) => word.text);
const parses = (line: string) => splitWords(normalizeDescription(line)).map((word) => word.parse);

describe('splitWords', () => {
  it.each([
    ['100nF 0402 X7R', ['100nF', '0402', 'X7R']],
    ['4.7uH/2A', ['4.7uH', '2A']],
    ['100n,16V;X7R', ['100n', '16V', 'X7R']],
    ['LS=7.5mm', ['LS', '7.5mm']],
    ['0603 (1608)', ['0603', '1608']],
    // A number and its unit written apart are one word.
    ['100 nF 16 V 10 %', ['100 nF', '16 V', '10 %']],
    // Tolerances keep their sign and slash.
    ['+/- 5% ± 10% +80/-20% -20/+80%', ['+/- 5%', '± 10%', '+80/-20%', '-20/+80%']],
    // A decimal comma and a thousands comma stay in the number; a comma between two codes separates them.
    ['4,7uF 2,200pF 0603,1608', ['4,7uF', '2,200pF', '0603', '1608']],
    ['C_100N_0402_X5R_K_10', ['C_100N_0402_X5R_K_10']],
    ['１００ｎＦ　１６Ｖ', ['100nF', '16V']],
    ['贴片陶瓷电容100nF', ['贴片', '陶瓷电容', '100nF']],
    ['电容器未知', ['电容器', '未知']],
    ['100纳法 16伏', ['100纳法', '16伏']],
    ['', []],
    [' ,;/() ', []],
    // Titled as JSON: the empty line's test needs a name that is not empty for the mutation run to tell it apart.
  ])('%j', (line, words) => {
    expect(texts(line)).toEqual(words);
  });

  it('gives Japanese and Chinese units as the ASCII symbol the readers take', () => {
    expect(parses('100纳法 16伏 4.7マイクロファラド 500毫安')).toEqual(['100nF', '16V', '4.7uF', '500mA']);
  });

  it('says where each word lies in the line', () => {
    expect(splitWords('100 nF 0402').map(({ start, end }) => [start, end])).toEqual([
      [0, 6],
      [7, 11],
    ]);
  });
});

describe('splitWords: a value written with its own tolerance', () => {
  it.each([
    // The tolerance's unit is the value's when the value has none.
    ['3.9+/-0.2nH', ['3.9nH', '±0.2nH']],
    ['2.7±0.1nH', ['2.7nH', '±0.1nH']],
    ['10uF±10%', ['10uF', '±10%']],
    ['47n+-5%', ['47n', '±5%']],
    ['1.5pF+/-0.25pF', ['1.5pF', '±0.25pF']],
  ])('%s is read as %j, both quoted as written', (line, parsed) => {
    expect(parses(line)).toEqual(parsed);
    expect(texts(line)).toEqual([line, line]);
  });

  it('leaves a tolerance written apart (`100nF ±5%`) its own word, and a bare number before ± a number', () => {
    expect(texts('100nF ±5%')).toEqual(['100nF', '±5%']);
    // No unit anywhere: the number is no value, the percentage a tolerance.
    expect(parses('100±10%')).toEqual(['100', '±10%']);
  });
});
