import type { category as english } from '../../en/pane/category';
import type { WordsLike } from '../../WordsLike';

export const category: WordsLike<typeof english> = {
  intro: '将一个类别的所有产品写入新工作表，包含全部字段或您选择的列：数万行数据，可供筛选和制作数据透视表。',
  category: '类别',
  download: '下载类别',
};
