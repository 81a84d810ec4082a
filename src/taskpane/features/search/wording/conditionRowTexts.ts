import { t } from '../../../i18n/i18n';
import type { InputHint, OperatorChoice } from '../logic/conditionRows';

/** What the comparison list shows for a comparison, in the display language. */
export function operatorLabel(choice: OperatorChoice): string {
  return t(`search.operators.${choice.name}`);
}

/** A row input's placeholder in the display language: empty where the row hints nothing. */
export function inputHintText(hint: InputHint | undefined): string {
  switch (hint?.kind) {
    case 'example':
      return t('search.value.example', { example: hint.example });
    case 'aNumber':
      return t('search.value.aNumber');
    case 'text':
      return t('search.value.textHint');
    case undefined:
      return '';
  }
}
