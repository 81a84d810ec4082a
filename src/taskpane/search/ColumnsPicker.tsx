import { Combobox, Field, Option } from '@fluentui/react-components';
import type { FieldChoice } from '../logic/fieldChoices';

export interface ColumnsPickerProps {
  readonly choices: readonly FieldChoice[];
  readonly chosen: readonly string[];
  readonly problem: string | undefined;
  readonly onChange: (chosen: string[]) => void;
}

/** The columns to insert, from the fields of the category; the sheet gets them in the spec's order. */
export function ColumnsPicker({ choices, chosen, problem, onChange }: ColumnsPickerProps) {
  return (
    <Field
      label="Choose columns"
      validationMessage={problem}
      hint={problem ? undefined : `${chosen.length} of ${choices.length} chosen`}
    >
      <Combobox
        multiselect
        placeholder="Choose the columns to insert"
        selectedOptions={[...chosen]}
        value={chosen.join(', ')}
        onOptionSelect={(_, data) => onChange(data.selectedOptions)}
      >
        {choices.map((choice) => (
          <Option key={choice.name} value={choice.name} text={choice.name} title={choice.description}>
            {choice.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
