import { rowsToOrderBy, type SortRow } from '../../../../../../src/taskpane/features/search/logic/sortRows';
import { sortProblemText } from '../../../../../../src/taskpane/features/search/wording/sortProblemText';

describe('sortProblemText', () => {
  test('each problem says why the row is left out and what to do', () => {
    const rows: SortRow[] = [
      { id: 'a', item: 'Inductance', direction: 'asc' },
      { id: 'b', item: 'Inductance', direction: 'desc' },
      { id: 'c', item: 'Capacitence', direction: 'asc' },
      { id: 'd', item: 'Mounting', direction: 'asc' },
      { id: 'e', item: 'Capacitance', direction: 'asc' },
      { id: 'f', item: 'Category', direction: 'asc' },
      { id: 'g', item: 'Rdc', direction: 'up' as 'asc' },
    ];
    const { problems } = rowsToOrderBy({ category: 'inductors', rows });
    expect(problems.map((problem) => ({ rowId: problem.rowId, message: sortProblemText(problem) }))).toEqual([
      { rowId: 'b', message: 'Inductance is already sorted by an earlier row: remove this one.' },
      { rowId: 'c', message: '"Capacitence" is not a search item: choose an item to sort by from the list.' },
      {
        rowId: 'd',
        message: 'Mounting holds several values per product and cannot be sorted by: choose another item.',
      },
      { rowId: 'e', message: 'Capacitance does not apply to inductors: choose another item to sort by.' },
      { rowId: 'f', message: 'Every product of inductors has the same Category: remove this sort row.' },
      { rowId: 'g', message: 'Rdc: choose ascending or descending.' },
    ]);
  });
});
