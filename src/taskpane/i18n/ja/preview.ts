import type { preview as english } from '../en/preview';
import type { Strings } from '../Strings';

export const preview: Strings<typeof english> = {
  banner: {
    title: 'プレビュー モード',
    body: 'Excel の外で実行しています。PartSpec は [設定] のサービス (変更しない限り参照サービス) と、このページの中だけにある下のブックを使用します。ブックに部品番号を貼り付けると BOM の更新を、値とフットプリント (100nF 16V X7R、C_0402_1005Metric) を貼り付けると「品番を埋める」を試せます。ご自分のブックで使うには、Excel で PartSpec を開いてください ([ホーム] > [アドイン])。',
  },
  heading: 'ブック (このブラウザー内のみ)',
  grid: {
    label: 'ブックのプレビュー',
    rowNumbers: '行番号',
    editCell: 'セル {{cell}} を編集',
    pasteTooLarge:
      '貼り付けるブロック ({{rowCount, number}} 行 x {{columnCount, number}} 列) が {{cell}} から右下に収まりません。もっと上または左のセルを選択してください。',
  },
  charts: {
    heading: 'このシートのグラフ',
    label: '{{title}} ({{range}} の上): {{bars}}',
    bar: '{{category}} {{barValue, number}}',
    separator: '、',
  },
  sheets: 'シート',
  paging: {
    empty: '空のシートです。セルをクリックして入力するか、部品番号を 1 列貼り付けてください。',
    rows: '{{firstRow, number}}–{{lastRow, number}} 行目 (全 {{usedRows, number}} 行)',
    afterLast: '{{firstRow, number}}–{{lastRow, number}} 行目 (データのある {{usedRows, number}} 行より後)',
    previous: '前へ',
    next: '次へ',
  },
};
