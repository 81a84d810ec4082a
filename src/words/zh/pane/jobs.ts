import type { jobs as english } from '../../en/pane/jobs';
import type { WordsLike } from '../../WordsLike';

export const jobs: WordsLike<typeof english> = {
  products_one: '{{count, number}} 个产品',
  products_other: '{{count, number}} 个产品',
  equivalents_one: '{{count, number}} 个等效品',
  equivalents_other: '{{count, number}} 个等效品',
  requests_one: '{{count, number}} 次请求',
  requests_other: '{{count, number}} 次请求',
  bytes_one: '{{count, number}} 字节',
  bytes_other: '{{count, number}} 字节',
  progress: {
    searching: '正在搜索',
    fetchingRest: '正在获取其余部分',
    fetchingTable: '正在重新获取表格',
    found_one: '通过 {{requestsMade}}找到 {{count, number}} 个产品',
    found_other: '通过 {{requestsMade}}找到 {{count, number}} 个产品',
    rowsWritten_one: '已写入 {{done, number}} / {{count, number}} 行',
    rowsWritten_other: '已写入 {{done, number}} / {{count, number}} 行',
    downloadAddress: '正在向服务请求下载地址',
    downloaded: '已下载 {{amount}}',
    downloadedOf: '已下载 {{amount}} / {{whole}}',
    reading: '正在读取 {{amount}} 的产品数据',
    snapshotDownload: '{{category}}的快照：{{download}}',
    withDownloads: '{{progress}}；{{downloads}}',
    waitingToWrite: {
      search: '已找到 {{rows}}；正在等待您回答是否写入',
      category: '已读取 {{rows}}；正在等待您回答是否写入',
    },
    waitingToDownload: '将写入约 {{rows}}；下载前正在等待您的回答',
  },
  search: {
    stopped: '已在搜索时停止；未写入任何内容。',
    stoppedRest: '已在获取其余部分时停止；{{range}} 保持原样。',
    noMatch: '没有符合这些条件的产品，因此未写入任何内容。请放宽或删除某个条件，然后重新插入。',
    incomplete_one:
      '已将收到的 {{count, number}} 个产品写入 {{range}}，每行都完整；随后搜索在 {{requests, number}} 次请求后停止。{{cause}}请单击“获取其余部分”从该处继续：届时将重新写入整个表格。',
    incomplete_other:
      '已将收到的 {{count, number}} 个产品写入 {{range}}，每行都完整；随后搜索在 {{requests, number}} 次请求后停止。{{cause}}请单击“获取其余部分”从该处继续：届时将重新写入整个表格。',
  },
  category: {
    stopped: '已在下载时停止；未写入任何内容。',
    stoppedBefore: '已在下载前停止；未写入任何内容。',
    largeDeclinedBefore:
      '未下载也未写入任何内容：您选择不写入约 {{rows}}。请选择更少的列后重新下载，或使用“搜索”只插入您需要的产品。',
    empty:
      '服务中没有 {{category}} 的产品，因此未写入任何内容。请选择其他类别，或在“设置”中确认服务 URL 是您要使用的那个。',
  },
  write: {
    largeDeclined: {
      search: '未写入任何内容：您选择不写入找到的 {{rows}}。请缩小搜索范围或选择更少的列，然后重新插入。',
      category:
        '未写入任何内容：您选择不写入已下载的 {{rows}}。请选择更少的列后重新下载，或使用“搜索”只插入您需要的产品。',
    },
    stoppedBefore: '已在写入找到的 {{rows}}之前停止；未写入任何内容。',
    completeReplaceValues: '{{contents}}。是否替换这些值，用找到的 {{rows}}补全表格？',
    completeReplaceCells: '{{contents}}。是否替换这些单元格，用找到的 {{rows}}补全表格？',
    restGoes: '表格其余部分要写入的位置 {{range}}',
    completeDeclined: '未写入任何内容：{{contents}}。{{range}} 中仍是之前获取的产品。',
    replaceValues: '{{range}} 中已有值。是否用找到的 {{rows}}替换它们？',
    replaceTableValues_one: '{{contents}}。是否用找到的 {{rows}}替换这些值？该表将变为普通区域。',
    replaceTableValues_other: '{{contents}}。是否用找到的 {{rows}}替换这些值？这些表将变为普通区域。',
    replaceTableCells_one: '{{contents}}。是否用找到的 {{rows}}替换这些单元格？该表将变为普通区域。',
    replaceTableCells_other: '{{contents}}。是否用找到的 {{rows}}替换这些单元格？这些表将变为普通区域。',
    declined: '未写入任何内容：{{contents}}。请选择一个空白单元格，或插入到新工作表中。',
    declinedTable: '未写入任何内容：{{contents}}。请在所有表之外选择一个空白单元格，或插入到新工作表中。',
    headerOnly: '仅将标题行写入了 {{range}}。',
    partly: '已将 {{rows}}中的 {{written, number}} 个写入 {{range}}，每行都完整；其余未写入。',
    done: '已将 {{rows}}写入 {{range}}。',
    sheetLeft: 'PartSpec 为该表格添加的工作表“{{sheet}}”仍然存在：如果不需要，请将其删除。',
  },
  record: {
    notRecorded: '无法从“表格”选项卡刷新它：{{message}}',
  },
  refresh: {
    stopped: '已在获取时停止；{{range}} 保持原样，数据截至 {{date}}。',
    incomplete:
      '搜索在 {{requests, number}} 次请求后停止，因此未写入任何内容：{{range}} 保持原样，数据截至 {{date}}。{{cause}}请稍后再次刷新。',
    headerMoved:
      '{{range}} 中已不是此表格的标题行 ({{header}}…)：表格可能已被移动或覆盖。仍要将刷新后的表格写入该位置吗？',
    headerMovedDeclined:
      '未写入任何内容：{{range}} 中已不是该表格的标题行。请在“表格”选项卡中将此表格从列表移除，然后在所需位置重新插入。',
    grew: '表格增至 {{products}}，而新行要写入的 {{range}} 中已有值。是否替换它们？',
    grewDeclined: '未写入任何内容：刷新后表格的新行要写入的 {{range}} 中已有值。请移走这些值，然后再次刷新。',
    stoppedAfter_one:
      '已在写入 {{count, number}} / {{total, number}} 行后停止：下面的行仍是截至 {{date}} 的数据。请再次刷新以完成。',
    stoppedAfter_other:
      '已在写入 {{count, number}} / {{total, number}} 行后停止：下面的行仍是截至 {{date}} 的数据。请再次刷新以完成。',
    same: '已刷新 {{range}}：{{products}}，行数与之前相同。',
    answered: '回答来源：{{sources}}。',
    more: '已刷新 {{range}}：{{products}}，比之前多 {{change, number}} 个。',
    fewer: '已刷新 {{range}}：{{products}}，比之前少 {{change, number}} 个。',
    noMatch:
      '目前没有产品符合此表格的搜索条件，因此 {{range}} 保持 {{date}} 时的内容不变。如果应有产品匹配，请在“搜索”选项卡中放宽或删除某个条件，然后重新插入搜索结果；如果不再需要此表格，请将其删除。',
    categoryEmpty:
      '服务目前未返回{{category}}的产品，因此 {{range}} 保持 {{date}} 时的内容不变。请稍后再次刷新，或在“设置”中确认服务 URL 是您要使用的那个。',
  },
  refreshAll: {
    none: '没有可刷新的表格：请先插入搜索结果或类别，或刷新 BOM。',
    done_one: '已刷新 {{refreshed, number}} / {{count, number}} 个表格。',
    done_other: '已刷新 {{refreshed, number}} / {{count, number}} 个表格。',
    failed: '{{range}}：{{message}}',
  },
  snapshot: {
    from: '来自 {{date}} 的快照（{{age}}）',
    fromStale: '来自 {{date}} 的快照（{{age}}），已超过有效期限',
    fromContradicted: '来自 {{date}} 的快照（{{age}}），此后服务的回答已不同',
    downloading: '正在重新下载{{category}}',
    downloadingAmount: '正在重新下载{{category}}：{{progress}}',
    refreshed: '{{category}}的快照现在是截至 {{date}} 的数据。',
    runAgain: '之前从快照写入的单元格保持不变：请重新插入或刷新表格以更新它们。',
    stopped_one: '已在下载时停止；{{count, number}} 个快照保持原样。',
    stopped_other: '已在下载时停止；{{count, number}} 个快照保持原样。',
  },
  sources: {
    service: '来自服务，{{date}}',
    fromService: '来自服务',
    snapshotOf: '{{date}} 的快照（{{age}}）',
    snapshot: '来自 {{date}} 的快照（{{age}}）',
    mixedServiceParts_one: '{{count, number}} 个部件来自服务，{{date}}',
    mixedServiceParts_other: '{{count, number}} 个部件来自服务，{{date}}',
    mixedServiceProducts_one: '{{count, number}} 个产品来自服务，{{date}}',
    mixedServiceProducts_other: '{{count, number}} 个产品来自服务，{{date}}',
    mixedSnapshot_one: '{{count, number}} 个来自 {{date}} 的快照（{{age}}）',
    mixedSnapshot_other: '{{count, number}} 个来自 {{date}} 的快照（{{age}}）',
    listSeparator: '；',
    byService: '按服务的时钟为{{age}}',
    unchecked: '按本机时钟为{{age}}，尚未与服务核对',
    ahead: '日期晚于服务的时钟',
    duration: {
      underMinute: '不到 1 分钟前',
      minutes_one: '{{count, number}} 分钟前',
      minutes_other: '{{count, number}} 分钟前',
      hours_one: '{{count, number}} 小时前',
      hours_other: '{{count, number}} 小时前',
      days_one: '{{count, number}} 天前',
      days_other: '{{count, number}} 天前',
    },
  },
  testConnection: {
    ok: '{{url}} 上的服务已应答并接受了 API 密钥。请保存设置以使用这些设置。',
    okRelay: '{{url}} 上的中继已应答并接受了您的令牌。请保存设置以使用这些设置。',
    relayRefusedOrigin:
      '{{url}} 上的中继有应答，但中继不允许此加载项的来源 ({{origin}})：请中继的管理员在启动命令中添加 `--cors-origin {{origin}}`，然后再次测试连接。',
    relayUnreachable:
      '无法连接到 {{url}} 上的中继（浏览器未给出原因）。请检查上面的地址、中继是否正在运行以及网络连接。',
  },
};
