import type { pane as english } from '../../en/pane/pane';
import type { WordsLike } from '../../WordsLike';

export const pane: WordsLike<typeof english> = {
  views: 'PartSpec の画面',
  tabs: { search: '検索', category: 'カテゴリ', bom: 'BOM', tables: 'テーブル', settings: '設定' },
  loadingView: '読み込み中…',
  viewLoadFailed:
    'この画面を読み込めませんでした: {{reason}}。作業ウィンドウを再読み込みして、もう一度お試しください。',
  reload: '作業ウィンドウを再読み込み',
  job: {
    fetching: 'サービスから取得しています…',
    waiting: '回答を待っています…',
    writing: 'シートに書き込んでいます…',
    formatting: '書式を設定しています…',
    working: '処理しています…',
    starting: '開始しています…',
    cancel: 'キャンセル',
    openSettings: '設定を開く',
    fetchRest: '残りを取得',
    tryAgain: 'もう一度試す',
    done: '完了',
    doneSomeNotFound: '完了（一部見つかりません）',
    cancelled: 'キャンセルしました',
    nothingWritten: '何も書き込んでいません',
    incomplete: '途中までです',
    notFound: '見つかりません',
    failed: 'うまくいきませんでした',
    stoppedBeforeMore: 'これ以上書き込む前に停止しました。',
  },
};
