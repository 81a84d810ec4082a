import type { settingNames as en } from '../en/settingNames';
import type { WordsLike } from '../WordsLike';

export const settingNames: WordsLike<typeof en> = {
  connection: '接続方法',
  apiKey: 'API キー',
  serviceUrl: 'サービス URL',
  relayToken: 'リレー トークン',
  lang: '言語',
  ratePerSecond: 'リクエスト レート',
};
