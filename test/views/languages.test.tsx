import { screen, within } from '@testing-library/react';
import { switchDisplayLanguage } from '../../src/taskpane/i18n/i18n';
import { SettingsView } from '../../src/taskpane/features/settings/SettingsView';
import { smdCapacitor } from '../support/sampleCapacitor';
import { jobEnded } from '../support/views/jobMessage';
import { IN_SIGHT, renderPane } from '../support/views/renderPane';

afterEach(() => switchDisplayLanguage('en'));

describe('the pane in Japanese and Chinese', () => {
  test('a pane in Japanese names its views and says what the Search view holds in Japanese', async () => {
    await switchDisplayLanguage('ja');
    await renderPane();
    for (const name of ['検索', 'カテゴリ', 'BOM', 'テーブル', '設定']) {
      expect(within(screen.getByRole('tablist', { name: 'PartSpec の画面' })).getByRole('tab', { name })).toBeTruthy();
    }
    expect(await screen.findByText('条件はまだありません。カテゴリのすべての製品が該当します。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '条件を追加' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
  });

  test('Settings in Chinese refuses a burst in Chinese, under the field', async () => {
    await switchDisplayLanguage('zh');
    const { user } = await renderPane(<SettingsView {...IN_SIGHT} />);
    const burst = screen.getByRole('spinbutton', { name: '突发' });
    await user.clear(burst);
    await user.type(burst, '99999999');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(screen.getByText('请输入一次可发送的请求数，须为 1 到 1,000 之间的整数 (例如 20)。')).toBeTruthy();
    expect(burst.getAttribute('aria-invalid')).toBe('true');
  });

  test('a Preview in a Japanese pane ends with its outcome in Japanese, the part number as the service wrote it', async () => {
    await switchDisplayLanguage('ja');
    const part = smdCapacitor('OCM0402J');
    const { user } = await renderPane(undefined, { products: [part] });
    await user.click(await screen.findByRole('button', { name: '条件を追加' }));
    await user.type(screen.getByRole('textbox', { name: '値' }), 'OCM0402J');
    await user.click(screen.getByRole('button', { name: 'プレビュー' }));
    expect((await jobEnded('検索')).text).toBe(
      '完了 1 件が該当。[シートに挿入] では該当するすべての製品を書き込みます。',
    );
    expect(within(screen.getByRole('table')).getByText('OCM0402J')).toBeTruthy();
  });
});
