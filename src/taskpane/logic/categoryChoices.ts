import {
  BOTTOM_CATEGORIES,
  type BottomCategory,
  type CategoryId,
  INTERMEDIATE_CATEGORY,
  bottomCategoriesOf,
} from '../../core';

/**
 * The categories a search can be narrowed to (spec 1): every category, the intermediate one (SMD and
 * leaded capacitors together), or one bottom category. `all` sends no Category condition (spec 4.3 rule 3).
 */
export type CategoryChoice = 'all' | CategoryId;

export const CATEGORY_CHOICES: readonly CategoryChoice[] = ['all', INTERMEDIATE_CATEGORY, ...BOTTOM_CATEGORIES];

/**
 * Readable English names, short enough for a sheet tab (Excel allows 31 characters and no []:*?/\): the
 * name of the sheet Insert category writes, which is workbook content and stays English. The pane shows
 * categoryDisplayName (wording/categoryNames).
 */
const LABELS: Readonly<Record<CategoryChoice, string>> = {
  all: 'All categories',
  ceramicCapacitors: 'Ceramic capacitors',
  ceramicCapacitorsSMD: 'Ceramic capacitors SMD',
  ceramicCapacitorsLead: 'Ceramic capacitors lead',
  inductors: 'Inductors',
};

/** The English name of a category, for what is written into the workbook (a new sheet's name). */
export function categoryLabel(category: CategoryChoice): string {
  return LABELS[category];
}

/** The bottom categories whose products a choice covers. */
export function categoriesCovered(category: CategoryChoice): readonly BottomCategory[] {
  return category === 'all' ? BOTTOM_CATEGORIES : bottomCategoriesOf(category);
}
