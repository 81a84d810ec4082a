import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import type { NumberUnits } from '../../core';
import { NumbersField } from '../components/NumbersField';
import type { FieldChoice } from '../logic/fieldChoices';
import { ColumnsPicker } from './ColumnsPicker';

export interface InsertChoices {
  readonly destination: 'newSheet' | 'selection';
  readonly columns: 'all' | 'choose';
  readonly chosen: readonly string[];
  readonly numberUnits: NumberUnits;
}

export interface InsertOptionsProps {
  readonly value: InsertChoices;
  readonly fieldChoices: readonly FieldChoice[];
  readonly columnsProblem: string | undefined;
  readonly onChange: (change: Partial<InsertChoices>) => void;
}

/** Where and how Insert into sheet writes: the destination, which columns, and the numbers' units. */
export function InsertOptions({ value, fieldChoices, columnsProblem, onChange }: InsertOptionsProps) {
  return (
    <>
      <Field label="Destination">
        <RadioGroup
          value={value.destination}
          onChange={(_, data) => onChange({ destination: data.value as InsertChoices['destination'] })}
        >
          <Radio value="newSheet" label="New sheet" />
          <Radio value="selection" label="At the selected cell" />
        </RadioGroup>
      </Field>
      <Field label="Columns">
        <RadioGroup
          value={value.columns}
          onChange={(_, data) => onChange({ columns: data.value as InsertChoices['columns'] })}
        >
          <Radio value="all" label="All columns of the category" />
          <Radio value="choose" label="Choose columns" />
        </RadioGroup>
      </Field>
      {value.columns === 'choose' && (
        <ColumnsPicker
          choices={fieldChoices}
          chosen={value.chosen}
          problem={columnsProblem}
          onChange={(chosen) => onChange({ chosen })}
        />
      )}
      <NumbersField value={value.numberUnits} onChange={(numberUnits) => onChange({ numberUnits })} />
    </>
  );
}
