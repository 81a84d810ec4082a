import { screen, within } from '@testing-library/react';
import { TablesView } from '../../../src/taskpane/features/tables/TablesView';
import { smdCapacitor } from '../../support/sampleCapacitor';
import { jobEnded } from '../../support/views/jobMessage';
import { IN_SIGHT, renderPane } from '../../support/views/renderPane';

const EMPTY = 'No table yet: insert a search or a category, or refresh a BOM, and it is listed here.';

/** The whole pane after a search for part numbers starting with OCM was inserted into a sheet; Tables shown. */
async function afterInsertedSearch() {
  const pane = await renderPane(undefined, { products: [smdCapacitor('OCM0402A'), smdCapacitor('OCM0402B')] });
  const { user } = pane;
  await user.click(await screen.findByRole('button', { name: 'Add condition' }));
  await user.type(screen.getByRole('textbox', { name: 'Value' }), 'OCM');
  await user.click(screen.getByRole('button', { name: 'Insert into sheet' }));
  await jobEnded('Search');
  await user.click(screen.getByRole('tab', { name: 'Tables' }));
  const list = await screen.findByRole('list', { name: 'Tables in this workbook' });
  return { ...pane, list };
}

describe('the Tables view', () => {
  test('a workbook with no table of PartSpec says how to get one there, and offers no Refresh all', async () => {
    await renderPane(<TablesView {...IN_SIGHT} />);
    expect(await screen.findByText(EMPTY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh all' })).toBeNull();
  });

  test('a search inserted is listed with what it searched and where it is', async () => {
    const { list } = await afterInsertedSearch();
    const [card] = within(list).getAllByRole('listitem');
    expect(card.textContent).toContain("Search: startswith(Partno,'OCM')");
    expect(card.textContent).toMatch(/Search!A2:\w+4 · 2 rows · as of /);
  });

  test('Refresh table runs its search again and says Done at the top of Tables', async () => {
    const { user, list } = await afterInsertedSearch();
    await user.click(within(list).getByRole('button', { name: 'Refresh table' }));
    const message = await jobEnded('Tables');
    expect(message.intent).toBe('success');
  });

  test('Forget takes a table off the list, and the workbook says no table is left', async () => {
    const { user, list } = await afterInsertedSearch();
    await user.click(within(list).getByRole('button', { name: /^Forget Search: / }));
    expect(await screen.findByText(EMPTY)).toBeTruthy();
  });
});
