import { t } from '../i18n/i18n';
import type { CategoryChoice } from '../logic/categoryChoices';

/** A category's name as the pane shows it, in the display language (`Ceramic capacitors SMD`, `インダクタ`). */
export function categoryDisplayName(category: CategoryChoice): string {
  return t(`search.category.names.${category}`);
}

/** A category's name inside a sentence of the pane, in the display language (`inductors`). */
export function categoryInText(category: CategoryChoice): string {
  return t(`search.category.inText.${category}`);
}
