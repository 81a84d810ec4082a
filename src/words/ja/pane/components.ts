import { CODE_NOT_FETCHED, START_FAILED } from '../../startFailed';
import type { components as english } from '../../en/pane/components';
import type { WordsLike } from '../../WordsLike';

export const components: WordsLike<typeof english> = {
  language: '言語',
  numbers: {
    label: '数値',
    display: 'フィールドごとの単位 (µF、mm など)',
    si: 'SI 基本単位 (F など)',
  },
  confirmOverwrite: {
    title: 'これらのセルを置き換えますか?',
    replace: '置き換える',
    keep: 'そのままにする',
  },
  confirmLarge: {
    title: 'この行数を書き込みますか?',
    description_one: 'ブックに {{count, number}} 行を書き込みます。時間がかかり、ブックが大きくなります。',
    description_other: 'ブックに {{count, number}} 行を書き込みます。時間がかかり、ブックが大きくなります。',
    about_one:
      'ブックに約 {{count, number}} 行を書き込みます。これは {{date}} のスナップショットの件数で、サービスの現在の件数とは異なる場合があります。時間がかかり、ブックが大きくなります。回答するまで何もダウンロードしません。',
    about_other:
      'ブックに約 {{count, number}} 行を書き込みます。これは {{date}} のスナップショットの件数で、サービスの現在の件数とは異なる場合があります。時間がかかり、ブックが大きくなります。回答するまで何もダウンロードしません。',
    advice: {
      search: 'すべて必要でない場合は、検索条件を絞り込むか、列を減らしてください。',
      category: 'すべて必要でない場合は、ここで列を減らすか、[検索] で必要な製品だけを取り込んでください。',
    },
    write: '書き込む',
    dontWrite: '書き込まない',
  },
  snapshotNote: {
    refresh: '更新',
    refreshHint: 'スナップショットをダウンロードし直して、次からの回答を現時点のものにします',
  },
  /** Under a list that shows its first items only. */
  showMore: 'さらに {{count, number}} 件を表示',
  startFailed: START_FAILED.ja,
  codeNotFetched: CODE_NOT_FETCHED.ja,
};
