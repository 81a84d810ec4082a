import type { settingNames as en } from '../en/settingNames';
import type { WordsLike } from '../WordsLike';

export const settingNames: WordsLike<typeof en> = {
  connection: '连接方式',
  apiKey: 'API 密钥',
  serviceUrl: '服务 URL',
  relayToken: '中继令牌',
  lang: '语言',
  ratePerSecond: '请求速率',
};
