import { en, ja, type Words, zh } from '../../../src/words';
import { catalogueTexts, termsWrittenTwice } from '../../support/catalogueTerms';

// The word catalogue (src/words): one place for each term of the vocabulary the cells, the pane and the SDK
// share, in each language. The compiler holds that Japanese and Chinese have each English key (WordsLike);
// these hold it at run time too, and that no term is written twice in one language.

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)/g)].map((found) => found[1]).sort();

/**
 * The placeholders a text must fill as its English one does: each as often, but in a cell's sentence, where
 * English may repeat a value its translation says once (`Unknown field "Value": Capacitance.Value is not
 * under that object; write Capacitance.Value.`), each at least once.
 */
const filled = (key: string, text: string): string[] =>
  key.startsWith('cells.') ? [...new Set(placeholders(text))] : placeholders(text);

const LANGUAGES: Readonly<Record<string, Words>> = { en, ja, zh };

describe.each(Object.entries(LANGUAGES))('%s', (_language, words) => {
  test('has every key of the English words, and no other', () => {
    expect(catalogueTexts(words).map(({ key }) => key)).toEqual(catalogueTexts(en).map(({ key }) => key));
  });

  test('no text is empty, and each fills the placeholders its English one does', () => {
    const english = new Map(catalogueTexts(en).map(({ key, text }) => [key, text]));
    for (const { key, text } of catalogueTexts(words)) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, placeholders: filled(key, text) }).toEqual({
        key,
        placeholders: filled(key, english.get(key) ?? ''),
      });
    }
  });

  test('writes each term once', () => {
    expect(termsWrittenTwice(words)).toEqual([]);
  });
});

describe('termsWrittenTwice finds what it is for', () => {
  test('the same words under two keys, placeholders aside', () => {
    const planted = {
      fill: { requirements: { ratedVoltage: 'rated voltage', ratedCurrent: 'rated current' } },
      cells: { voltage: 'rated  voltage', phrase: '{{requirement}} {{actual}}', order: '{{actual}} {{stated}}' },
      pane: { reason: { assumed: 'voltage not stated: {{stated}} or more assumed' } },
      sdk: { assumed: 'voltage not stated: {{value}} or more assumed' },
    };
    expect(termsWrittenTwice(planted)).toEqual([
      { term: 'rated voltage', keys: ['fill.requirements.ratedVoltage', 'cells.voltage'] },
      { term: 'voltage not stated: or more assumed', keys: ['pane.reason.assumed', 'sdk.assumed'] },
    ]);
  });

  test('texts that write no word name no term', () => {
    expect(termsWrittenTwice({ a: '{{requirement}} {{actual}}', b: '{{requirement}} {{actual}}' })).toEqual([]);
  });
});
