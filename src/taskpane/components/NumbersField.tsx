import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import type { NumberUnits } from '../../core';

/** How numbers are written into cells: as the catalog shows them (100 nF) or in SI base units (1E-7 F). */
export function NumbersField({
  value,
  onChange,
}: {
  readonly value: NumberUnits;
  readonly onChange: (units: NumberUnits) => void;
}) {
  return (
    <Field label="Numbers">
      <RadioGroup value={value} onChange={(_, data) => onChange(data.value as NumberUnits)}>
        <Radio value="display" label="In display units such as nF" />
        <Radio value="si" label="In SI base units such as F" />
      </RadioGroup>
    </Field>
  );
}
