import { SettingsError } from '../../../../../src/office/settings';
import { i18n } from '../../../../../src/taskpane/i18n/i18n';
import { settingFieldWords, settingsWords } from '../../../../../src/taskpane/wording/failureWords/settingsWords';

/** A SettingsError as core throws it: its message in English, which the pane never shows. */
const notWebAddress = new SettingsError('The service URL "ftp://x" is not a web address.', 'serviceUrl', {
  problem: 'notWebAddress',
  given: 'ftp://x',
});
const burstTooLarge = new SettingsError('The burst must be at most 1000 requests.', 'burst', {
  problem: 'burstTooLarge',
  given: '99999999',
});

describe('settingFieldWords: the words under the field at fault', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  test('what is wrong and what to enter, without "not saved" (Test connection refuses the same)', () => {
    expect(settingFieldWords(notWebAddress)).toBe(
      'The service URL "ftp://x" is not a web address; enter one such as https://example.com or /api.',
    );
    expect(settingFieldWords(burstTooLarge)).toBe('The burst must be at most 1,000 requests, not "99999999".');
    expect(settingsWords(burstTooLarge)).toBe(
      'Settings were not saved: The burst must be at most 1,000 requests, not "99999999".',
    );
  });

  test('in the display language, from the error’s fields: never core’s English message', async () => {
    await i18n.changeLanguage('ja');
    expect(settingFieldWords(notWebAddress)).toBe(
      'サービス URL「ftp://x」は Web アドレスではありません。https://example.com や /api などを入力してください。',
    );
    expect(settingFieldWords(burstTooLarge)).toBe(
      'バーストには、1,000 以下のリクエスト数を指定してください (「99999999」は使用できません)。',
    );
    await i18n.changeLanguage('zh');
    expect(settingFieldWords(notWebAddress)).toBe(
      '服务 URL“ftp://x”不是网址；请输入网址，例如 https://example.com 或 /api。',
    );
    expect(settingFieldWords(burstTooLarge)).toBe('突发最多为 1,000 个请求，而不是“99999999”。');
  });

  test('a rate above the bound, with nothing given: the bound alone', () => {
    expect(settingFieldWords(new SettingsError('x', 'ratePerSecond', { problem: 'rateTooHigh' }))).toBe(
      'The request rate must be at most 1,000 requests per second.',
    );
  });
});
