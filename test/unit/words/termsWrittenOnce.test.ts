import { vocabularyWrittenAgain } from '../../support/catalogueTerms';
import { type WrittenText, writtenTexts, writtenTextsUnder } from '../../support/writtenTexts';

// Each term of the vocabulary written once per language, across everything that speaks that language: the
// vocabulary itself (matching, part numbers), the pane's texts and the cells' sentences (src/words/*/cells.ts),
// and in English also where core, the cells and the pane's Fill once wrote terms of their own (the SDK's
// errors, the code that fills the cells' sentences, Fill's wording). Read from the source, so that a text the pane takes from the vocabulary
// (paneTerms.ts) is read, not written again.

const ROOT = `${__dirname}/../../..`;

/** Where English only was written beside the catalogue: the SDK's errors, the cells' fillers, Fill's wording. */
const ENGLISH_ELSEWHERE = [
  'src/core/client/errors',
  'src/functions/words',
  'src/functions/matchCells.ts',
  'src/taskpane/features/fill/wording',
];

/** Where a language's words are written: its vocabulary, and the pane's and the cells' texts. */
function sourcesOf(language: 'en' | 'ja' | 'zh'): { vocabulary: WrittenText[]; others: WrittenText[] } {
  const textsOf = (paths: readonly string[]): WrittenText[] => paths.flatMap((path) => writtenTextsUnder(ROOT, path));
  return {
    vocabulary: textsOf([`src/words/${language}/matching.ts`, `src/words/${language}/partnos.ts`]),
    others: textsOf([
      `src/words/${language}/pane`,
      `src/words/${language}/cells.ts`,
      ...(language === 'en' ? ENGLISH_ELSEWHERE : []),
    ]),
  };
}

test.each(['en', 'ja', 'zh'] as const)(
  '%s: the pane and the cells write no term of the vocabulary again',
  (language) => {
    const { vocabulary, others } = sourcesOf(language);
    expect(vocabularyWrittenAgain(vocabulary, others, sourcesOf('en'))).toEqual([]);
  },
);

describe('vocabularyWrittenAgain finds what it is for', () => {
  const vocabulary = writtenTexts(
    'src/words/en/matching.ts',
    "export const matching = { requirements: { ratedVoltage: 'rated voltage' }, notes: { asInductor: 'read as an inductor' } };",
  );

  test('a term of the vocabulary written again in the pane or a cell, placeholders and `${…}` aside', () => {
    const pane = writtenTexts(
      'src/words/en/pane/fill.ts',
      "export const fill = { voltage: 'rated  voltage', read: 'read as {{what}}' };",
    );
    const cells = writtenTexts('src/words/en/cells.ts', "export const cells = { note: 'read as an inductor' };");
    const english = { vocabulary, others: [...pane, ...cells] };
    expect(vocabularyWrittenAgain(vocabulary, [...pane, ...cells], english)).toEqual([
      { term: 'rated voltage', at: ['src/words/en/matching.ts:1', 'src/words/en/pane/fill.ts:1'] },
      { term: 'read as an inductor', at: ['src/words/en/matching.ts:1', 'src/words/en/cells.ts:1'] },
    ]);
  });

  test('the terms once written in two places: a category read, the size inch and metric, part numbers refused', () => {
    const terms = writtenTexts(
      'src/words/en/matching.ts',
      [
        "export const matching = { notes: { asCategory: 'read as {{category}}' },",
        "  ambiguousSizeCheck: '{{text}} has parts as inch and as metric: check which is meant' };",
        "export const partnos = { refused: { several: 'These part numbers cannot be sent: {{partnos}}. Correct them; nothing was sent.' } };",
      ].join('\n'),
    );
    const fill = writtenTexts('src/words/en/pane/fill.ts', "export const fill = { guessed: 'read as {{category}}' };");
    const cells = writtenTexts(
      'src/words/en/cells.ts',
      "export const cells = { check: '{{text}} has parts as inch and as metric: check which is meant' };",
    );
    const core = writtenTexts(
      'src/core/client/errors/InvalidPartnoError.ts',
      'const text = (list) => `These part numbers cannot be sent: ${list}. Correct them; nothing was sent.`;',
    );
    const others = [...fill, ...cells, ...core];
    expect(vocabularyWrittenAgain(terms, others, { vocabulary: terms, others }).map(({ at }) => at[1])).toEqual([
      'src/words/en/pane/fill.ts:1',
      'src/words/en/cells.ts:1',
      'src/core/client/errors/InvalidPartnoError.ts:1',
    ]);
  });

  test('a text read from the vocabulary is no text written', () => {
    const pane = writtenTexts(
      'src/words/en/pane/fill.ts',
      "import { matching } from '../matching';\nexport const fill = { voltage: matching.requirements.ratedVoltage };",
    );
    expect(vocabularyWrittenAgain(vocabulary, pane, { vocabulary, others: pane })).toEqual([]);
  });

  test('a word that translates two English terms alike is two terms; one English term, one term', () => {
    const ja = writtenTexts('src/words/ja/matching.ts', "export const matching = { requirements: { value: '値' } };");
    const jaPane = writtenTexts('src/words/ja/pane/search.ts', "export const search = { value: { values: '値' } };");
    const englishVocabulary = writtenTexts(
      'src/words/en/matching.ts',
      "export const matching = { requirements: { value: 'value' } };",
    );
    const englishPane = (text: string) =>
      writtenTexts('src/words/en/pane/search.ts', `export const search = { value: { values: '${text}' } };`);
    expect(
      vocabularyWrittenAgain(ja, jaPane, { vocabulary: englishVocabulary, others: englishPane('Values') }),
    ).toEqual([]);
    expect(vocabularyWrittenAgain(ja, jaPane, { vocabulary: englishVocabulary, others: englishPane('value') })).toEqual(
      [{ term: '値', at: ['src/words/ja/matching.ts:1', 'src/words/ja/pane/search.ts:1'] }],
    );
  });
});
