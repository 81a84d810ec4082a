import { CODE_NOT_FETCHED, START_FAILED } from '../../startFailed';
import type { components as english } from '../../en/pane/components';
import type { WordsLike } from '../../WordsLike';

export const components: WordsLike<typeof english> = {
  language: '语言',
  numbers: {
    label: '数值',
    display: '使用各字段的单位，如 µF 和 mm',
    si: '使用 SI 基本单位，如 F',
  },
  confirmOverwrite: {
    title: '要替换这些单元格吗？',
    replace: '替换',
    keep: '保留原内容',
  },
  confirmLarge: {
    title: '要写入这么多行吗?',
    description_one: '将向工作簿写入 {{count, number}} 行。这需要一些时间，并会使工作簿变大。',
    description_other: '将向工作簿写入 {{count, number}} 行。这需要一些时间，并会使工作簿变大。',
    about_one:
      '将向工作簿写入约 {{count, number}} 行：这是 {{date}} 的快照中的数量，服务现在的数量可能更多或更少。这需要一些时间，并会使工作簿变大。在您回答之前不会下载任何内容。',
    about_other:
      '将向工作簿写入约 {{count, number}} 行：这是 {{date}} 的快照中的数量，服务现在的数量可能更多或更少。这需要一些时间，并会使工作簿变大。在您回答之前不会下载任何内容。',
    advice: {
      search: '如果不需要全部，请缩小搜索范围或选择更少的列。',
      category: '如果不需要全部，请在此选择更少的列，或使用“搜索”只获取您需要的产品。',
    },
    write: '写入',
    dontWrite: '不写入',
  },
  snapshotNote: {
    refresh: '刷新',
    refreshHint: '重新下载快照，使之后的结果为当前数据',
  },
  /** Under a list that shows its first items only. */
  showMore: '再显示 {{count, number}} 项',
  startFailed: START_FAILED.zh,
  codeNotFetched: CODE_NOT_FETCHED.zh,
};
