import type { Words } from '../../words';
import { cellFill } from './cellFill';
import type { CellWords } from './CellWords';
import { failureSentences } from './failureSentences';
import { refusalSentences } from './refusalSentences';
import { rowSentences } from './rowSentences';

/**
 * What a cell says in the language of `words`, the word catalogue of one language: its cells' templates
 * filled from each error's fields. One body for every language (CELL_WORDS holds each), so that a language differs only in its words.
 */
export function cellWordsOf(words: Words): CellWords {
  const fill = cellFill(words);
  const { cells } = words;
  return {
    catalogue: words,
    quoted: (value) => fill.say(cells.quoted, { value }),
    listSeparator: cells.listSeparator,
    reasonSeparator: cells.reasonSeparator,
    ...failureSentences(fill),
    ...refusalSentences(fill),
    ...rowSentences(fill),
  };
}
