import { isLanguage, type Language } from '../../core';

/**
 * The display language for a setting (`auto`, or a language) and the host's language tag (`ja-JP`,
 * `zh-Hant-TW`, `en-GB`): Japanese or Chinese when the host speaks it, English otherwise.
 */
export function displayLanguageFor(setting: Language | 'auto', hostLanguage: string | undefined): Language {
  if (setting !== 'auto' && isLanguage(setting)) return setting;
  const primary = (hostLanguage ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : 'en';
}
