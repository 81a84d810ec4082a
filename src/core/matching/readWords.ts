import { jisCharacteristic } from './characteristicCodes';
import { LONGEST_PHRASE, meaningOfPhrase, phraseKey } from './descriptionVocabulary';
import { splitWords, type Word } from './descriptionWords';
import { readTypeLetter } from './designators';
import { readFootprintName } from './footprintNames';
import { readMakerStatements } from './makerStatements';
import { readCurrentWord, readLeadSpacing } from './ratingWords';
import { readSizeCode, readWord, statementOfMeaning, systemOfSuffix } from './readWord';
import { sizeOfInchCode, sizeOfMetricCode } from './sizeCodes';
import type { Statement } from './statements';
import { readUnderscoreName } from './underscoreFields';

/** A word, or the statements of a name read as a whole (a footprint, a TI name). */
type Item = Word | { readonly statements: Statement[]; readonly start: number };

/**
 * The statements of a normalized line, in the order written. Words from `footprintStart` on came from the
 * separate footprint text, whose size is preferred to an ambiguous one of the value text.
 */
export function readWords(line: string, footprintStart: number): Statement[] {
  const items = splitWords(line).flatMap((word) => expandName(word, word.start >= footprintStart));
  const statements: Statement[] = [];
  for (let index = 0; index < items.length;) {
    const item = items[index];
    if ('statements' in item) {
      statements.push(...item.statements);
      index += 1;
      continue;
    }
    // A line's leading C or L says what the part is (`C 4.7nF X7R 25V`): never a tolerance letter.
    const typeLetter =
      index === 0 && items.length > 1 && item.start < footprintStart ? readTypeLetter(item.parse) : undefined;
    if (typeLetter) {
      statements.push(typeLetter);
      index += 1;
      continue;
    }
    const following = takeWords(items, index);
    const read = readTogether(line, following, item.start >= footprintStart);
    if (read) {
      statements.push(read.statement);
      index += read.words;
    } else {
      statements.push(readWord(item.parse, item.text, item.start >= footprintStart));
      index += 1;
    }
  }
  return statements;
}

/** A footprint or TI name is read whole; other words joined by `_` or `:` are read part by part (`100nF_0402`). */
function expandName(word: Word, fromFootprintText: boolean): Item[] {
  const statements =
    readFootprintName(word.text, fromFootprintText) ??
    readMakerStatements(word.text) ??
    readUnderscoreName(word.text, fromFootprintText);
  if (statements) return [{ statements, start: word.start }];
  if (!/[_:]/.test(word.text) || word.text !== word.parse) return [word];
  const parts: Word[] = [];
  let offset = 0;
  for (const part of word.text.split(/([_:])/)) {
    if (part !== '' && part !== '_' && part !== ':') {
      parts.push({ text: part, parse: part, start: word.start + offset, end: word.start + offset + part.length });
    }
    offset += part.length;
  }
  return parts;
}

/** The plain words from `index` on, up to the next name read whole, as many as a phrase may have. */
function takeWords(items: readonly Item[], index: number): Word[] {
  const words: Word[] = [];
  for (let at = index; at < items.length && words.length < LONGEST_PHRASE; at += 1) {
    const item = items[at];
    if ('statements' in item) break;
    words.push(item);
  }
  return words;
}

const SPACING_NAMES = ['ls', 'p', 'pitch', 'lead spacing', 'lead pitch', 'pin pitch'];
const CURRENT_NAMES = ['i', 'ir', 'irms', 'isat', 'idc', 'imax', 'itemp'];
const CHARACTERISTIC_NAMES = ['char', 'char.', 'characteristic', 'characteristics'];

/**
 * A statement of two or more words, read before the first word alone: a size and its system or its other
 * code (`0603 metric`, `0603 (1608)`), `JIS B`, `B char`, a named lead spacing (`LS 7.5mm`, `5mm pitch`), a
 * named current (`Isat 2A`), a phrase (`power inductor`, `LW reversed`).
 */
function readTogether(
  line: string,
  words: readonly Word[],
  fromFootprintText: boolean,
): { statement: Statement; words: number } | undefined {
  const [first, second] = words;
  if (!second) return undefined;
  const text = (count: number) => line.slice(first.start, words[count - 1].end);
  const firstKey = phraseKey([first.parse]);
  const secondKey = phraseKey([second.parse]);

  if (/^\d{4,5}$/.test(first.parse)) {
    const system = systemOfSuffix(second.parse);
    const size = system ? readSizeCode(first.parse, text(2), fromFootprintText, system) : undefined;
    if (size) return { statement: size, words: 2 };
    // Both codes of one size side by side (`0603 (1608)`, `0402/1005`, `0402_1005Metric`) say which system each is in.
    const asInch = sizeOfInchCode(first.parse);
    const asMetric = sizeOfMetricCode(first.parse);
    const pairText = line[second.end] === ')' && text(2).includes('(') ? `${text(2)})` : text(2);
    const secondCode = /^(\d{4,5})(?:m|metric|mm|"|in|inch)?$/i.exec(second.parse)?.[1];
    // A code with no counterpart (an inductor's 5050) is not a pair with whatever follows it.
    if (secondCode === undefined) return undefined;
    if (asInch && asInch.metric === secondCode) {
      return { statement: readSizeCode(first.parse, pairText, fromFootprintText, 'inch')!, words: 2 };
    }
    if (asMetric && asMetric.inch === secondCode) {
      return { statement: readSizeCode(first.parse, pairText, fromFootprintText, 'metric')!, words: 2 };
    }
  }
  if (firstKey === 'jis' && jisCharacteristic(second.parse)) {
    const code = jisCharacteristic(second.parse) as string;
    return { statement: { kind: 'characteristic', text: text(2), code, evidence: { part: 'capacitor' } }, words: 2 };
  }
  if (jisCharacteristic(first.parse) && CHARACTERISTIC_NAMES.includes(secondKey)) {
    const code = jisCharacteristic(first.parse) as string;
    return { statement: { kind: 'characteristic', text: text(2), code, evidence: { part: 'capacitor' } }, words: 2 };
  }
  for (const count of [3, 2]) {
    if (words.length < count) continue;
    const nameKey = phraseKey(words.slice(0, count - 1).map((word) => word.parse));
    const last = words[count - 1];
    if (SPACING_NAMES.includes(nameKey)) {
      const spacing = readLeadSpacing(last.parse, text(count), false);
      if (spacing) return { statement: spacing, words: count };
    }
    if (SPACING_NAMES.includes(phraseKey(words.slice(1, count).map((word) => word.parse)))) {
      const spacing = readLeadSpacing(first.parse, text(count), true);
      if (spacing) return { statement: spacing, words: count };
    }
    if (count === 2 && CURRENT_NAMES.includes(nameKey)) {
      const current = readCurrentWord(last.parse, text(2));
      if (current) return { statement: current, words: 2 };
    }
    const meaning = meaningOfPhrase(phraseKey(words.slice(0, count).map((word) => word.parse)));
    if (meaning) return { statement: statementOfMeaning(meaning, text(count)), words: count };
  }
  return undefined;
}
