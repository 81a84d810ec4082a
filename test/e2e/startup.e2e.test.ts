import { condition, openView, view } from '../support/e2e/pane';
import { screenshot, useBrowserAndStack } from '../support/e2e/browserStack';

const setup = useBrowserAndStack();

/** The names of the add-in's chunks a page fetched, from their addresses (`view-bom.1a2b3c4d.js` -> `view-bom`). */
function chunkNames(urls: readonly string[]): string[] {
  return urls
    .filter((url) => new URL(url).hostname === '127.0.0.1')
    .map((url) => new URL(url).pathname.split('/').pop() ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.replace(/(\.[0-9a-f]{8})?\.js$/, ''));
}

test('the functions are registered before the pane starts, and each view is fetched when first shown', async () => {
  const { page, context } = await setup.openPane();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.reload();
  await view(page, 'Search').getByRole('button').first().waitFor();

  const marks = await page.evaluate(() =>
    performance.getEntriesByType('mark').map((mark) => ({ name: mark.name, time: mark.startTime })),
  );
  const registered = marks.find((mark) => mark.name === 'functions registered');
  const shown = marks.find((mark) => mark.name === 'pane shown');
  expect(registered).toBeDefined();
  expect(shown).toBeDefined();
  expect(registered!.time).toBeLessThan(shown!.time);

  const atStart = chunkNames(fetched);
  expect(atStart.slice(0, 2)).toEqual(['functions', 'taskpane']);
  expect(atStart).toEqual(expect.arrayContaining(['pane', 'view-search']));
  expect(atStart.filter((name) => name.startsWith('view-'))).toEqual(['view-search']);

  await openView(page, 'BOM');
  await view(page, 'BOM').getByRole('button').first().waitFor();
  expect(chunkNames(fetched)).toContain('view-bom');
  expect(chunkNames(fetched)).not.toContain('view-settings');
  await context.close();
});

test('a view whose code cannot be fetched says so in that view, and the others keep working', async () => {
  const { page, context } = await setup.openPane();
  await view(page, 'Search').getByRole('button', { name: 'Add condition' }).click();
  const item = condition(page, 1).getByLabel('Item', { exact: true });
  await item.selectOption('Capacitance');
  // Routes added later are asked first: the add-in's server is gone for the Settings view's chunk only.
  await context.route(/\/view-settings\.[0-9a-f]{8}\.js$/, (route) => route.abort('connectionrefused'));

  await openView(page, 'Settings');
  const settings = view(page, 'Settings');
  await settings
    .getByText(
      'This view could not be loaded: part of its code did not arrive from the add-in’s server. Reload the pane ' +
        'to try again.',
      { exact: true },
    )
    .waitFor();
  const reload = settings.getByRole('button', { name: 'Reload the pane', exact: true });
  await reload.waitFor();
  await screenshot(page, 'startup-view-load-failed');

  // The other views are untouched: the half-typed search is still there, and a view not yet shown still loads.
  await openView(page, 'Search');
  expect(await item.inputValue()).toBe('Capacitance');
  await openView(page, 'Tables');
  await view(page, 'Tables')
    .getByText(/^No table yet/)
    .waitFor();

  // Once the server answers again, Reload the pane mends it.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient'),
  );
  await openView(page, 'Settings');
  await reload.click();
  await page.getByRole('grid').first().waitFor();
  await openView(page, 'Settings');
  await settings.getByRole('button', { name: 'Save settings' }).waitFor();
  await context.close();
});
