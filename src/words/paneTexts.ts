import * as en from './en/pane';
import * as ja from './ja/pane';
import * as zh from './zh/pane';
import type { WordsLike } from './WordsLike';

/**
 * The pane's texts in each language, i18next's resources: one module per language, one file per part of the
 * pane, Japanese and Chinese typed after the English (a missing key fails to compile). Apart from the
 * vocabulary (`en`, `ja`, `zh` of index.ts), which core and the functions read: the pane's texts load with the
 * pane, never in the functions' bundle.
 */
export const PANE_TEXTS: {
  readonly en: typeof en;
  readonly ja: WordsLike<typeof en>;
  readonly zh: WordsLike<typeof en>;
} = { en, ja, zh };
