import type { en } from './en';
import type { WordsLike } from './WordsLike';

/** What the catalogue holds in each language: the English words' keys, each a string. */
export type Words = WordsLike<typeof en>;
