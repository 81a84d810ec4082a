import type { partnos as en } from '../en/partnos';
import type { WordsLike } from '../WordsLike';

export const partnos: WordsLike<typeof en> = {
  refused: {
    one: '料号 {{partno}} 的第 {{position}} 个字符是 {{character}}，{{why}}。请更正；未发送任何内容。',
    several: '以下料号无法发送：{{partnos}}。请更正；未发送任何内容。',
    each: '{{partno}}（第 {{position}} 个字符为 {{character}}）',
    more: '{{partnos}} 等，另有 {{count}} 个',
  },
  refusedCharacter: {
    quote: '查询中无法包含该字符',
    separator: '服务会把它读作料号之间的分隔符',
    backslash: '任何料号中都没有该字符',
    control: '这是不可见的控制字符',
    bidi: '这是会改变文字显示顺序的不可见字符',
    loneSurrogate: '这是被截成两半的字符的一半',
  },
};
