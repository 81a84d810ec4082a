import type { PANE_TEXTS } from '../../words/paneTexts';

// t() checks its keys against the English texts at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof PANE_TEXTS.en };
  }
}
