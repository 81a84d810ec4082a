import { screen, within } from '@testing-library/react';
import { SearchView } from '../../../src/taskpane/features/search/SearchView';
import { IN_SIGHT, renderPane } from '../../support/views/renderPane';

/** The Search view alone: its form, without jobs. */
function renderSearch() {
  return renderPane(<SearchView {...IN_SIGHT} />);
}

/** The value input of condition `number` (1-based). */
function valueOf(number: number): HTMLInputElement {
  return within(screen.getByRole('group', { name: `Condition ${number}` })).getByRole('textbox', { name: 'Value' });
}

/** The read-only box with the exact filter the service would get. */
function filterBox(): HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: 'Filter sent to the service' });
}

describe('the Search view’s form', () => {
  test('with no condition it says every product matches, and there is no filter to copy', async () => {
    await renderSearch();
    expect(screen.getByText('No conditions yet: every product of the category matches.')).toBeTruthy();
    expect(screen.getByText('No conditions: every product matches.')).toBeTruthy();
    expect(filterBox().value).toBe('');
    expect(screen.getByRole('button', { name: 'Copy filter' })).toHaveProperty('disabled', true);
  });

  test('Add condition adds a part number condition and moves the focus to it', async () => {
    const { user } = await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const condition = screen.getByRole('group', { name: 'Condition 1' });
    const item = within(condition).getByRole('combobox', { name: 'Item' });
    expect((item as HTMLSelectElement).value).toBe('Partno');
    expect(document.activeElement).toBe(item);
  });

  test('the filter box shows the exact filter as the value is typed', async () => {
    const { user } = await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.type(valueOf(1), 'OCM0402');
    expect(filterBox().value).toBe("startswith(Partno,'OCM0402')");
    expect(screen.getByRole('button', { name: 'Copy filter' })).toHaveProperty('disabled', false);
  });

  test('an incomplete condition is said to be left out, never passed off as no condition', async () => {
    const { user } = await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(filterBox().value).toBe('');
    expect(screen.getByText('One condition is not complete and not in the filter: finish or remove it.')).toBeTruthy();
    expect(screen.queryByText('No conditions: every product matches.')).toBeNull();
  });

  test('a new condition shows no message until the user leaves it', async () => {
    const { user } = await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const problem = 'Partno: enter a value (several: separate them with commas), or remove this condition.';
    expect(screen.queryByText(problem)).toBeNull();
    await user.click(valueOf(1));
    await user.tab();
    expect(screen.getByText(problem)).toBeTruthy();
    expect(valueOf(1).getAttribute('aria-invalid')).toBe('true');
  });

  test('removing a condition moves the focus to the one that took its place, then to Add condition', async () => {
    const { user } = await renderSearch();
    const add = screen.getByRole('button', { name: 'Add condition' });
    await user.click(add);
    await user.click(add);
    await user.type(valueOf(2), 'OCM');
    await user.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    // The second condition is now the first, its value kept, and its item has the focus.
    expect(valueOf(1).value).toBe('OCM');
    expect(document.activeElement).toBe(
      within(screen.getByRole('group', { name: 'Condition 1' })).getByRole('combobox', { name: 'Item' }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(screen.queryByRole('group', { name: 'Condition 1' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add condition' }));
  });

  test('a number condition reads a bare number in its unit and says how, beside the value', async () => {
    const { user } = await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const condition = screen.getByRole('group', { name: 'Condition 1' });
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Item' }), 'RatedVoltage');
    await user.type(valueOf(1), '16');
    expect(within(condition).getByText('V')).toBeTruthy();
    expect(within(condition).getByText(/^= 16\s?V$/)).toBeTruthy();
    expect(filterBox().value).toBe('RatedVoltage ge 16');
  });

  test('Copy filter where the browser refuses the clipboard says how to copy by hand, and selects the filter', async () => {
    const { user } = await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.type(valueOf(1), 'OCM');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('refused')) },
    });
    await user.click(screen.getByRole('button', { name: 'Copy filter' }));
    expect(
      await screen.findByText(
        'The browser did not allow copying: the filter is selected in the box, press Ctrl+C (⌘C on a Mac).',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(filterBox());
  });
});
