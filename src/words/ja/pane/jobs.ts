import type { jobs as english } from '../../en/pane/jobs';
import type { WordsLike } from '../../WordsLike';

export const jobs: WordsLike<typeof english> = {
  products_one: '{{count, number}} 件の製品',
  products_other: '{{count, number}} 件の製品',
  equivalents_one: '{{count, number}} 件の同等品',
  equivalents_other: '{{count, number}} 件の同等品',
  requests_one: '{{count, number}} 回のリクエスト',
  requests_other: '{{count, number}} 回のリクエスト',
  bytes_one: '{{count, number}} バイト',
  bytes_other: '{{count, number}} バイト',
  progress: {
    searching: '検索しています',
    fetchingRest: '残りを取得しています',
    fetchingTable: 'テーブルを取得し直しています',
    found_one: '{{requestsMade}}で {{count, number}} 件の製品が見つかりました',
    found_other: '{{requestsMade}}で {{count, number}} 件の製品が見つかりました',
    rowsWritten_one: '{{count, number}} 行中 {{done, number}} 行を書き込みました',
    rowsWritten_other: '{{count, number}} 行中 {{done, number}} 行を書き込みました',
    downloadAddress: 'サービスにダウンロード アドレスを問い合わせています',
    downloaded: '{{amount}} をダウンロードしました',
    downloadedOf: '{{whole}} 中 {{amount}} をダウンロードしました',
    reading: '{{amount}} の製品データを読み込んでいます',
    snapshotDownload: '{{category}} のスナップショット: {{download}}',
    withDownloads: '{{progress}}。{{downloads}}',
    waitingToWrite: {
      search: '{{rows}}が見つかりました。書き込むかどうかの回答を待っています',
      category: '{{rows}}を読み込みました。書き込むかどうかの回答を待っています',
    },
    waitingToDownload: '約 {{rows}}を書き込みます。ダウンロードする前に回答を待っています',
  },
  search: {
    stopped: '検索中に停止しました。何も書き込んでいません。',
    stoppedRest: '残りの取得中に停止しました。{{range}} は元のままです。',
    noMatch:
      'この条件に一致する製品がないため、何も書き込んでいません。条件を緩めるか削除してから、もう一度挿入してください。',
    incomplete_one:
      '届いた {{count, number}} 件の製品を {{range}} に書き込みました (各行とも完全です)。その後、{{requests, number}} 回のリクエストで検索が停止しました。{{cause}}[残りを取得] で、そこから続けて取得できます。その際、テーブル全体がもう一度書き込まれます。',
    incomplete_other:
      '届いた {{count, number}} 件の製品を {{range}} に書き込みました (各行とも完全です)。その後、{{requests, number}} 回のリクエストで検索が停止しました。{{cause}}[残りを取得] で、そこから続けて取得できます。その際、テーブル全体がもう一度書き込まれます。',
  },
  category: {
    stopped: 'ダウンロード中に停止しました。何も書き込んでいません。',
    stoppedBefore: 'ダウンロードの前に停止しました。何も書き込んでいません。',
    largeDeclinedBefore:
      '何もダウンロードも書き込みもしていません: 約 {{rows}}を書き込まないことを選びました。列を減らしてもう一度ダウンロードするか、[検索] で必要な製品だけを挿入してください。',
    empty:
      'サービスに {{category}} の製品がないため、何も書き込んでいません。別のカテゴリを選ぶか、[設定] のサービス URL が目的のものか確認してください。',
  },
  write: {
    largeDeclined: {
      search:
        '何も書き込んでいません: 見つかった {{rows}}を書き込まないことを選びました。検索条件を絞り込むか、列を減らして、もう一度挿入してください。',
      category:
        '何も書き込んでいません: ダウンロードした {{rows}}を書き込まないことを選びました。列を減らしてもう一度ダウンロードするか、[検索] で必要な製品だけを挿入してください。',
    },
    stoppedBefore: '見つかった {{rows}}を書き込む前に停止しました。何も書き込んでいません。',
    completeReplaceValues: '{{contents}}。その値を置き換えて、見つかった {{rows}}でテーブルを完成させますか?',
    completeReplaceCells: '{{contents}}。それらのセルを置き換えて、見つかった {{rows}}でテーブルを完成させますか?',
    restGoes: 'テーブルの残りを書き込む先の {{range}}',
    completeDeclined:
      '何も書き込んでいません。{{contents}}。{{range}} には、以前に取得した製品がそのまま残っています。',
    replaceValues: '{{range}} には値が入っています。見つかった {{rows}}で置き換えますか?',
    replaceTableValues_one:
      '{{contents}}。その値を見つかった {{rows}}で置き換えますか? そのテーブルは通常のセル範囲になります。',
    replaceTableValues_other:
      '{{contents}}。その値を見つかった {{rows}}で置き換えますか? それらのテーブルは通常のセル範囲になります。',
    replaceTableCells_one:
      '{{contents}}。それらのセルを見つかった {{rows}}で置き換えますか? そのテーブルは通常のセル範囲になります。',
    replaceTableCells_other:
      '{{contents}}。それらのセルを見つかった {{rows}}で置き換えますか? それらのテーブルは通常のセル範囲になります。',
    declined: '何も書き込んでいません。{{contents}}。空のセルを選択するか、新しいシートに挿入してください。',
    declinedTable:
      '何も書き込んでいません。{{contents}}。テーブルの外にある空のセルを選択するか、新しいシートに挿入してください。',
    headerOnly: '{{range}} には見出しだけを書き込みました。',
    partly:
      '{{rows}}のうち {{written, number}} 件を {{range}} に書き込みました (各行とも完全です)。残りは書き込んでいません。',
    done: '{{rows}}を {{range}} に書き込みました。',
    sheetLeft: 'PartSpec がテーブル用に追加したシート「{{sheet}}」は残っています。不要な場合は削除してください。',
  },
  record: {
    notRecorded: '[テーブル] タブから更新することはできません: {{message}}',
  },
  refresh: {
    stopped: '取得中に停止しました。{{range}} は {{date}} 時点のままです。',
    incomplete:
      '{{requests, number}} 回のリクエストで検索が停止したため、何も書き込んでいません。{{range}} は {{date}} 時点のままです。{{cause}}後でもう一度更新してください。',
    headerMoved:
      '{{range}} にこのテーブルの見出し ({{header}}…) がありません。移動されたか、上書きされた可能性があります。それでも、更新したテーブルをそこに書き込みますか?',
    headerMovedDeclined:
      '何も書き込んでいません。{{range}} にテーブルの見出しがありません。[テーブル] タブでこのテーブルを一覧から外し、目的の場所にもう一度挿入してください。',
    grew: 'テーブルが {{products}}に増えましたが、新しい行が入る {{range}} には値が入っています。置き換えますか?',
    grewDeclined:
      '何も書き込んでいません。更新したテーブルの新しい行が入る {{range}} に値が入っています。値を移動してから、もう一度更新してください。',
    stoppedAfter_one:
      '{{total, number}} 行中 {{count, number}} 行を書き込んだところで停止しました。その下の行は {{date}} 時点のままです。完了するには、もう一度更新してください。',
    stoppedAfter_other:
      '{{total, number}} 行中 {{count, number}} 行を書き込んだところで停止しました。その下の行は {{date}} 時点のままです。完了するには、もう一度更新してください。',
    same: '{{range}} を更新しました: {{products}} (行数は以前と同じです)。',
    answered: '回答元: {{sources}}。',
    more: '{{range}} を更新しました: {{products}} (以前より {{change, number}} 件増えました)。',
    fewer: '{{range}} を更新しました: {{products}} (以前より {{change, number}} 件減りました)。',
    noMatch:
      'このテーブルの検索条件に一致する製品が現在ないため、{{range}} は {{date}} の状態のまま残しています。一致する製品があるはずの場合は、[検索] タブで条件を緩めるか削除して、検索結果をもう一度挿入してください。不要になったテーブルは削除してください。',
    categoryEmpty:
      'サービスから {{category}} の製品が返されなかったため、{{range}} は {{date}} の状態のまま残しています。後でもう一度更新するか、[設定] のサービス URL が目的のものか確認してください。',
  },
  refreshAll: {
    none: '更新するテーブルがありません。先に検索結果やカテゴリを挿入するか、BOM を更新してください。',
    done_one: '{{count, number}} 個のテーブルのうち {{refreshed, number}} 個を更新しました。',
    done_other: '{{count, number}} 個のテーブルのうち {{refreshed, number}} 個を更新しました。',
    failed: '{{range}}: {{message}}',
  },
  snapshot: {
    from: '{{date}} のスナップショットから ({{age}})',
    fromStale: '{{date}} のスナップショットから ({{age}}、有効期間を過ぎています)',
    fromContradicted: '{{date}} のスナップショットから ({{age}}、その後サービスの回答が変わっています)',
    downloading: '{{category}} をダウンロードし直しています',
    downloadingAmount: '{{category}} をダウンロードし直しています: {{progress}}',
    refreshed: '{{category}} のスナップショットは {{date}} 時点のものになりました。',
    runAgain:
      'それまでにスナップショットから書き込んだセルはそのままです。最新にするには、もう一度挿入するか、テーブルを更新してください。',
    stopped_one: 'ダウンロード中に停止しました。{{count, number}} 件のスナップショットは元のままです。',
    stopped_other: 'ダウンロード中に停止しました。{{count, number}} 件のスナップショットは元のままです。',
  },
  sources: {
    service: 'サービスから取得、{{date}}',
    fromService: 'サービスから取得',
    snapshotOf: '{{date}} のスナップショット ({{age}})',
    snapshot: '{{date}} のスナップショットから ({{age}})',
    mixedServiceParts_one: '{{count, number}} 件の部品はサービスから取得、{{date}}',
    mixedServiceParts_other: '{{count, number}} 件の部品はサービスから取得、{{date}}',
    mixedServiceProducts_one: '{{count, number}} 件の製品はサービスから取得、{{date}}',
    mixedServiceProducts_other: '{{count, number}} 件の製品はサービスから取得、{{date}}',
    mixedSnapshot_one: '{{count, number}} 件は {{date}} のスナップショットから ({{age}})',
    mixedSnapshot_other: '{{count, number}} 件は {{date}} のスナップショットから ({{age}})',
    listSeparator: '。',
    byService: 'サービスの時計で{{age}}',
    unchecked: 'このコンピューターの時計で{{age}}、まだサービスと照合していません',
    ahead: 'サービスの時計より先の日付です',
    duration: {
      underMinute: '1 分未満前',
      minutes_one: '{{count, number}} 分前',
      minutes_other: '{{count, number}} 分前',
      hours_one: '{{count, number}} 時間前',
      hours_other: '{{count, number}} 時間前',
      days_one: '{{count, number}} 日前',
      days_other: '{{count, number}} 日前',
    },
  },
  testConnection: {
    ok: '{{url}} のサービスが応答し、API キーを受け付けました。この設定を使用するには、設定を保存してください。',
    okRelay: '{{url}} のリレーが応答し、トークンを受け付けました。この設定を使用するには、設定を保存してください。',
    relayRefusedOrigin:
      '{{url}} のリレーは応答していますが、リレーがこのアドインのオリジン ({{origin}}) を許可していません。リレーの管理者が起動コマンドに `--cors-origin {{origin}}` を追加してから、もう一度接続をテストしてください。',
    relayUnreachable:
      '{{url}} のリレーに接続できませんでした (ブラウザーは理由を示していません)。上のアドレス、リレーが実行中であること、ネットワーク接続を確認してください。',
  },
};
