import type { preview as english } from '../../en/pane/preview';
import type { WordsLike } from '../../WordsLike';

export const preview: WordsLike<typeof english> = {
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
  formulas: {
    bar: '数式バー',
    cellName: 'セル',
    onlyPart: 'プレビュー モードで計算されるのは PART 関数だけです',
    spilledFrom: '{{cell}} からスピル',
    showCard: 'カードを表示',
    cardLabel: '{{partno}} のカード',
    close: '閉じる',
    problems: {
      spill: '結果には {{range}} が必要ですが、{{cell}} に値があります。消去すると、結果がそこにスピルします。',
      spillEdge:
        '結果には {{range}} が必要で、シートの最後の行または列を超えます。数式をもっと上または左に移動してください。',
      unknownFunction: '{{name}} は PartSpec の関数ではありません。関数の一覧は docs/functions.md にあります。',
      argument:
        'プレビュー モードでは、PART 関数の引数は文字列、数値、TRUE/FALSE、セル参照のいずれかです。{{argument}} はそのどれでもありません。その値をセルに入れ、そのセルを参照してください。',
      syntax: 'この数式は読み取れません。かっこ、コンマ、引用符を確認してください。',
      tooMany: '引数が多すぎます。この関数の引数は最大 {{count, number}} 個です。',
      tooFew: '引数 {{parameter}} がありません。追加してください。',
      oneCell: '引数 {{parameter}} には複数のセルの範囲ではなく、1 つのセルを指定してください。',
      functionsNotLoaded:
        '関数の引数の受け取り方 (functions.json) を読み取れませんでした: {{reason}}。ページを再読み込みしてください。',
    },
  },
  paging: {
    empty: '空のシートです。セルをクリックして入力するか、部品番号を 1 列貼り付けてください。',
    rows: '{{firstRow, number}}–{{lastRow, number}} 行目 (全 {{usedRows, number}} 行)',
    afterLast: '{{firstRow, number}}–{{lastRow, number}} 行目 (データのある {{usedRows, number}} 行より後)',
    previous: '前へ',
    next: '次へ',
  },
};
