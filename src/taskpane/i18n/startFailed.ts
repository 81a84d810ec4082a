import type { Language } from '../../core';

/**
 * The pane's one text that must be shown without i18next: when the pane's code cannot be fetched (the
 * add-in's server went away, the connection dropped), nothing of the pane has loaded, i18next included.
 * The resources take it from here, so it has one wording per language.
 */
export const START_FAILED: { readonly [lang in Language]: string } = {
  en: 'PartSpec could not start: {{reason}}. Reload the pane to try again.',
  ja: 'PartSpec を開始できませんでした: {{reason}}。作業ウィンドウを再読み込みして、もう一度お試しください。',
  zh: 'PartSpec 无法启动：{{reason}}。请重新加载任务窗格后重试。',
};
