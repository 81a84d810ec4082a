import type { category as english } from '../en/category';
import type { Strings } from '../Strings';

export const category: Strings<typeof english> = {
  intro:
    '1 つのカテゴリの全製品を、すべてのフィールドまたは選んだ列で新しいシートに書き込みます。数万行のデータをフィルターやピボットテーブルで分析できます。',
  category: 'カテゴリ',
  download: 'カテゴリをダウンロード',
};
