import { en, ja, type RefusedPartnoFacts, refusedPartnosPhrase, zh } from '../../../src/words';

// The one sentence of part numbers refused before anything was sent, in each language: the cells and the
// SDK's English fill it so, and the pane fills the same templates through its `t` (describeError.test.ts).

const quote = {
  en: (value: string) => `"${value}"`,
  ja: (value: string) => `「${value}」`,
  zh: (value: string) => `“${value}”`,
};
const separator = { en: ', ', ja: '、', zh: '、' };
const words = { en, ja, zh };

const bar: RefusedPartnoFacts = {
  partno: 'A|B',
  character: { kind: 'separator', name: '|', visible: true, position: 2 },
};
const bidi: RefusedPartnoFacts = {
  partno: 'GRM188\uFFFDR61',
  character: { kind: 'bidi', name: 'U+202E RIGHT-TO-LEFT OVERRIDE', visible: false, position: 7 },
};

const phrase = (language: 'en' | 'ja' | 'zh', refused: RefusedPartnoFacts[], more = 0) =>
  refusedPartnosPhrase(words[language].partnos, refused, {
    more,
    quoted: quote[language],
    separator: separator[language],
  });

test.each([
  [
    'en',
    'Part number "A|B" holds "|" at character 2, which the service reads as a separator between part numbers. Correct it; nothing was sent.',
  ],
  [
    'ja',
    '品番 「A|B」 の 2 文字目に 「|」 があります。サービスはこの文字を品番の区切りとして読みます。修正してください。何も送信していません。',
  ],
  ['zh', '料号 “A|B” 的第 2 个字符是 “|”，服务会把它读作料号之间的分隔符。请更正；未发送任何内容。'],
] as const)('%s: one part number, its character quoted, where and why', (language, said) => {
  expect(phrase(language, [bar])).toBe(said);
});

test.each([
  [
    'en',
    'These part numbers cannot be sent: "A|B" ("|" at character 2), "GRM188\uFFFDR61" (U+202E RIGHT-TO-LEFT OVERRIDE at character 7) and 3 more. Correct them; nothing was sent.',
  ],
  [
    'ja',
    '送信できない品番があります: 「A|B」 (2 文字目に 「|」)、「GRM188\uFFFDR61」 (7 文字目に U+202E RIGHT-TO-LEFT OVERRIDE) ほか 3 件。修正してください。何も送信していません。',
  ],
  [
    'zh',
    '以下料号无法发送：“A|B”（第 2 个字符为 “|”）、“GRM188\uFFFDR61”（第 7 个字符为 U+202E RIGHT-TO-LEFT OVERRIDE） 等，另有 3 个。请更正；未发送任何内容。',
  ],
] as const)('%s: several, the first with their characters, then how many more', (language, said) => {
  expect(phrase(language, [bar, bidi], 3)).toBe(said);
});

test('one part number of several shown is still one of several; one without a character is only quoted', () => {
  expect(phrase('en', [bar], 1)).toBe(
    'These part numbers cannot be sent: "A|B" ("|" at character 2) and 1 more. Correct them; nothing was sent.',
  );
  expect(phrase('en', [{ partno: 'X' }])).toBe(
    'These part numbers cannot be sent: "X". Correct them; nothing was sent.',
  );
});
