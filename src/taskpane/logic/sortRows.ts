import { SEARCH_ITEMS, type SearchItem, searchItemNamed, type SortDirection, type SortOrder } from '../../core';
import { type CategoryChoice, categoriesCovered, categoryLabel } from './categoryChoices';
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
      problem(`"${row.item}" is not a search item: choose an item to sort by from the list.`);
    } else if (!sortable.has(searchItem.name)) {
      problem(
        MULTI_VALUED.has(searchItem.name)
          ? `${searchItem.name} holds several values per product and cannot be sorted by: choose another item.`
          : searchItem.name === 'Category'
            ? `Every product of ${categoryLabel(input.category).toLowerCase()} has the same Category: remove this sort row.`
            : `${searchItem.name} does not apply to ${categoryLabel(input.category).toLowerCase()}: choose another item to sort by.`,
      );
    } else if (row.direction !== 'asc' && row.direction !== 'desc') {
      problem(`${searchItem.name}: choose ascending or descending.`);
    } else if (orderby.some((order) => order.item === searchItem.name)) {
      problem(`${searchItem.name} is already sorted by an earlier row: remove this one.`);
    } else {
      orderby.push({ item: searchItem.name, direction: row.direction });
    }
  }
  return { orderby, problems };
}
