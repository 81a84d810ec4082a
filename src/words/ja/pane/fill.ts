import { matching } from '../matching';
import { fillBecauseTerms, fillTerms, fillWhyTerms } from '../../paneTerms';
import type { fill as en } from '../../en/pane/fill';
import type { WordsLike } from '../../WordsLike';

export const fill: WordsLike<typeof en> = {
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
  ...fillTerms(matching),
  headers: { partno: '品番', match: '判定', why: '理由' },
  notRead: '読み取れず',
  noPart: '該当部品なし',
  outOfScope: '対象外',
  notInCatalogue: 'カタログにない',
  noPartMeets: '条件を満たす部品なし',
  noLongerMeets: '条件を満たさなくなった',
  notAnswered: '未照会',
  separator: '; ',
  listSeparator: '、',
  because: {
    ...fillBecauseTerms(matching),
    noValue: '値の記載なし',
    near: 'すべての条件を満たす部品なし。最も近い {{partno}}: {{lacks}}',
    noLongerMeets: '{{partno}} は変更後の行の条件を満たしません: {{lacks}}',
    markedBefore: '書き込んだときに要確認とした行です。部品をそのままにするか、別の部品を選んでください',
  },
  why: {
    ...fillWhyTerms(matching),
    lookedFor: '該当部品なし: {{stated}}',
    notFitted: '未実装: {{text}}',
    bodySize: 'この本体寸法 ({{body}}) の部品はカタログにありません ({{text}})',
    nothingRead: '該当部品なし',
  },
  progress: {
    matching: '{{count, number}} 行中 {{done, number}} 行を照合済み',
    reading: 'BOM を読み取り中',
  },
  summary: {
    stillToCheck_one: '前に書き込んだ {{count, number}} 行は要確認のままです。品番はそのままにし、候補を下に示します。',
    stillToCheck_other:
      '前に書き込んだ {{count, number}} 行は要確認のままです。品番はそのままにし、候補を下に示します。',
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
    notFitted_one: '{{count, number}} 行は未実装です: 部品は選んでいません。',
    notFitted_other: '{{count, number}} 行は未実装です: 部品は選んでいません。',
    outOfScope_one:
      '{{count, number}} 行はセラミックコンデンサでもインダクタでもありません: 理由欄に内容を記載しました。',
    outOfScope_other:
      '{{count, number}} 行はセラミックコンデンサでもインダクタでもありません: 理由欄に内容を記載しました。',
    near_one:
      '{{count, number}} 行は、すべての条件を満たす部品がありません。品番は空欄のままにし、最も近い部品を下に示します。',
    near_other:
      '{{count, number}} 行は、すべての条件を満たす部品がありません。品番は空欄のままにし、最も近い部品を下に示します。',
    noLongerMeets_one:
      '以前に埋めた {{count, number}} 行が、その後の値の変更で品番の部品と合わなくなりました。要確認の印を付け、品番はそのままにし、条件を満たす部品を下に示します。',
    noLongerMeets_other:
      '以前に埋めた {{count, number}} 行が、その後の値の変更で品番の部品と合わなくなりました。要確認の印を付け、品番はそのままにし、条件を満たす部品を下に示します。',
    nothingToFill: 'BOM のすべての行にすでに品番があります。何も書き込みませんでした。',
    stopped_one: '{{count, number}} 行で停止しました。書き込んだ内容は残ります。',
    stopped_other: '{{count, number}} 行で停止しました。書き込んだ内容は残ります。',
    stoppedBeforeAny: '行を書き込む前に停止しました。シートは元のままです。',
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
  title: {
    filled_one: '{{count, number}} 行を書き込み',
    filled_other: '{{count, number}} 行を書き込み',
    noLongerMeets_one: '{{count, number}} 行が部品に合わなくなりました',
    noLongerMeets_other: '{{count, number}} 行が部品に合わなくなりました',
    toCheck_one: '要確認 {{count, number}} 行',
    toCheck_other: '要確認 {{count, number}} 行',
    notRead_one: '読み取れない行 {{count, number}}',
    notRead_other: '読み取れない行 {{count, number}}',
    notFitted_one: '未実装の行 {{count, number}}',
    notFitted_other: '未実装の行 {{count, number}}',
    outOfScope_one: '対象外の行 {{count, number}}',
    outOfScope_other: '対象外の行 {{count, number}}',
    noPart_one: '部品のない行 {{count, number}}',
    noPart_other: '部品のない行 {{count, number}}',
    nothingNew: '新たに書き込む行はありません。すべての行に部品があります',
  },
  titleSeparator: '、',
  result: {
    label: '要確認の行',
    heading_one: '要確認の行: {{count, number}}',
    heading_other: '要確認の行: {{count, number}}',
    line: '{{row, number}} 行目: {{text}}',
    because: '確認する理由: {{reasons}}',
    choose: '{{partno}} を使う',
    chooseFor: '{{row, number}} 行目に {{partno}} を使う',
    chosen: 'シートに記入済み',
    chosenFor: '{{partno}}、{{row, number}} 行目のシートに記入済み',
    chosenNow: '{{row, number}} 行目に {{partno}} を書き込みました。',
    keep: '{{partno}} のままにする',
    keepFor: '{{row, number}} 行目の {{partno}} をそのままにし、要確認を外す',
    keptNow: '{{row, number}} 行目の {{partno}} をそのままにし、要確認を外しました。',
    changed: '{{range}} には {{partno}} ではなく{{held}}が入っています。{{replacement}} で置き換えますか?',
    changedFromEmpty: '埋めるときに空欄だった {{range}} に{{held}}が入っています。{{replacement}} で置き換えますか?',
    showMoreLines: '要確認の行をさらに {{count, number}} 行表示',
    showMoreCandidates: '{{row, number}} 行目の部品をさらに {{count, number}} 件表示',
    moreInSheet: '… ほか {{count, number}} 行。シートではすべてに印が付いています',
  },
};
