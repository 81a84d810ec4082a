import { LANGUAGES } from '../../../src/core';
import { DISPLAY_RESOURCES, displayLanguageFor, i18n, t } from '../../../src/taskpane/i18n/i18n';

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a language, by its dotted key. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of texts(value, path)) found.set(inner, text);
  }
  return found;
}

/** A text's placeholders with their formats (`count, number`), sorted. */
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)]
    .map(([, name, format]) => (format ? `${name}, ${format}` : name))
    .sort();

const english = texts(DISPLAY_RESOURCES.en as unknown as Tree);

describe('the pane in English, Japanese and Chinese', () => {
  test.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has every English text, none empty, none extra', (lang) => {
    const translated = texts(DISPLAY_RESOURCES[lang] as unknown as Tree);
    const missing = [...english.keys()].filter((key) => !translated.get(key)?.trim());
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  test.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s fills the same placeholders as English, formatted alike',
    (lang) => {
      const translated = texts(DISPLAY_RESOURCES[lang] as unknown as Tree);
      const different = [...english].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(translated.get(key) ?? '').join(),
      );
      expect(different.map(([key]) => key)).toEqual([]);
    },
  );

  test('a placeholder that is a number in one text is formatted as one in every text: 11,003, never 11003', () => {
    // A name is a number's where any English text formats it so (`{{count, number}}`); where another text
    // fills it bare, the number would show as the browser's String(n) gives it. Texts made of other texts
    // name their placeholders otherwise (`{{requestsMade}}`, `{{amount}}`).
    const all = LANGUAGES.flatMap((lang) => [...texts(DISPLAY_RESOURCES[lang] as unknown as Tree)]);
    const numbers = new Set(
      [...english.values()].flatMap((text) =>
        placeholders(text)
          .filter((placeholder) => placeholder.endsWith(', number'))
          .map((placeholder) => placeholder.split(',')[0]),
      ),
    );
    expect(numbers.has('count')).toBe(true);
    const bare = all.filter(([, text]) => placeholders(text).some((placeholder) => numbers.has(placeholder)));
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  test('a Japanese or Chinese text is not left in English', () => {
    // Texts that are the same in every language: names, units, symbols.
    const universal = (text: string) => !/\p{L}/u.test(text.replace(/\{\{[^}]+\}\}|\b(BOM|SI|API|URL)\b/g, ''));
    for (const lang of ['ja', 'zh'] as const) {
      const translated = texts(DISPLAY_RESOURCES[lang] as unknown as Tree);
      const untranslated = [...english].filter(([key, text]) => translated.get(key) === text && !universal(text));
      expect(untranslated.map(([key]) => key)).toEqual([]);
    }
  });

  test('the preview banner offers both things to try: part numbers for a BOM refresh, values for Fill part numbers', () => {
    for (const strings of Object.values(DISPLAY_RESOURCES)) {
      expect(strings.preview.banner.body).toContain('100nF 16V X7R');
      expect(strings.preview.banner.body).toContain(strings.fill.view.heading);
    }
  });

  test('t speaks the display language, with plurals and placeholders', async () => {
    const details = { range: 'Search!A2:D375', count: 373, date: '2026-11-24 07:05' };
    expect(t('tables.details', details)).toBe('Search!A2:D375 · 373 rows · as of 2026-11-24 07:05');
    expect(t('tables.details', { ...details, count: 1 })).toBe('Search!A2:D375 · 1 row · as of 2026-11-24 07:05');
    // Counts in the display language's grouping, as everywhere else.
    expect(t('tables.details', { ...details, count: 11003 })).toBe(
      'Search!A2:D375 · 11,003 rows · as of 2026-11-24 07:05',
    );
    await i18n.changeLanguage('ja');
    expect(t('tables.details', details)).toBe('Search!A2:D375 · 373 行 · 2026-11-24 07:05 時点');
    await i18n.changeLanguage('zh');
    expect(t('pane.tabs.settings')).toBe('设置');
    await i18n.changeLanguage('en');
  });
});

describe('displayLanguageFor', () => {
  test('a chosen language wins; automatic follows the host; English for any other language', () => {
    expect(displayLanguageFor('zh', 'ja-JP')).toBe('zh');
    expect(displayLanguageFor('auto', 'ja-JP')).toBe('ja');
    expect(displayLanguageFor('auto', 'zh-Hant-TW')).toBe('zh');
    expect(displayLanguageFor('auto', 'ZH_cn')).toBe('zh');
    expect(displayLanguageFor('auto', 'de-DE')).toBe('en');
    expect(displayLanguageFor('auto', undefined)).toBe('en');
  });
});
