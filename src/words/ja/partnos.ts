import type { partnos as en } from '../en/partnos';
import type { WordsLike } from '../WordsLike';

export const partnos: WordsLike<typeof en> = {
  refused: {
    one: '品番 {{partno}} の {{position}} 文字目に {{character}} があります。{{why}}。修正してください。何も送信していません。',
    several: '送信できない品番があります: {{partnos}}。修正してください。何も送信していません。',
    each: '{{partno}} ({{position}} 文字目に {{character}})',
    more: '{{partnos}} ほか {{count}} 件',
  },
  refusedCharacter: {
    quote: 'この文字はクエリに含められません',
    separator: 'サービスはこの文字を品番の区切りとして読みます',
    backslash: 'この文字を含む品番はありません',
    control: '目に見えない制御文字です',
    bidi: '文字の表示順を変える、目に見えない文字です',
    loneSurrogate: '2 つに切れた文字の片方です',
  },
};
