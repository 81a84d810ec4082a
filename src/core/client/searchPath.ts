import type { Language } from '../catalog';
import { type Filter, formatOrderBy, serializeFilter, type SortOrder } from '../query';

/** The path and query of a search request (spec 4.2), parameters percent-encoded as the spec asks. */
export function searchPath(filter: Filter, orderby: readonly SortOrder[], lang: Language): string {
  const parameters: string[] = [];
  if (filter.conditions.length > 0) parameters.push(`$filter=${serializeFilter(filter)}`);
  if (orderby.length > 0) parameters.push(`$orderby=${encodeURIComponent(formatOrderBy(orderby))}`);
  parameters.push(`lang=${lang}`);
  return `/v2/products?${parameters.join('&')}`;
}
