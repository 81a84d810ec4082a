import type { WrittenText } from './writtenTexts';

/** A text of the word catalogue, by the path of its key (`matching.requirements.ratedVoltage`). */
export interface CatalogueText {
  readonly key: string;
  readonly text: string;
}

/** Every text of a language's words (or of any object of texts), with the path of its key. */
export function catalogueTexts(words: object, prefix = ''): CatalogueText[] {
  return Object.entries(words).flatMap(([name, value]) => {
    const key = prefix === '' ? name : `${prefix}.${name}`;
    return typeof value === 'string' ? [{ key, text: value }] : catalogueTexts(value as object, key);
  });
}

/**
 * The term a text writes: its words without the {{placeholders}}, spaces made one. Empty for a text that
 * writes no word (`{{requirement}} {{actual}}`, only the order of values): such a text names no term.
 */
export function termOf(text: string): string {
  const words = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /\p{L}/u.test(words) ? words : '';
}

/** The terms written more than once, each with the keys that write it. */
export function termsWrittenTwice(words: object): Array<{ readonly term: string; readonly keys: string[] }> {
  const keysByTerm = new Map<string, string[]>();
  for (const { key, text } of catalogueTexts(words)) {
    const term = termOf(text);
    if (term !== '') keysByTerm.set(term, [...(keysByTerm.get(term) ?? []), key]);
  }
  return [...keysByTerm].filter(([, keys]) => keys.length > 1).map(([term, keys]) => ({ term, keys }));
}

/** A written text's place with its language's folder or file name taken out, as the English one has it. */
const placeOf = (text: WrittenText): string =>
  `${text.at.replace(/\/(en|ja|zh)(\/|\.ts)/, '/*$2').replace(/:\d+$/, '')}#${text.key}`;

/**
 * The texts of `others` that write a term of `vocabulary` again. Two texts write one term when their words
 * are the same, placeholders aside, and so are their English ones: a Japanese word that translates two English
 * terms alike (`値`, a value and values) writes two terms.
 */
export function vocabularyWrittenAgain(
  vocabulary: readonly WrittenText[],
  others: readonly WrittenText[],
  english: { readonly vocabulary: readonly WrittenText[]; readonly others: readonly WrittenText[] },
): Array<{ readonly term: string; readonly at: readonly string[] }> {
  const englishTerm = new Map(
    [...english.vocabulary, ...english.others].map((text) => [placeOf(text), termOf(text.text)]),
  );
  const sameInEnglish = (one: WrittenText, other: WrittenText): boolean => {
    const [first, second] = [englishTerm.get(placeOf(one)), englishTerm.get(placeOf(other))];
    return first === undefined || second === undefined || first === second;
  };
  return others.flatMap((text) => {
    const term = termOf(text.text);
    const written = vocabulary.find((word) => term !== '' && termOf(word.text) === term && sameInEnglish(word, text));
    return written ? [{ term, at: [written.at, text.at] }] : [];
  });
}
