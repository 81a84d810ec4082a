import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { NumberUnits } from '../../../src/core';
import { ConfirmOverwriteDialog } from '../../../src/taskpane/components/ConfirmOverwriteDialog';
import { NumbersField } from '../../../src/taskpane/components/NumbersField';
import { ShowMore, useShownItems } from '../../../src/taskpane/components/ShowMore';
import { StatusMessage } from '../../../src/taskpane/components/StatusMessage';
import type { JobQuestion } from '../../../src/taskpane/hooks/useConfirmOverwrite';
import { questionDialog } from '../../support/views/questionDialog';
import { renderPane } from '../../support/views/renderPane';

/** A list of `total` numbered items as the pane cuts one short: its first `first`, and Show N more. */
function NumberList({ total, first }: { readonly total: number; readonly first: number }) {
  const { shown, button } = useShownItems(total, first);
  return (
    <>
      <ul aria-label="Numbers">
        {Array.from({ length: shown }, (_, index) => (
          <li key={index}>{index + 1}</li>
        ))}
      </ul>
      <ShowMore {...button} label={`Show ${button.more} more numbers`} />
    </>
  );
}

/** The dialog with a question and the answers it gave, as the pane's question hook would hold them. */
function Asking({ question }: { readonly question: JobQuestion }) {
  const [answers, setAnswers] = useState<boolean[]>([]);
  return (
    <>
      <p>Answers: {answers.join(', ')}</p>
      <ConfirmOverwriteDialog
        question={answers.length === 0 ? question : undefined}
        onAnswer={(yes) => setAnswers([...answers, yes])}
      />
    </>
  );
}

describe('the pane’s small components', () => {
  test('Show N more adds ten at a time, says how many it adds, and goes once all are shown', async () => {
    const { user } = await renderPane(<NumberList total={17} first={5} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show 10 more numbers' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    const last = screen.getByRole('button', { name: 'Show 2 more numbers' });
    expect(last.textContent).toBe('Show 2 more');
    await user.click(last);
    expect(screen.getAllByRole('listitem')).toHaveLength(17);
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  test('a status message shows service text as text, never as markup, in a polite live region', async () => {
    const text = 'Refused: <script>window.hacked = true</script><img src=x onerror="x()">';
    const { container } = await renderPane(<StatusMessage message={{ intent: 'error', text }} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe(text);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(container.querySelector('script, img')).toBeNull();
  });

  test('the large-write question says how many rows and what else to do; Do not write answers no', async () => {
    const question: JobQuestion = { kind: 'largeWrite', largeWrite: { rows: 25_000, job: 'category' } };
    const { user } = await renderPane(<Asking question={question} />);
    const { dialog, button } = await questionDialog('Write this many rows?');
    expect(dialog.textContent).toContain(
      'This writes 25,000 rows into the workbook. That takes a while and makes the workbook large.',
    );
    expect(dialog.textContent).toContain('choose fewer columns here, or use Search');
    await user.click(button('Do not write'));
    expect(await screen.findByText('Answers: false')).toBeTruthy();
  });

  test('Escape closes the overwrite question as Keep them: the cells are kept', async () => {
    const range = { sheet: 'Sheet1', row: 1, column: 2, rowCount: 119, columnCount: 4 };
    const question: JobQuestion = {
      kind: 'overwrite',
      overwrite: { kind: 'replaceValues', range, rows: { unit: 'products', count: 119 } },
    };
    const { user } = await renderPane(<Asking question={question} />);
    const { dialog, button } = await questionDialog('Replace these cells?');
    expect(dialog.textContent).toContain('Sheet1!C2:F120 holds values. Replace them with the 119 products found?');
    button('Replace').focus();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Answers: false')).toBeTruthy();
  });
});

describe('NumbersField', () => {
  /** The field with the units it was last given. */
  function Numbers() {
    const [units, setUnits] = useState<NumberUnits>('display');
    return (
      <>
        <p>Units: {units}</p>
        <NumbersField value={units} onChange={setUnits} />
      </>
    );
  }

  test('its two choices under its label, the one given checked, the one clicked passed on', async () => {
    const { user } = await renderPane(<Numbers />);
    const group = screen.getByRole('radiogroup', { name: 'Numbers' });
    expect(screen.getByRole('radio', { name: "In each field's unit, such as µF and mm" })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(screen.getByRole('radio', { name: 'In SI base units such as F' }));
    expect(screen.getByText('Units: si')).toBeTruthy();
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'In SI base units such as F' })).toHaveProperty('checked', true);
  });
});
