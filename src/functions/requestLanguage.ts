import { isLanguage, type Language } from '../core';
import { cellText, given, type CellInput } from './cells';
import { CellRefusal } from './excelErrors';

/** The language a function's `lang` argument asks for: `fallback` (the settings') when left out. */
export function requestLanguage(input: CellInput, fallback: Language): Language {
  if (!given(input)) return fallback;
  const lang = cellText(input).toLowerCase();
  if (!isLanguage(lang)) throw new CellRefusal('#VALUE!', (words) => words.languageNotKnown(cellText(input)));
  return lang;
}
