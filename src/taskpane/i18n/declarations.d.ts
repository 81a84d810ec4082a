import type { en } from '../../words';

// t() checks its keys against the English texts at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en.pane };
  }
}
