import type { Language } from './languages';

/** Bottom categories (spec 1): the only ones that hold products and that the URL operation accepts. */
export const BOTTOM_CATEGORIES = ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors'] as const;
export type BottomCategory = (typeof BOTTOM_CATEGORIES)[number];

/** The intermediate category: valid only as a value of the Category search condition (spec 1). */
export const INTERMEDIATE_CATEGORY = 'ceramicCapacitors';

export const CATEGORY_IDS = [INTERMEDIATE_CATEGORY, ...BOTTOM_CATEGORIES] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Names of the category-group objects inside `Data` (spec 2.2), in the order the service returns them. */
export const GROUP_NAMES = ['CeramicCapacitorsSMD', 'CeramicCapacitorsLead', 'Inductors'] as const;
export type GroupName = (typeof GROUP_NAMES)[number];

export const GROUP_OF_CATEGORY: Readonly<Record<BottomCategory, GroupName>> = {
  ceramicCapacitorsSMD: 'CeramicCapacitorsSMD',
  ceramicCapacitorsLead: 'CeramicCapacitorsLead',
  inductors: 'Inductors',
};

export const CATEGORY_OF_GROUP: Readonly<Record<GroupName, BottomCategory>> = {
  CeramicCapacitorsSMD: 'ceramicCapacitorsSMD',
  CeramicCapacitorsLead: 'ceramicCapacitorsLead',
  Inductors: 'inductors',
};

export function isBottomCategory(value: unknown): value is BottomCategory {
  return typeof value === 'string' && (BOTTOM_CATEGORIES as readonly string[]).includes(value);
}

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);
}

/** The bottom categories a category ID stands for: the intermediate one covers SMD and lead (spec 1). */
export function bottomCategoriesOf(category: CategoryId): readonly BottomCategory[] {
  return category === INTERMEDIATE_CATEGORY ? ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead'] : [category];
}

export interface CategoryLevels {
  Lv1Category: string;
  Lv2Category: string;
  Lv3Category: string;
}

/**
 * Lv1-3Category of each group (spec 2.2). The spec names the fields but not their values; these are
 * the reference service's choice, in each language.
 */
export const CATEGORY_LEVELS: Readonly<Record<BottomCategory, Readonly<Record<Language, CategoryLevels>>>> = {
  ceramicCapacitorsSMD: {
    en: {
      Lv1Category: 'Capacitors',
      Lv2Category: 'Ceramic Capacitors',
      Lv3Category: 'Chip Multilayer Ceramic Capacitors (SMD)',
    },
    ja: {
      Lv1Category: 'コンデンサ',
      Lv2Category: 'セラミックコンデンサ',
      Lv3Category: 'チップ積層セラミックコンデンサ (SMD)',
    },
    zh: { Lv1Category: '电容器', Lv2Category: '陶瓷电容器', Lv3Category: '片状多层陶瓷电容器 (SMD)' },
  },
  ceramicCapacitorsLead: {
    en: { Lv1Category: 'Capacitors', Lv2Category: 'Ceramic Capacitors', Lv3Category: 'Leaded Ceramic Capacitors' },
    ja: {
      Lv1Category: 'コンデンサ',
      Lv2Category: 'セラミックコンデンサ',
      Lv3Category: 'リード線付セラミックコンデンサ',
    },
    zh: { Lv1Category: '电容器', Lv2Category: '陶瓷电容器', Lv3Category: '引线型陶瓷电容器' },
  },
  inductors: {
    en: { Lv1Category: 'Inductors', Lv2Category: 'Inductors', Lv3Category: 'Chip Inductors (SMD)' },
    ja: { Lv1Category: 'インダクタ', Lv2Category: 'インダクタ', Lv3Category: 'チップインダクタ (SMD)' },
    zh: { Lv1Category: '电感器', Lv2Category: '电感器', Lv3Category: '片状电感器 (SMD)' },
  },
};
