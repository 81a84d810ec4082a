import type { fill as en } from '../en/fill';
import type { Strings } from '../Strings';

export const fill: Strings<typeof en> = {
  view: {
    heading: '品番を埋める',
    intro:
      '値の列 (「100nF 16V X7R」など) のセル、またはその見出しを選択してください。PartSpec が各行に部品を選び、品番・判定・理由を BOM の横に書き込みます。BOM にすでにある品番は置き換えません。',
    footprint: 'フットプリントの列',
    footprintHint:
      'BOM の見出し、または BOM の列の文字。空欄: BOM に Footprint、PCB Footprint、Package、Package size、Case、Case size、Size、フットプリント、パッケージ、サイズ、封装、尺寸 という見出しの列があればその列。',
    fill: '品番を埋める',
    refreshLifecycle: 'ライフサイクルの列を更新',
  },
  headers: { partno: '品番', match: '判定', why: '理由' },
  verdicts: { exact: '完全一致', meets: '条件を満たす', near: '近似' },
  check: '要確認: {{verdict}}',
  notRead: '読み取れず',
  noPart: '該当部品なし',
  noPartMeets: '条件を満たす部品なし',
  notAnswered: '未照会',
  separator: '; ',
  listSeparator: '、',
  requirements: {
    category: 'カテゴリ',
    value: '値',
    size: 'サイズ',
    leadSpacing: 'リード間隔',
    smdType: 'SMD タイプ',
    mounting: '実装方法',
    temperatureCharacteristic: '温度特性',
    ratedVoltageClass: '電圧の種類',
    ratedVoltage: '定格電圧',
    tolerance: '許容差',
    ratedCurrent: '定格電流',
    status: 'ステータス',
    unreadWords: '読めなかった語',
  },
  reason: {
    status: '{{requirement}} {{actual}}',
    exceeded: '{{requirement}} {{actual}} (指定 {{stated}} を上回る)',
    unstated: '{{requirement}} 指定なし: {{actual}}',
    unstatedNone: '{{requirement}} 指定なし',
    lacks: '{{requirement}} {{actual}} (指定 {{stated}} を満たさない)',
    lacksNothingStated: '{{requirement}} {{actual}}',
    lacksNone: '{{requirement}} なし (指定 {{stated}})',
    unknown: '{{requirement}} 不明 (指定 {{stated}})',
    unknownNothingStated: '{{requirement}} 不明',
  },
  because: {
    alike: '同等の部品が {{count, number}} 個: 作業ウィンドウで選んでください',
    ambiguousSize: '{{text}} はインチとして解釈 (メートル {{metric}})、メートルの {{text}} ではない',
    conflict: '{{requirement}}: {{kept}} を採用、{{ignored}} は無視',
    categoryGuessed: '{{category}} と解釈',
    unread: '読めなかった語: {{words}}',
    noValue: '値の記載なし',
    near: 'すべての条件を満たす部品なし。最も近い {{partno}}: {{lacks}}',
  },
  why: {
    lookedFor: '該当部品なし: {{stated}}',
    nothingRead: '該当部品なし',
  },
  progress: {
    matching: '{{count, number}} 行中 {{done, number}} 行を照合済み',
    reading: 'BOM を読み取り中',
  },
  summary: {
    filled_one: '{{range}} に {{count, number}} 件の品番を書き込みました。',
    filled_other: '{{range}} に {{count, number}} 件の品番を書き込みました。',
    toCheck_one: '{{count, number}} 行が要確認です。候補を下に示します。',
    toCheck_other: '{{count, number}} 行が要確認です。候補を下に示します。',
    kept_one: '{{count, number}} 行にはすでに品番があり、そのままにしました。',
    kept_other: '{{count, number}} 行にはすでに品番があり、そのままにしました。',
    notRead_one: '{{count, number}} 行は読み取れませんでした。理由の列にどの語かを示します。',
    notRead_other: '{{count, number}} 行は読み取れませんでした。理由の列にどの語かを示します。',
    noPart_one: '{{count, number}} 行に合う部品はありません。',
    noPart_other: '{{count, number}} 行に合う部品はありません。',
    near_one:
      '{{count, number}} 行は、すべての条件を満たす部品がありません。品番は空欄のままにし、最も近い部品を下に示します。',
    near_other:
      '{{count, number}} 行は、すべての条件を満たす部品がありません。品番は空欄のままにし、最も近い部品を下に示します。',
    nothingToFill: 'BOM のすべての行にすでに品番があります。何も書き込みませんでした。',
    stopped_one: '{{count, number}} 行で停止しました。書き込んだ内容は残ります。',
    stopped_other: '{{count, number}} 行で停止しました。書き込んだ内容は残ります。',
    incomplete: '残りは照合されていません: {{reason}}',
    declined: '何も書き込みませんでした。{{range}} はそのままです。',
  },
  replace: '{{range}} の、品番・判定・理由を書き込む位置に値があります。置き換えますか?',
  problems: {
    nothingSelected:
      'BOM の値の列 (「100nF 16V X7R」など) のセル、またはその見出しを選択して、もう一度お試しください。',
    noLines: '見出し {{header}} の下に行がありません。BOM の値のセルを選択してください。',
    noValues:
      '選択した列 {{header}} に値がありません。「100nF 16V X7R」のような容量やインダクタンスを記載した行がひとつもありません。BOM の値の列 (見出しまたはセル) を選択して、もう一度お試しください。',
    footprintNotFound:
      '見出しの行に列 {{footprint}} がありません。BOM の見出しを書かれているとおりに ({{headers}})、または BOM の列の文字 ({{first}}～{{last}}) を入力するか、空欄にしてください。',
  },
  result: {
    label: '要確認の行',
    heading_one: '要確認の行: {{count, number}}',
    heading_other: '要確認の行: {{count, number}}',
    line: '{{row, number}} 行目: {{text}}',
    choose: '{{partno}} を使う',
    chosen: 'シートに記入済み',
    chosenNow: '{{row, number}} 行目に {{partno}} を書き込みました。',
    changed: '{{range}} の {{row, number}} 行目はもう {{partno}} ではありません。置き換えますか?',
    moreInSheet: '… ほか {{count, number}} 行。シートではすべてに印が付いています',
  },
};
