import { t } from '../../../i18n/i18n';
import { CATEGORY_CHOICES, type CategoryChoice } from '../../../logic/categoryChoices';

/**
 * The Search view's category choices, worded so the intermediate category says what it covers (spec 1).
 * Each label is read when shown, in the display language.
 */
export const SEARCH_CATEGORIES: readonly { readonly value: CategoryChoice; readonly label: string }[] =
  CATEGORY_CHOICES.map((value) => ({
    value,
    get label(): string {
      return t(`search.category.choices.${value}`);
    },
  }));
