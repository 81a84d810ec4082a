/** One text in each display language. */
type InEachLanguage = { readonly en: string; readonly ja: string; readonly zh: string };

/**
 * The pane's texts that must be shown without i18next: when the pane's code cannot be fetched (the add-in's
 * server went away, the connection dropped), nothing of the pane has loaded, i18next included. The pane's
 * resources (`components`) take them from here, so that each has one wording per language; the pane's entry
 * imports this file alone, not the catalogue.
 */
export const START_FAILED: InEachLanguage = {
  en: 'PartSpec could not start: {{reason}}. Reload the pane to try again.',
  ja: 'PartSpec を開始できませんでした: {{reason}}。作業ウィンドウを再読み込みして、もう一度お試しください。',
  zh: 'PartSpec 无法启动：{{reason}}。请重新加载任务窗格后重试。',
};

/** The reason, in those texts, when a part of the pane's code did not arrive. */
export const CODE_NOT_FETCHED: InEachLanguage = {
  en: 'part of its code did not arrive from the add-in’s server',
  ja: 'プログラムの一部がアドインのサーバーから届きませんでした',
  zh: '部分程序代码未能从加载项的服务器获取',
};
