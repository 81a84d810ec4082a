import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
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
  readonly presets: Readonly<Record<string, readonly string[]>>;
  readonly onSavePreset: (name: string, columns: readonly string[]) => void;
}

/** Where and how Insert into sheet writes: the destination, which columns, and the numbers' units. */
export function InsertOptions({
  value,
  fieldChoices,
  columnsProblem,
  onChange,
  presets,
  onSavePreset,
}: InsertOptionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('search.insert.destination')}>
        <RadioGroup
          value={value.destination}
          onChange={(_, data) => onChange({ destination: data.value as InsertChoices['destination'] })}
        >
          <Radio value="newSheet" label={t('search.insert.newSheet')} />
          <Radio value="selection" label={t('search.insert.selection')} />
        </RadioGroup>
      </Field>
      <Field label={t('search.insert.columns')}>
        <RadioGroup
          value={value.columns}
          onChange={(_, data) => onChange({ columns: data.value as InsertChoices['columns'] })}
        >
          <Radio value="all" label={t('search.insert.allColumns')} />
          <Radio value="choose" label={t('search.insert.chooseColumns')} />
        </RadioGroup>
      </Field>
      {value.columns === 'choose' && (
        <ColumnsPicker
          choices={fieldChoices}
          chosen={value.chosen}
          problem={columnsProblem}
          onChange={(chosen) => onChange({ chosen })}
          presets={presets}
          onSavePreset={onSavePreset}
        />
      )}
      <NumbersField value={value.numberUnits} onChange={(numberUnits) => onChange({ numberUnits })} />
    </>
  );
}
