import type { Language } from '../../core';
import { en, ja, zh, type Words } from '../../words';
import { i18n } from '../i18n/i18n';

const VOCABULARY: Readonly<Record<Language, Words>> = { en, ja, zh };

/**
 * The word catalogue's vocabulary in the pane's display language: for the phrases the pane says as the cells
 * do (a reading's notes), filled by the catalogue's own functions rather than a copy of them.
 */
export function vocabulary(): Words {
  return VOCABULARY[i18n.language as Language] ?? en;
}
