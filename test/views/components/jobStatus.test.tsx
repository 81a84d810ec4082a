import { screen, waitFor, within } from '@testing-library/react';
import { InvalidApiKeyError, type PartSpecClient, ServiceError } from '../../../src/core';
import { smdCapacitor } from '../../support/sampleCapacitor';
import { jobEnded, jobMessage, viewPanel } from '../../support/views/jobMessage';
import { renderPane } from '../../support/views/renderPane';
import { fakeClient } from '../../unit/taskpane/support/fakeClient';
import { workbookWith } from '../../unit/taskpane/support/workbookWith';

const PARTS = [smdCapacitor('OCM0402A'), smdCapacitor('OCM0402B', {}, 'Discontinued')];

/** The whole pane with a part number selected in Sheet1!A1, for Find equivalents. */
function paneWithPartSelected(client: PartSpecClient) {
  const workbook = workbookWith([['OCM0402B']], { sheet: 'Sheet1', row: 0, column: 0, rowCount: 1, columnCount: 1 });
  return renderPane(undefined, { client, workbook });
}

/** A fake client whose searches fail with `error` until `failures` of them have. */
function failingSearches(error: Error, failures = Infinity): PartSpecClient {
  const client = fakeClient(PARTS);
  let failed = 0;
  return {
    ...client,
    search: async (search) => {
      if (failed < failures) {
        failed += 1;
        throw error;
      }
      return client.search(search);
    },
  };
}

async function preview(user: Awaited<ReturnType<typeof renderPane>>['user']): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Preview' }));
}

describe('the job status at the top of a view', () => {
  test('while a job runs: its progress and Cancel, the view’s buttons disabled; Cancel stops it, in amber', async () => {
    const client = fakeClient(PARTS);
    const open = client.holdLookups();
    const { user } = await paneWithPartSelected(client);
    await user.click(await screen.findByRole('button', { name: 'Find equivalents' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(within(viewPanel('Search')).getByRole('progressbar')).toBeTruthy();
    for (const name of ['Preview', 'Insert into sheet', 'Find equivalents']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    await user.click(cancel);
    expect(await jobEnded('Search')).toEqual({
      text: 'Cancelled Stopped before anything more was written.',
      intent: 'warning',
    });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', false);
    open();
  });

  test('a failure the service may get past offers Try again, which runs the same job again', async () => {
    const client = failingSearches(new ServiceError(503, 3), 1);
    const { user } = await renderPane(undefined, { client });
    await preview(user);
    const failed = await jobEnded('Search');
    expect(failed.intent).toBe('error');
    expect(failed.text).toMatch(/^That did not work /);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(jobMessage('Search').intent).toBe('success'));
    expect(jobMessage('Search').text).toBe('Done 2 matches. Insert into sheet writes every match.');
  });

  test('a refused key offers Open Settings, which shows Settings, its tab focused', async () => {
    const { user } = await renderPane(undefined, { client: failingSearches(new InvalidApiKeyError()) });
    await preview(user);
    expect((await jobEnded('Search')).intent).toBe('error');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open Settings' }));
    const settingsTab = screen.getByRole('tab', { name: 'Settings' });
    expect(settingsTab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Save settings' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(settingsTab));
    // Settings has messages of its own: the Search job's is not repeated there.
    expect(jobMessage('Settings').text).toBe('');
  });

  test('a job’s outcome is announced in a polite live region', async () => {
    const { user } = await renderPane(undefined, { products: PARTS });
    await preview(user);
    await jobEnded('Search');
    const status = within(viewPanel('Search')).getAllByRole('status')[0];
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.getAttribute('aria-atomic')).toBe('true');
  });
});
