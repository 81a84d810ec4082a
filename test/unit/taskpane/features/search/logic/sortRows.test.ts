import {
  newSortRow,
  rowsToOrderBy,
  type SortRow,
  sortableItems,
} from '../../../../../../src/taskpane/features/search/logic/sortRows';

const names = (category: Parameters<typeof sortableItems>[0]): string[] =>
  sortableItems(category).map((item) => item.name);

describe('sortableItems', () => {
  test('items with one value per product that apply to the category', () => {
    const inductors = names('inductors');
    expect(inductors).toEqual(expect.arrayContaining(['Partno', 'Status', 'Inductance', 'Rdc', 'Srf']));
    expect(inductors).not.toContain('Capacitance');
    // Several values per product: a sort by the first would mean nothing.
    for (const multi of ['Application', 'Benefits', 'Mounting', 'Construction']) {
      expect(names('all')).not.toContain(multi);
    }
  });

  test('Category only when the choice covers several categories', () => {
    expect(names('all')[0]).toBe('Category');
    expect(names('ceramicCapacitors')).toContain('Category');
    expect(names('inductors')).not.toContain('Category');
  });
});

describe('rowsToOrderBy', () => {
  test('rows become sort orders, earliest first', () => {
    const rows = [newSortRow('Capacitance', 'desc'), newSortRow('RatedVoltage')];
    expect(rowsToOrderBy({ category: 'ceramicCapacitorsSMD', rows })).toEqual({
      orderby: [
        { item: 'Capacitance', direction: 'desc' },
        { item: 'RatedVoltage', direction: 'asc' },
      ],
      problems: [],
    });
  });

  test('duplicates, unknown items, multi-valued items and items of other categories are reported and left out', () => {
    const rows: SortRow[] = [
      { id: 'a', item: 'Inductance', direction: 'asc' },
      { id: 'b', item: 'Inductance', direction: 'desc' },
      { id: 'c', item: 'Capacitence', direction: 'asc' },
      { id: 'd', item: 'Mounting', direction: 'asc' },
      { id: 'e', item: 'Capacitance', direction: 'asc' },
      { id: 'f', item: 'Category', direction: 'asc' },
      { id: 'g', item: 'Rdc', direction: 'up' as 'asc' },
    ];
    const { orderby, problems } = rowsToOrderBy({ category: 'inductors', rows });
    expect(orderby).toEqual([{ item: 'Inductance', direction: 'asc' }]);
    expect(problems).toEqual([
      { rowId: 'b', kind: 'duplicate', item: 'Inductance' },
      { rowId: 'c', kind: 'notSearchItem', item: 'Capacitence' },
      { rowId: 'd', kind: 'multiValued', item: 'Mounting', category: 'inductors' },
      { rowId: 'e', kind: 'notApplicable', item: 'Capacitance', category: 'inductors' },
      { rowId: 'f', kind: 'sameCategory', item: 'Category', category: 'inductors' },
      { rowId: 'g', kind: 'direction', item: 'Rdc' },
    ]);
  });

  test('no rows is the service’s own order', () => {
    expect(rowsToOrderBy({ category: 'all', rows: [] })).toEqual({ orderby: [], problems: [] });
  });
});
