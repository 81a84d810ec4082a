import type { tables as english } from '../../en/pane/tables';
import type { WordsLike } from '../../WordsLike';

export const tables: WordsLike<typeof english> = {
  intro:
    'PartSpec がこのブックに書き込んだテーブルです。更新すると同じ検索をもう一度実行し、同じ列と単位のまま結果をその場に書き込みます。行は追加・削除され、横にあるご自分の列はそのまま残ります。',
  empty: 'テーブルはまだありません。検索結果やカテゴリを挿入するか、BOM を更新すると、ここに表示されます。',
  refreshAll: 'すべて更新',
  refreshTable: 'テーブルを更新',
  forget: '一覧から外す',
  forgetLabel: '{{title}} を一覧から外す',
  list: 'このブックのテーブル',
  title: {
    search: '検索: {{filter}}',
    searchEverything: '検索: すべての製品',
    category: 'カテゴリ: {{category}}',
    bom: 'BOM: {{columns}}',
  },
  details_one: '{{range}} · {{count, number}} 行 · {{date}} 時点',
  details_other: '{{range}} · {{count, number}} 行 · {{date}} 時点',
  bomDetails_one: '{{range}} · {{count, number}} 部品 · {{date}} 時点',
  bomDetails_other: '{{range}} · {{count, number}} 部品 · {{date}} 時点',
};
