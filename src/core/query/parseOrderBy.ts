import { SEARCH_ITEMS, nearestNames, searchItemNamed } from '../catalog';
import type { SortDirection, SortOrder } from './ast';
import { FilterError } from './FilterError';

const ITEM_NAMES = SEARCH_ITEMS.map((searchItem) => searchItem.name);

/**
 * Parses `$orderby` (spec 4.2): search items joined by commas, each followed by asc or desc. A missing
 * direction means asc, as in OData. Blank text means the service's own order.
 */
export function parseOrderBy(source: string): SortOrder[] {
  const orders: SortOrder[] = [];
  if (source.trim() === '') {
    return orders;
  }
  let offset = 0;
  for (const part of source.split(',')) {
    const words = [...part.matchAll(/\S+/g)];
    const at = (index: number): number => offset + (words[index]?.index ?? part.length);
    if (words.length === 0) {
      throw new FilterError('Empty sort order: write Item asc or Item desc between the commas', at(0), source);
    }
    const name = words[0][0];
    if (!searchItemNamed(name)) {
      const suggestions = nearestNames(name, ITEM_NAMES);
      const hint = suggestions.length > 0 ? `; did you mean ${suggestions.join(', ')}?` : '';
      throw new FilterError(`Cannot sort by "${name}": it is not a search item${hint}`, at(0), source);
    }
    const direction = words[1]?.[0] ?? 'asc';
    if (direction !== 'asc' && direction !== 'desc') {
      throw new FilterError(`Expected asc or desc after ${name}, found "${direction}"`, at(1), source);
    }
    if (words.length > 2) {
      throw new FilterError(`Expected a comma after "${name} ${direction}"`, at(2), source);
    }
    if (orders.some((order) => order.item === name)) {
      throw new FilterError(`${name} appears twice in the sort order`, at(0), source);
    }
    orders.push({ item: name, direction: direction as SortDirection });
    offset += part.length + 1;
  }
  return orders;
}
