import type { category as english } from '../../en/pane/category';
import type { WordsLike } from '../../WordsLike';

export const category: WordsLike<typeof english> = {
  intro:
    '1 つのカテゴリの全製品を、すべてのフィールドまたは選んだ列で新しいシートに書き込みます。数万行のデータをフィルターやピボットテーブルで分析できます。',
  category: 'カテゴリ',
  download: 'カテゴリをダウンロード',
};
