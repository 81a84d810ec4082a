import type { partnos as en } from '../en/partnos';
import type { WordsLike } from '../WordsLike';

export const partnos: WordsLike<typeof en> = {
  refusedCharacter: {
    quote: 'この文字はクエリに含められません',
    separator: 'サービスはこの文字を品番の区切りとして読みます',
    backslash: 'この文字を含む品番はありません',
    control: '目に見えない制御文字です',
    bidi: '文字の表示順を変える、目に見えない文字です',
    loneSurrogate: '2 つに切れた文字の片方です',
  },
};
