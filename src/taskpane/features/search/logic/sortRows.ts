import { SEARCH_ITEMS, type SearchItem, searchItemNamed, type SortDirection, type SortOrder } from '../../../../core';
import { type CategoryChoice, categoriesCovered } from '../../../logic/categoryChoices';
import { appliesTo } from './conditionRows';

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

/**
 * Why a sort row is left out, for search/wording/sortProblemText to say: `item` is not a search item; it
 * holds several values per product (`multiValued`), is Category with one category chosen (`sameCategory`)
 * or does not apply to the category (`notApplicable`); its `direction` is neither asc nor desc; or it is a
 * `duplicate` of an earlier row's item.
 */
export type SortProblem =
  | { readonly rowId: string; readonly kind: 'notSearchItem' | 'direction' | 'duplicate'; readonly item: string }
  | {
      readonly rowId: string;
      readonly kind: 'multiValued' | 'sameCategory' | 'notApplicable';
      readonly item: string;
      readonly category: CategoryChoice;
    };

let lastRowNumber = 0;

export function newSortRow(item: string, direction: SortDirection = 'asc', id?: string): SortRow {
  return { id: id ?? `sort-${(lastRowNumber += 1)}`, item, direction };
}

/**
 * The sort order the rows stand for, earliest row first. A row that cannot be used (an item that is not
 * sortable for the category, an item already sorted by an earlier row, a direction other than asc/desc)
 * is left out with its problem.
 */
export function rowsToOrderBy(input: { readonly category: CategoryChoice; readonly rows: readonly SortRow[] }): {
  orderby: SortOrder[];
  problems: SortProblem[];
} {
  const orderby: SortOrder[] = [];
  const problems: SortProblem[] = [];
  const sortable = new Set(sortableItems(input.category).map((searchItem) => searchItem.name));
  for (const row of input.rows) {
    const searchItem = searchItemNamed(row.item);
    if (!searchItem) {
      problems.push({ rowId: row.id, kind: 'notSearchItem', item: row.item });
    } else if (!sortable.has(searchItem.name)) {
      const kind = MULTI_VALUED.has(searchItem.name)
        ? 'multiValued'
        : searchItem.name === 'Category'
          ? 'sameCategory'
          : 'notApplicable';
      problems.push({ rowId: row.id, kind, item: searchItem.name, category: input.category });
    } else if (row.direction !== 'asc' && row.direction !== 'desc') {
      problems.push({ rowId: row.id, kind: 'direction', item: searchItem.name });
    } else if (orderby.some((order) => order.item === searchItem.name)) {
      problems.push({ rowId: row.id, kind: 'duplicate', item: searchItem.name });
    } else {
      orderby.push({ item: searchItem.name, direction: row.direction });
    }
  }
  return { orderby, problems };
}
