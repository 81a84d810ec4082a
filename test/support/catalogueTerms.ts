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
