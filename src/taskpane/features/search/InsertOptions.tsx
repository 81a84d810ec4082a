import { ChoiceField } from '../../components/ChoiceField';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberUnits } from '../../../core';
import { ColumnsField, type ColumnsFieldProps, type ColumnsMode } from '../../components/ColumnsField';
import { NumbersField } from '../../components/NumbersField';
import type { FieldChoice } from '../../logic/fieldChoices';

export interface InsertChoices {
  readonly destination: 'newSheet' | 'selection';
  readonly columns: ColumnsMode;
  readonly chosen: readonly string[];
  readonly numberUnits: NumberUnits;
}

/** The column picker's saved sets pass through to ColumnsField as they are. */
export interface InsertOptionsProps extends Pick<ColumnsFieldProps, 'presets' | 'onSavePreset'> {
  readonly value: InsertChoices;
  readonly fieldChoices: readonly FieldChoice[];
  readonly columnsProblem: string | undefined;
  readonly onChange: (change: Partial<InsertChoices>) => void;
  /** The column picker's fieldset, for focusColumnsPicker. */
  readonly columnsRef?: Ref<HTMLFieldSetElement>;
}

/** Where and how Insert into sheet writes: the destination, which columns, and the numbers' units. */
export function InsertOptions({
  value,
  fieldChoices,
  columnsProblem,
  onChange,
  presets,
  onSavePreset,
  columnsRef,
}: InsertOptionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceField
        label={t('search.insert.destination')}
        value={value.destination}
        choices={{ newSheet: t('search.insert.newSheet'), selection: t('search.insert.selection') }}
        onChange={(destination) => onChange({ destination })}
      />
      <ColumnsField
        mode={value.columns}
        chosen={value.chosen}
        choices={fieldChoices}
        problem={columnsProblem}
        onModeChange={(columns) => onChange({ columns })}
        onChosenChange={(chosen) => onChange({ chosen })}
        presets={presets}
        onSavePreset={onSavePreset}
        pickerRef={columnsRef}
      />
      <NumbersField value={value.numberUnits} onChange={(numberUnits) => onChange({ numberUnits })} />
    </>
  );
}
