import { morePartnosTerm } from '../../paneTerms';
import { partnos } from '../partnos';
import type { bom as english } from '../../en/pane/bom';
import type { WordsLike } from '../../WordsLike';

export const bom: WordsLike<typeof english> = {
  view: {
    builds: '予定製造回数',
    buildsHint: 'LastTimeBuyQuantity 用: BOM の Qty にこの回数を掛け、発注単位に切り上げます。',
    buildsRefused: '予定生産数は 1 から {{max, number}} までの整数で入力するか、空欄にしてください。',
    intro:
      '品番のセル (または列全体) を、その上にある列の見出し (「品番」など) も含めて選択してください。下で選んだ列が右側に追加されます。見出しに既にその列名がある場合は、その列が更新されます。リスクのある部品や開発中の部品には色が付き、見つからない品番はその行にそのことが表示されます。更新日時は見出し行に記録されます。',
    columns: '追加する列',
    refresh: 'BOM を更新',
  },
  chart: {
    label: 'BOM の概要',
    byStatus: 'ステータス別の部品数',
    lastBuy: '四半期別の最終購入日',
  },
  summary: {
    button: 'グラフ付きの概要シート',
    quarter: '最終購入の四半期',
    done: '概要とグラフを {{sheet}} に書き込みました。',
  },
  result: {
    /** The end of a result list that shows only its first items. */
    moreInSheet: '… ほか {{count, number}} 件 (すべてシートにあります)',
    alternativesHeading: 'リスクのある部品と代替品',
    alternative: '{{partno}} → {{alternative}}: {{verdict}}',
    noAlternative: '{{partno}}: 代替品は見つかりません',
    difference: '{{field}}: {{original}} → {{candidate}}',
    verdicts: { dropIn: 'そのまま置き換え可', check: '要確認', notEquivalent: '同等品ではありません' },
    deadlinesHeading: '最終購入日 (近い順)',
    deadline_one: '{{partno}}: {{date}} (残り {{days, number}} 日)',
    deadline_other: '{{partno}}: {{date}} (残り {{days, number}} 日)',
    deadlinePassed: '{{partno}}: {{date}} ({{days, number}} 日前に経過)',
    deadlineQuantity: '、購入数 {{buyQuantity, number}}',
    changedHeading_one: '{{date}} 以降に変わった部品: {{count, number}} 個',
    changedHeading_other: '{{date}} 以降に変わった部品: {{count, number}} 個',
    label: 'BOM の更新結果',
    table: 'ステータス別の部品数',
    status: 'ステータス',
    parts: '部品数',
    other: 'ステータスが 1 つに定まらない',
    notFound: '見つかりません',
    notAPartNumber: '品番ではありません',
    notFoundHeading: '見つからない品番 ({{count, number}})',
    didYouMean: '(もしかして: {{partnos}})',
    notPartNumbersHeading: '品番ではないテキスト ({{count, number}})',
    notPartNumbersHint: "' または | を含むため品番として扱えません。照会していません。",
  },
  statusSummary: {
    status: '{{status}} {{count, number}} 件',
    other: 'ステータスが 1 つに定まらない部品 {{count, number}} 件',
    notFound: '見つからない品番 {{count, number}} 件',
    notAPartNumber: '品番ではないテキスト {{count, number}} 件',
    notAnswered: '照会できなかったもの {{count, number}}',
    none: '部品なし',
  },
  progress: {
    alternatives_one: 'リスクのある {{count, number}} 個の部品の代替品を探しています',
    alternatives_other: 'リスクのある {{count, number}} 個の部品の代替品を探しています',
    lookedUp_one: '{{count, number}} 件中 {{done, number}} 件の部品を照会しました',
    lookedUp_other: '{{count, number}} 件中 {{done, number}} 件の部品を照会しました',
    near_one: '見つからない {{count, number}} 件の品番に近い品番を探しています',
    near_other: '見つからない {{count, number}} 件の品番に近い品番を探しています',
    writing_one: '{{columns}} を書き込んでいます: {{count, number}} 行中 {{done, number}} 行',
    writing_other: '{{columns}} を書き込んでいます: {{count, number}} 行中 {{done, number}} 行',
    marking: 'ステータスに応じて部品に色を付けています',
  },
  refresh: {
    noBuilds:
      'LastTimeBuyQuantity には今後予定している製造回数が必要です。[予定製造回数] に 1 以上の整数を入力するか、この列のチェックを外してください。',
    noQuantityColumn:
      'LastTimeBuyQuantity には製造 1 回あたりの数量が必要です。見出しが Qty (または Quantity、数量) の列を BOM に追加して、もう一度更新してください。',
    changedSince_one: '{{date}} 以降に {{count, number}} 個の部品が変わりました。',
    changedSince_other: '{{date}} 以降に {{count, number}} 個の部品が変わりました。',
    keptChanges_one:
      'Changed 列には、{{count, number}} 個の部品の以前の変更が、確認された日付とともに引き続き表示されています。',
    keptChanges_other:
      'Changed 列には、{{count, number}} 個の部品の以前の変更が、それぞれ確認された日付とともに引き続き表示されています。',
    earlierHistoryTooLarge:
      '以前の更新の履歴は、以前の PartSpec が 5 MB を超える 1 つのまとまりとして保存したもので、Excel on the web では読み取れないため、今回は変更を数えていません。履歴はそのまま残っています。Windows または Mac の Excel でこの BOM を一度更新すると、PartSpec はどの Excel でも読み取れる大きさに分けて履歴を保存します。',
    replace: 'PartSpec が列 {{columns}} を追加する {{range}} には値が入っています。置き換えますか?',
    declined:
      '何も書き込んでいません。{{range}} には値が入っています。それらのセルをクリアするか移動してから、もう一度更新してください。',
    stoppedLookingUp: '部品の照会中に停止しました。何も書き込んでいません。',
    alternativesFailed_one:
      'リスクのある {{count, number}} 個の部品の代替品を照会できなかったため、BestAlternative と AlternativeVerdict は「{{notLookedUp}}」となっています: {{reason}} もう一度更新すると入力されます。',
    alternativesFailed_other:
      'リスクのある {{count, number}} 個の部品の代替品を照会できなかったため、BestAlternative と AlternativeVerdict は「{{notLookedUp}}」となっています: {{reason}} もう一度更新すると入力されます。',
    stoppedBefore: '書き込む前に停止しました。シートは元のままです。',
    noColumns: '更新する列を 1 つ以上選択してください。',
    notAnswered_one:
      '{{count, number}} 件の品番を照会できませんでした。その行には「Not looked up」と理由を記入し、ほかの品番は書き込みました: {{reason}} もう一度更新すると埋まります。',
    notAnswered_other:
      '{{count, number}} 件の品番を照会できませんでした。それらの行には「Not looked up」と理由を記入し、ほかの品番は書き込みました: {{reason}} もう一度更新すると埋まります。',
    done_one: '{{range}} の {{count, number}} 件の部品について {{columns}} を更新しました: {{statuses}}。',
    done_other: '{{range}} の {{count, number}} 件の部品について {{columns}} を更新しました: {{statuses}}。',
    answered: '回答元: {{sources}}。',
    notFoundList: '見つからない品番: {{partnos}}。',
    notAPartNumberList: '品番ではないテキスト: {{partnos}}。',
    more: morePartnosTerm(partnos),
  },
  layout: {
    nothingSelected:
      '選択範囲に品番がありません。品番のセル (列全体でもかまいません) を選択してから、もう一度更新してください。',
    noPartsUnder: '{{header}}の下に品番がありません。見出しとその下の品番を選択してください。',
    noHeader: '選択範囲は 1 行目から始まっていますが、PartSpec が認識できる品番の見出しがありません。',
    notAHeader:
      '選択範囲は 1 行目の{{text}}から始まっていますが、これは PartSpec が認識できる品番の見出しではありません。',
    selectUnderHeader:
      '見出しの下にある品番のセルだけを選択して、もう一度更新してください (見出しがない場合は、先にその上に「品番」などの見出し行を挿入してください)。',
  },
};
