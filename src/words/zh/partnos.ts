import type { partnos as en } from '../en/partnos';
import type { WordsLike } from '../WordsLike';

export const partnos: WordsLike<typeof en> = {
  refusedCharacter: {
    quote: '查询中无法包含该字符',
    separator: '服务会把它读作料号之间的分隔符',
    backslash: '任何料号中都没有该字符',
    control: '这是不可见的控制字符',
    bidi: '这是会改变文字显示顺序的不可见字符',
    loneSurrogate: '这是被截成两半的字符的一半',
  },
};
