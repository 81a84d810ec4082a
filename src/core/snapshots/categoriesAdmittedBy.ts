import { BOTTOM_CATEGORIES, type BottomCategory, type Language, type Product } from '../catalog';
import { type Filter, matchesFilter } from '../query';

/** The bottom categories a filter's Category conditions admit, as the service matches them; all without any. */
export function categoriesAdmittedBy(filter: Filter, lang: Language): BottomCategory[] {
  const categoryConditions = { conditions: filter.conditions.filter((condition) => condition.item === 'Category') };
  return BOTTOM_CATEGORIES.filter((category) =>
    matchesFilter({ category, record: { Partno: '' } } as Product, categoryConditions, { lang }),
  );
}
