import { Combobox, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface ListedValuesPickerProps {
  readonly choices: readonly string[];
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly onBlur?: () => void;
  readonly lang: string;
}

/** A restricted item's listed values (spec 4.4) in the chosen language: pick one or several. */
export function ListedValuesPicker({ choices, values, onChange, onBlur, lang }: ListedValuesPickerProps) {
  const { t } = useTranslation();
  return (
    <Combobox
      multiselect
      lang={lang}
      placeholder={t('search.value.chooseValues')}
      selectedOptions={[...values]}
      // Closed, the box reads as what is chosen; Fluent's multiselect would show only the placeholder.
      value={values.join(', ')}
      onOptionSelect={(_, data) => onChange(choices.filter((choice) => data.selectedOptions.includes(choice)))}
      onBlur={onBlur}
    >
      {choices.map((choice) => (
        <Option key={choice} value={choice} lang={lang}>
          {choice}
        </Option>
      ))}
    </Combobox>
  );
}
