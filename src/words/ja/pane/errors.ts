import { morePartnosTerm, refusedPartnosTerms } from '../../paneTerms';
import { partnos } from '../partnos';
import { settingNames } from '../settingNames';
import type { errors as english } from '../../en/pane/errors';
import type { WordsLike } from '../../WordsLike';

export const errors: WordsLike<typeof english> = {
  sentences: '{{first}}{{next}}',
  quoted: '「{{value}}」',
  listSeparator: '、',
  listLast: '{{items}}、{{last}}',
  cancelled: '完了する前にキャンセルしました。',
  unexpected:
    '原因不明の問題が発生しました。もう一度お試しください。再び発生する場合は、アドインを再起動してください。',
  unexpectedWith:
    '問題が発生しました: {{message}}。もう一度お試しください。再び発生する場合は、アドインを再起動し、サポート用にこのメッセージを控えてください。',
  serviceUrl:
    '設定のサービス URL は使用できません。https:// または http:// で始まるか、/api のようなパスにしてください。設定を開いて修正してください。',
  serviceUrl_inSettings:
    '上のサービス URL は使用できません。https:// または http:// で始まるか、/api のようなパスにしてください。上で修正してください。',
  serviceUrlProblem: {
    credentialsInAddress:
      '設定のサービス URL にユーザー名やパスワード (「@」より前の部分) が含まれています。PartSpec はこれを送信しません。設定を開いてアドレスだけを入力し、キーは [API キー] ボックスに入力してください。',
    credentialsInAddress_inSettings:
      '上のサービス URL にユーザー名やパスワード (「@」より前の部分) が含まれています。PartSpec はこれを送信しません。上にアドレスだけを入力し、キーは [API キー] ボックスに入力してください。',
    queryInAddress:
      '設定のサービス URL にクエリやフラグメント (「?」や「#」以降) が含まれています。設定を開いてアドレスだけを入力してください。',
    queryInAddress_inSettings:
      '上のサービス URL にクエリやフラグメント (「?」や「#」以降) が含まれています。上にアドレスだけを入力してください。',
  },
  redirect: {
    to: 'サービス URL が {{location}} へのリダイレクトを返しました。API キーを設定したアドレスにだけ送るため、PartSpec はリダイレクトに従いません。それがサービスのアドレスであれば、設定を開いてサービス URL に入力してください。',
    to_inSettings:
      'サービス URL が {{location}} へのリダイレクトを返しました。API キーを設定したアドレスにだけ送るため、PartSpec はリダイレクトに従いません。それがサービスのアドレスであれば、上に入力してください。',
    unknown:
      'サービス URL がリダイレクトを返しました。API キーを設定したアドレスにだけ送るため、PartSpec はリダイレクトに従いません。設定を開いて、サービス自身のアドレスを入力してください。',
    unknown_inSettings:
      'サービス URL がリダイレクトを返しました。API キーを設定したアドレスにだけ送るため、PartSpec はリダイレクトに従いません。サービス自身のアドレスを上に入力してください。',
  },
  /** The access token sent to an organisation's relay instead of an API key (AccessTokenError). */
  accessToken: {
    missing:
      '組織のリレーにサインインしていません。[設定] を開いて、サインインするかリレー トークンを入力してください。',
    invalid: 'リレー トークンに、要求に含められない文字が含まれています。[設定] を開いて入力し直してください。',
    refused:
      'リレーがサインインを拒否しました (401)。[設定] を開いて、サインインし直すか新しいリレー トークンを入力してください。',
    unavailable: '組織のリレーへのサインインが完了しませんでした。[設定] を開いてサインインし直してください。',
    signInRequired:
      '組織のリレーを使うには Microsoft でのサインインが必要です。[設定] を開いて [Microsoft でサインイン] を押してから、もう一度お試しください。',
  },
  apiKey: {
    missing: 'API キーが設定されていません。[設定] を開いて API キーを入力してください。',
    missing_inSettings: 'API キーが設定されていません。上の欄に API キーを入力してください。',
    invalid:
      '[設定] の API キーに、空白、改行など、キーに使用できない文字が含まれています。[設定] を開いてキーを入力し直してください。',
    invalid_inSettings:
      '上の API キーに、空白、改行など、キーに使用できない文字が含まれています。上の欄にキーを入力し直してください。',
    refused:
      'サービスが API キーを拒否しました (403)。[設定] を開いて、API キーと、サービス URL が Product Information Service v2.2 を指していることを確認してください。',
    refused_inSettings:
      'サービスが API キーを拒否しました (403)。上の API キーと、サービス URL が Product Information Service v2.2 を指していることを確認してください。',
  },
  network: {
    start: '{{origin}} のサービスに接続できませんでした',
    startAfter: '{{attempts, number}} 回試行しましたが、{{origin}} のサービスに接続できませんでした',
    noReason:
      '{{start}}。ブラウザーから理由は示されていません。それがサービス自体のアドレスの場合、サービスは CORS ヘッダーを送信しないため、別のアドレスのページである作業ウィンドウからは呼び出せません。[設定] のサービス URL に、アドイン ホストがサービスへ中継する /api を入力してください。それ以外の場合は、アドレスとネットワーク接続を確認してください。',
    noReason_inSettings:
      '{{start}}。ブラウザーから理由は示されていません。それがサービス自体のアドレスの場合、サービスは CORS ヘッダーを送信しないため、別のアドレスのページである作業ウィンドウからは呼び出せません。上のサービス URL に、アドイン ホストがサービスへ中継する /api を入力してください。それ以外の場合は、アドレスとネットワーク接続を確認してください。',
    relayNoReason:
      '{{start}}。これはアドイン自身のサーバー (サービスへ中継する /api) で、応答がありませんでした。アドインのサーバーが動いていることとネットワーク接続を確認してから、もう一度お試しください。',
    failed: '{{start}}。[設定] のサービス URL とネットワーク接続を確認してください。',
    failed_inSettings: '{{start}}。上のサービス URL とネットワーク接続を確認してください。',
    failedBecause: '{{start}}: {{reason}}。[設定] のサービス URL とネットワーク接続を確認してください。',
    failedBecause_inSettings: '{{start}}: {{reason}}。上のサービス URL とネットワーク接続を確認してください。',
  },
  timeout: {
    attempts: ' ({{attempts, number}} 回試行)',
    answer:
      'サービスから {{time}} 以内に応答がありませんでした{{attemptsNote}}。しばらくしてからもう一度お試しいただくか、要求を絞り込んでください。繰り返し発生する場合は、[設定] のサービス URL とネットワーク接続を確認してください。',
    answer_inSettings:
      'サービスから {{time}} 以内に応答がありませんでした{{attemptsNote}}。しばらくしてからもう一度お試しいただくか、要求を絞り込んでください。繰り返し発生する場合は、上のサービス URL とネットワーク接続を確認してください。',
    fileIdle:
      'カテゴリ ファイルの受信が止まりました。{{time}} の間、何も届きませんでした{{attemptsNote}}。しばらくしてからもう一度お試しください。繰り返し発生する場合は、ネットワーク接続を確認してください。',
    fileDeadline:
      'カテゴリ ファイルが {{time}} 以内にすべて届きませんでした{{attemptsNote}}。通常のダウンロードよりも大幅に低速です。しばらくしてからもう一度お試しください。繰り返し発生する場合は、ネットワーク接続を確認してください。',
  },
  incompleteSearch: '{{count, number}} 件の製品を受信した時点で検索が停止しました。',
  incompleteLookup: '{{total, number}} 件中 {{failed, number}} 件の品番を照会できませんでした。',
  rateLimit:
    'サービスがこの API キーからのリクエストを制限しており (429)、PartSpec の再試行も通りませんでした。1 分ほど待ってからもう一度お試しください。繰り返し発生する場合は、[設定] のリクエスト レートを下げてください。',
  rateLimit_inSettings:
    'サービスがこの API キーからのリクエストを制限しており (429)、PartSpec の再試行も通りませんでした。1 分ほど待ってからもう一度お試しください。繰り返し発生する場合は、上のリクエスト レートを下げてください。',
  service:
    'サービスで問題が発生し ({{status}})、リクエストに応答がありませんでした。しばらくしてからもう一度お試しください。',
  serviceAttempts:
    'サービスで問題が発生し ({{status}})、{{attempts, number}} 回試行しても応答がありませんでした。しばらくしてからもう一度お試しください。',
  badRequest: 'サービスが検索を拒否しました: {{message}}。条件を確認して、もう一度お試しください。',
  notFound: '{{what}} はサービス上に存在しません (404)。[設定] のサービス URL を確認してください。',
  notFound_inSettings: '{{what}} はサービス上に存在しません (404)。上のサービス URL を確認してください。',
  responseFormat: {
    truncated:
      'サービスから想定外の形式で応答がありました ({{problem}})。もう一度お試しください。繰り返し発生する場合は、ネットワーク接続を確認してください。',
    other:
      'サービスから想定外の形式で応答がありました ({{problem}})。[設定] で、サービス URL が Product Information Service v2.2 を指していることを確認してください。',
    other_inSettings:
      'サービスから想定外の形式で応答がありました ({{problem}})。上のサービス URL が Product Information Service v2.2 を指していることを確認してください。',
  },
  urlTooLong: {
    sent: 'リクエストがサービスにとって長すぎます (414、{{length, number}} 文字)。1 つの条件の値を減らすか、条件の数を減らしてください。',
    notSent:
      'リクエストが {{length, number}} 文字になり、このサービスに設定された上限を超えます。1 つの条件の値を減らすか、条件の数を減らしてください。',
    notSentLimit:
      'リクエストが {{length, number}} 文字になり、このサービスに設定された上限 {{limit, number}} 文字を超えます。1 つの条件の値を減らすか、条件の数を減らしてください。',
  },
  /** Part numbers a lookup refused before sending anything: which character, where, and why (paneTerms.ts). */
  invalidPartno: refusedPartnosTerms(partnos),
  /** The first part numbers, then how many more there are. */
  morePartnos: morePartnosTerm(partnos),
  filter: '{{problem}} ({{position, number}} 文字目)。条件を修正して、もう一度お試しください。',
  settings: {
    notSaved: '設定は保存されませんでした: {{problem}}。',
    underField: '{{problem}}。',
    notWebAddress:
      'サービス URL が Web アドレスではありません。https:// または http:// で始まるアドレス (https://example.com など) か、アドイン自身のサーバー上のパス (/api など。先頭のスラッシュは 1 つ、バックスラッシュや空白は不可) を入力してください',
    notWebAddressGiven:
      'サービス URL「{{given}}」は Web アドレスではありません。https://example.com や /api などを入力してください',
    credentialsInAddress:
      'サービス URL にユーザー名やパスワード (「@」より前の部分) は含められません。アドレスだけを入力し、キーは [API キー] ボックスに入力してください',
    credentialsInAddressGiven:
      'サービス URL にユーザー名やパスワード (「@」より前の部分) は含められません。{{given}} のようにアドレスだけを入力し、キーは [API キー] ボックスに入力してください',
    queryInAddress:
      'サービス URL にクエリやフラグメント (「?」や「#」以降) は含められません。アドレスだけを入力してください',
    queryInAddressGiven:
      'サービス URL にクエリやフラグメント (「?」や「#」以降) は含められません。{{given}} のようにアドレスだけを入力してください',
    unknownLanguage: '言語は en、ja、zh のいずれかにしてください',
    unknownLanguageGiven: '言語は en、ja、zh のいずれかにしてください (「{{given}}」は使用できません)',
    rateNotPositive: 'リクエスト レートには、1 秒あたりのリクエスト数を 0 より大きい数値で指定してください',
    rateNotPositiveGiven:
      'リクエスト レートには、1 秒あたりのリクエスト数を 0 より大きい数値で指定してください (「{{given}}」は使用できません)',
    rateTooHigh: 'リクエスト レートには、1 秒あたり {{max, number}} 以下のリクエスト数を指定してください',
    rateTooHighGiven:
      'リクエスト レートには、1 秒あたり {{max, number}} 以下のリクエスト数を指定してください (「{{given}}」は使用できません)',
    burstNotWhole: 'バーストには、1 以上の整数でリクエスト数を指定してください',
    burstNotWholeGiven: 'バーストには、1 以上の整数でリクエスト数を指定してください (「{{given}}」は使用できません)',
    burstTooLarge: 'バーストには、{{max, number}} 以下のリクエスト数を指定してください',
    burstTooLargeGiven:
      'バーストには、{{max, number}} 以下のリクエスト数を指定してください (「{{given}}」は使用できません)',
    unknownSnapshotMode: 'スナップショットは [自動]、[オフライン]、[オフ] のいずれかにしてください',
    unknownSnapshotModeGiven:
      'スナップショットは [自動]、[オフライン]、[オフ] のいずれかにしてください (「{{given}}」は使用できません)',
    ageNotPositive: 'スナップショットの有効期間には、0 より大きい時間数を指定してください',
    ageNotPositiveGiven:
      'スナップショットの有効期間には、0 より大きい時間数を指定してください (「{{given}}」は使用できません)',
    relayUrl:
      'リレーのアドレスは https://partspec.example.com のような Web アドレスにしてください (ユーザー名、パスワード、クエリ、フラグメントは含めません)',
    relayUrlGiven: 'リレーのアドレス「{{given}}」は使えません。https://partspec.example.com のように入力してください',
    relayUrlMissing:
      '組織のリレーのアドレスを https://partspec.example.com のように入力してください (管理者が知っています)',
    unusable: '[{{setting}}] の値は PartSpec で使用できません。修正してください',
    names: {
      ...settingNames,
      burst: 'バースト',
      snapshotMode: 'スナップショット',
      snapshotMaxAgeHours: 'スナップショットの有効期間',
      other: '設定',
    },
  },
  notInSnapshots_one:
    'スナップショットは [オフライン] に設定されていますが、{{categories}} ({{lang}}) のスナップショットは保存されていません。サービスに問い合わせるには [設定] でスナップショットを [自動] にしてください。または、オンラインのときにカテゴリをダウンロードしてください。',
  notInSnapshots_other:
    'スナップショットは [オフライン] に設定されていますが、{{categories}} ({{lang}}) のスナップショットは保存されていません。サービスに問い合わせるには [設定] でスナップショットを [自動] にしてください。または、オンラインのときにカテゴリをダウンロードしてください。',
  notInSnapshots_inSettings_one:
    'スナップショットは [オフライン] に設定されていますが、{{categories}} ({{lang}}) のスナップショットは保存されていません。サービスに問い合わせるには上でスナップショットを [自動] にしてください。または、オンラインのときにカテゴリをダウンロードしてください。',
  notInSnapshots_inSettings_other:
    'スナップショットは [オフライン] に設定されていますが、{{categories}} ({{lang}}) のスナップショットは保存されていません。サービスに問い合わせるには上でスナップショットを [自動] にしてください。または、オンラインのときにカテゴリをダウンロードしてください。',
  snapshotStore: {
    open: '保存済みのスナップショットを開けませんでした。',
    list: '保存済みのスナップショットの一覧を取得できませんでした。',
    load: '{{category}} ({{lang}}) のスナップショットを読み込めませんでした。',
    loadAny: '保存済みのスナップショットを読み込めませんでした。',
    save: '{{category}} ({{lang}}) のスナップショットを保存できませんでした。',
    saveAny: 'スナップショットを保存できませんでした。',
    delete: '{{category}} ({{lang}}) のスナップショットを削除できませんでした。',
    deleteAny: '保存済みのスナップショットを削除できませんでした。',
    quotaExceeded:
      'ブラウザーの PartSpec 用ストレージがいっぱいです。不要なスナップショットを削除する ([設定] の [保存済みのスナップショット]) か、ディスクの空き領域を増やしてから、もう一度お試しください。',
    quotaExceeded_inSettings:
      'ブラウザーの PartSpec 用ストレージがいっぱいです。下の一覧で不要なスナップショットを削除するか、ディスクの空き領域を増やしてから、もう一度お試しください。',
    unavailable:
      'このブラウザー (またはこのバージョンの Excel) では、PartSpec はスナップショットを保存できません (プライベート ウィンドウや、サイトのストレージがオフになっている場合など)。検索や参照は引き続きサービス経由で行えます。',
    blocked:
      '別の PartSpec (別の Excel ウィンドウまたはブラウザーのタブ) が古いバージョンでスナップショットを開いています。それを閉じてから、もう一度お試しください。',
    newerVersion:
      'これらは新しいバージョンの PartSpec で保存されたため、このバージョンでは読み込めません。PartSpec が更新されるまで、回答はサービスから取得します。',
    refused:
      'ブラウザーのストレージが操作を拒否しました。もう一度お試しください。繰り返し発生する場合は、Excel (またはブラウザー) を再起動してください。',
    timeout:
      'ブラウザーのストレージが 1 分以内に応答しませんでした。もう一度お試しください。繰り返し発生する場合は、Excel (またはブラウザー) を再起動してください。',
  },
  downloadRefused: {
    expired:
      'ダウンロード アドレスの有効期限が切れました (有効期間は 7 日間)。カテゴリをもう一度ダウンロードして新しいアドレスを取得してください。',
    refused:
      'ダウンロード アドレスが拒否されました (403)。カテゴリをもう一度ダウンロードして新しいアドレスを取得してください。',
    gone: 'カテゴリのファイルはもうありません (404)。カテゴリをもう一度ダウンロードして新しいアドレスを取得してください。',
    failed: 'カテゴリのファイルをダウンロードできませんでした ({{status}})。しばらくしてからもう一度お試しください。',
  },
  cannotPage: {
    urlLimit:
      'この検索はページごとに取得できません: 次の製品を求める条件が 1 つのリクエストに収まらなくなりました。フィルターを短くして (値や条件を減らして) もう一度お試しください。',
    other:
      'サービスの応答が、この検索をページごとに取得できない形でした。2,000 件以下に一致するようにフィルターを絞り込んでください。',
  },
  unexpectedStatus:
    'サービスが {{status}} を返しました。これは製品情報サービスからの応答として想定されていません。[設定] でサービス URL が製品情報サービスを指しているか確認してください。',
  unexpectedStatus_inSettings:
    'サービスが {{status}} を返しました。これは製品情報サービスからの応答として想定されていません。上のサービス URL が製品情報サービスを指しているか確認してください。',
  snapshotsUnavailable: {
    noWebCrypto:
      'スナップショットには https (または localhost) で配信されるページが必要です。このページはそうではないため、サービスが応答します。',
    off: 'ここではスナップショットがオフのため、サービスが応答します。',
  },
  snapshotDamaged:
    '保存されていた {{category}} ({{lang}}) のスナップショットが破損していたため削除しました。もう一度ダウンロードされるまでサービスが応答します。',
  unsafeValue: {
    takes: { string: 'テキスト', double: '数値', boolean: 'true または false' },
    notSearchItem: '検索項目「{{item}}」はありません。その条件を変更して、もう一度お試しください。',
    wrongType:
      '{{item}} には{{takes}}を指定します ({{value}} は指定できません)。その値を変更して、もう一度お試しください。',
    wrongTypeUnknown: '{{item}} に {{value}} は指定できません。その値を変更して、もう一度お試しください。',
    operator: '{{item}} は「{{operator}}」で比較できません。その条件を変更して、もう一度お試しください。',
    noValues: '{{item}} の条件に値がありません。値を 1 つ以上指定するか、条件を削除してから、もう一度お試しください。',
    empty: '{{item}} の値に空のものがあります。その値を変更して、もう一度お試しください。',
    quote:
      "{{item}} の値 {{value}} に ' が含まれています。サービスのフィルター言語ではこの文字を扱えません。その値を変更して、もう一度お試しください。",
    separator:
      '{{item}} の値 {{value}} に | が含まれています。サービスはこれを 2 つの値の区切りとして読み取ります。その値を変更して、もう一度お試しください。',
    brokenCharacter: '{{item}} の値 {{value}} に壊れた文字が含まれています。その値を変更して、もう一度お試しください。',
    notFinite:
      '{{item}} の値は有限の数値にしてください ({{value}} は指定できません)。その値を変更して、もう一度お試しください。',
    unknownKind: '{{item}} の条件は、PartSpec が送信できない種類です。その条件を変更して、もう一度お試しください。',
    other:
      '{{item}} の値 {{value}} は、このままではサービスに送信できません。その値を変更して、もう一度お試しください。',
  },
  description: {
    unread:
      '{{text}} から値を読み取れません。読めなかった語: {{unread}}。静電容量かインダクタンスを 100nF、4.7uH、104 のように書いて、もう一度お試しください。',
    none: '{{text}} には静電容量もインダクタンスも書かれていません。100nF、4.7uH、104 のように書いて、もう一度お試しください。',
  },
  unknownField: {
    empty: 'フィールド名が空です。列を選び直してください。',
    notUnder:
      'フィールド「{{name}}」はありません。{{field}} はそのオブジェクトの下にはありません。{{field}} と記述してください。列を選び直してください。',
    didYouMean: 'フィールド「{{name}}」はありません。{{suggestions}} のことですか? 列を選び直してください。',
    none: 'フィールド「{{name}}」はありません。列を選び直してください。',
  },
  cellEdit: {
    read: 'Excel でセルを編集中のため、PartSpec はブックを読み取れませんでした。',
    write: 'Excel でセルを編集中のため、PartSpec が求めた変更を Excel が拒否しました。変更は行われていません。',
    nothingWritten: 'Excel でセルを編集中のため、何も書き込んでいません。',
    allWritten:
      '{{total, number}} 行すべてを {{range}} に書き込みました (各行とも完全です) が、セルの編集中のため、Excel が仕上げ (表示形式、テーブル) を拒否しました。',
    stopped:
      'Excel でセルを編集中のため、書き込みを中止しました。{{range}} には、見出しと、{{total, number}} 行のうち最初の {{written, number}} 行が入っています (各行とも完全です)。',
    leave: 'Enter キーまたは Esc キーを押してから、もう一度お試しください。',
  },
  refusedWrite: {
    allWritten:
      '{{total, number}} 行すべてを {{range}} に書き込みましたが、Excel が書式の設定またはテーブルへの変換を拒否しました。Excel のメッセージ: {{excelSaid}}。値はすべてそろっています。フィルター ボタンを使うには、[挿入] > [テーブル] を使用してください。',
    stopped:
      'Excel がテーブルの書き込みを中止しました。{{range}} には、見出しと、{{total, number}} 行のうち最初の {{written, number}} 行が入っています (各行とも完全です)。Excel のメッセージ: {{excelSaid}}。すべての行を得るには、テーブルをもう一度書き込んでください (既存の内容の置き換えを PartSpec に許可してください)。',
    nothingWritten:
      'Excel がテーブルの書き込みを中止しました。何も書き込んでいません。Excel のメッセージ: {{excelSaid}}。すべての行を得るには、テーブルをもう一度書き込んでください (既存の内容の置き換えを PartSpec に許可してください)。',
  },
  contents: {
    values: '{{range}} には値が入っています',
    tables_one: '{{range}} は Excel テーブル{{tables}}と重なっています',
    tables_other: '{{range}} は Excel テーブル{{tables}}と重なっています',
    valuesAndTables_one: '{{range}} には値が入っていて、Excel テーブル{{tables}}と重なっています',
    valuesAndTables_other: '{{range}} には値が入っていて、Excel テーブル{{tables}}と重なっています',
  },
  occupied: {
    values:
      '{{range}} には既に値が入っているため、何も書き込んでいません。空いている場所 (または新しいシート) を選ぶか、それらの値の置き換えを PartSpec に許可してください。',
    tables_one:
      '{{contents}}。そのため、何も書き込んでいません。そのテーブルの外の空いている場所 (または新しいシート) を選ぶか、PartSpec による書き込みを許可してください。その場合、テーブルは通常のセル範囲になります。',
    tables_other:
      '{{contents}}。そのため、何も書き込んでいません。それらのテーブルの外の空いている場所 (または新しいシート) を選ぶか、PartSpec による書き込みを許可してください。その場合、それらのテーブルは通常のセル範囲になります。',
  },
  selection:
    'PartSpec は選択範囲を読み取れませんでした。ひとまとまりのセル範囲 (グラフや図ではなく、複数の範囲でもないもの) をクリックして、もう一度お試しください。',
  sheetNotFound:
    'このブックには「{{sheet}}」という名前のシートがもうありません。名前が変更されたか削除された可能性があります。シートを選んで、もう一度お試しください。',
  recordTooLarge:
    'PartSpec がこのブックに保存している情報（{{record}}）は 5 MB を超えており、Excel on the web では読み取れません。情報はそのまま残っています。Windows または Mac の Excel でブックを一度開いて同じ操作を行うと、PartSpec はどの Excel でも読み取れる大きさに分けて保存します。',
};
