import type { Language } from '../../core';

/**
 * The pane's texts that must be shown without i18next: when the pane's code cannot be fetched (the add-in's
 * server went away, the connection dropped), nothing of the pane has loaded, i18next included. The resources
 * take them from here, so that each has one wording per language.
 */
export const START_FAILED: { readonly [lang in Language]: string } = {
  en: 'PartSpec could not start: {{reason}}. Reload the pane to try again.',
  ja: 'PartSpec を開始できませんでした: {{reason}}。作業ウィンドウを再読み込みして、もう一度お試しください。',
  zh: 'PartSpec 无法启动：{{reason}}。请重新加载任务窗格后重试。',
};

/** The reason, in those texts, when a part of the pane's code did not arrive. */
export const CODE_NOT_FETCHED: { readonly [lang in Language]: string } = {
  en: 'part of its code did not arrive from the add-in’s server',
  ja: 'プログラムの一部がアドインのサーバーから届きませんでした',
  zh: '部分程序代码未能从加载项的服务器获取',
};

/**
 * Whether an error is webpack's failure to fetch a chunk of the pane's code, whose own message (an internal
 * chunk name and address) tells a user nothing.
 */
export function isCodeNotFetched(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
