/** The languages the service returns data in (spec 1). */
export const LANGUAGES = ['en', 'ja', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec 4.1 and 4.2: `lang` omitted or not one of ja/zh/en means en. */
export function resolveLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The language PartSpec speaks to its user (the pane's words, a cell's message) for a setting (`auto`, or a
 * language) and the host's language tag (`ja-JP`, `zh-Hant-TW`, `en-GB`): Japanese or Chinese when the host
 * speaks it, English otherwise. Not the data's language, which is the `lang` of Settings.
 */
export function displayLanguageFor(setting: Language | 'auto', hostLanguage: string | undefined): Language {
  if (setting !== 'auto' && isLanguage(setting)) return setting;
  const primary = (hostLanguage ?? '').toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : 'en';
}
