import { openView, type ViewName, view } from '../support/e2e/pane';
import { expectOnlyLoopback, screenshot, useBrowserAndStack } from '../support/e2e/browserStack';

const setup = useBrowserAndStack();

/** The tabs' names per display language, in tab order. */
const TABS = {
  ja: ['検索', 'カテゴリ', 'BOM', 'テーブル', '設定'],
  zh: ['搜索', '类别', 'BOM', '表格', '设置'],
} as const;

const VIEWS: readonly ViewName[] = ['Search', 'Category', 'BOM', 'Tables', 'Settings'];

for (const [lang, locale] of [
  ['ja', 'ja-JP'],
  ['zh', 'zh-CN'],
] as const) {
  test(`a browser in ${locale}: the pane speaks ${lang}, every view, with real glyphs`, async () => {
    const pane = await setup.openPane({ locale });
    const { page } = pane;
    expect(await page.getByRole('main').getByRole('tab').allInnerTexts()).toEqual([...TABS[lang]]);
    expect(
      await page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement.lang,
      ),
    ).toBe(lang === 'zh' ? 'zh-CN' : 'ja');
    for (const [index, name] of VIEWS.entries()) {
      await page.getByRole('tab', { name: TABS[lang][index], exact: true }).click();
      await screenshot(page, `language-${lang}-${name.toLowerCase()}`);
    }
    expectOnlyLoopback(pane);
    await pane.context.close();
  });
}

test('Display language in Settings overrides the browser, and is kept', async () => {
  const pane = await setup.openPane({ locale: 'en-US' });
  const { page } = pane;
  await openView(page, 'Settings');
  await view(page, 'Settings').getByLabel('Display language').selectOption({ label: '日本語' });
  await view(page, 'Settings').getByRole('button', { name: 'Save settings' }).click();
  await page.getByRole('tab', { name: '設定', exact: true }).waitFor();
  // The confirmation speaks the language just chosen, not the one the pane spoke when Save was pressed.
  const settings = (name: string) => page.getByRole('tabpanel', { name, exact: true });
  await settings('設定').getByRole('status').getByText('設定を保存しました', { exact: true }).waitFor();
  await settings('設定').getByLabel('表示言語').selectOption({ label: '中文' });
  await settings('設定').getByRole('button', { name: '設定を保存' }).click();
  await settings('设置').getByRole('status').getByText('设置已保存', { exact: true }).waitFor();
  expect(await settings('设置').getByText('設定を保存しました', { exact: true }).count()).toBe(0);
  await settings('设置').getByLabel('显示语言').selectOption({ label: '日本語' });
  await settings('设置').getByRole('button', { name: '保存设置' }).click();
  await settings('設定').getByRole('status').getByText('設定を保存しました', { exact: true }).waitFor();
  await page.reload();
  await page.getByRole('tab', { name: '検索', exact: true }).waitFor();
  await screenshot(page, 'language-ja-chosen-in-settings');
  await pane.context.close();
});
