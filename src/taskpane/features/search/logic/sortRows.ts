import { SEARCH_ITEMS, type SearchItem, searchItemNamed, type SortDirection, type SortOrder } from '../../../../core';
import { t } from '../../../i18n/i18n';
import { type CategoryChoice, categoriesCovered } from '../../../logic/categoryChoices';
import { categoryInText } from '../../../wording/categoryNames';
import { appliesTo } from './conditionRows';
import type { RowProblem } from './rowsToFilter';

/** One line of the Search view's sort order: an item and a direction. Earlier rows sort first. */
export interface SortRow {
  readonly id: string;
  readonly item: string;
  readonly direction: SortDirection;
}

/**
 * Items holding several values per product (a list, or Application's comma-separated string): a product
 * would sort by its first value only, an order nobody can read, so they are not offered.
 */
const MULTI_VALUED = new Set(['Application', 'Benefits', 'Mounting', 'Construction']);

/**
 * The items a search may be sorted by for a chosen category, in the spec's order (4.3). `$orderby` takes
 * any search item (spec 4.2); offered are those with one value per product that apply to the category,
 * and Category itself only when the choice covers several categories (otherwise every product ties).
 */
export function sortableItems(category: CategoryChoice): SearchItem[] {
  return SEARCH_ITEMS.filter((searchItem) => {
    if (searchItem.name === 'Category') return categoriesCovered(category).length > 1;
    return !MULTI_VALUED.has(searchItem.name) && appliesTo(searchItem, category);
  });
}

let lastRowNumber = 0;

export function newSortRow(item: string, direction: SortDirection = 'asc', id?: string): SortRow {
  return { id: id ?? `sort-${(lastRowNumber += 1)}`, item, direction };
}

/**
 * The sort order the rows stand for, earliest row first. A row that cannot be used (an item that is not
 * sortable for the category, an item already sorted by an earlier row, a direction other than asc/desc)
 * is left out with a problem saying what to do.
 */
export function rowsToOrderBy(input: { readonly category: CategoryChoice; readonly rows: readonly SortRow[] }): {
  orderby: SortOrder[];
  problems: RowProblem[];
} {
  const orderby: SortOrder[] = [];
  const problems: RowProblem[] = [];
  const sortable = new Set(sortableItems(input.category).map((searchItem) => searchItem.name));
  for (const row of input.rows) {
    const searchItem = searchItemNamed(row.item);
    const problem = (message: string): void => {
      problems.push({ rowId: row.id, message });
    };
    if (!searchItem) {
      problem(t('search.sortProblems.notSearchItem', { item: row.item }));
    } else if (!sortable.has(searchItem.name)) {
      const values = { item: searchItem.name, category: categoryInText(input.category) };
      problem(
        MULTI_VALUED.has(searchItem.name)
          ? t('search.sortProblems.multiValued', values)
          : searchItem.name === 'Category'
            ? t('search.sortProblems.sameCategory', values)
            : t('search.sortProblems.notApplicable', values),
      );
    } else if (row.direction !== 'asc' && row.direction !== 'desc') {
      problem(t('search.sortProblems.direction', { item: searchItem.name }));
    } else if (orderby.some((order) => order.item === searchItem.name)) {
      problem(t('search.sortProblems.duplicate', { item: searchItem.name }));
    } else {
      orderby.push({ item: searchItem.name, direction: row.direction });
    }
  }
  return { orderby, problems };
}
