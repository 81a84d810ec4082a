import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../core';
import { PANE_TEXTS } from '../../words/paneTexts';

export { displayLanguageFor } from '../../core';

/**
 * The pane's words in English, Japanese and Chinese, the word catalogue's PANE_TEXTS (src/words), through
 * i18next (react-i18next for components: `useTranslation`; `t` for the logic that words messages outside
 * React). The resources are bundled and read at once: no request, and the first render is already in the
 * right language.
 *
 * This is the pane's display language, not the data's: the service answers in the `lang` of Settings.
 */
export const DISPLAY_RESOURCES = PANE_TEXTS;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: DISPLAY_RESOURCES.en },
    ja: { translation: DISPLAY_RESOURCES.ja },
    zh: { translation: DISPLAY_RESOURCES.zh },
  },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'ja', 'zh'],
  initAsync: false,
  // React escapes what it renders, and every text of the pane is rendered by React: escaping here would
  // show `&amp;` in part numbers. Service text stays data either way.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A text of the pane in the display language; `options` fill its {{placeholders}} and choose its plural. */
export const t: typeof i18n.t = i18n.t.bind(i18n);

/** Switches the pane's words, and the page's `lang` (which picks the CJK glyphs of the right language). */
export async function switchDisplayLanguage(lang: Language): Promise<void> {
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  // The root's lang, where there is a page (not in Node tests): it picks the CJK glyphs of the right language.
  const page = (globalThis as { document?: { documentElement: { lang: string } } }).document;
  if (page) page.documentElement.lang = lang === 'zh' ? 'zh-CN' : lang;
}
