import type { pane as english } from '../../en/pane/pane';
import type { WordsLike } from '../../WordsLike';

export const pane: WordsLike<typeof english> = {
  views: 'PartSpec 视图',
  tabs: { search: '搜索', category: '类别', bom: 'BOM', tables: '表格', settings: '设置' },
  loadingView: '正在加载…',
  viewLoadFailed: '无法加载此视图：{{reason}}。请重新加载任务窗格后重试。',
  reload: '重新加载任务窗格',
  job: {
    fetching: '正在从服务获取…',
    waiting: '正在等待您的回答…',
    writing: '正在写入工作表…',
    formatting: '正在设置格式…',
    working: '正在处理…',
    starting: '正在开始…',
    cancel: '取消',
    openSettings: '打开设置',
    fetchRest: '获取其余部分',
    tryAgain: '重试',
    done: '完成',
    doneSomeNotFound: '完成，部分未找到',
    cancelled: '已取消',
    nothingWritten: '未写入任何内容',
    incomplete: '未完成',
    notFound: '未找到',
    failed: '操作未成功',
    stoppedBeforeMore: '已在写入更多内容之前停止。',
  },
};
