import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldChoice } from '../logic/fieldChoices';
import { ChoiceField } from './ChoiceField';
import { ColumnsPicker } from './ColumnsPicker';

/** Every column of the category, or those the user picks. */
export type ColumnsMode = 'all' | 'choose';

export interface ColumnsFieldProps {
  readonly mode: ColumnsMode;
  /** The columns picked, in the order picked (kept while "All columns" is on, for when the user comes back). */
  readonly chosen: readonly string[];
  readonly choices: readonly FieldChoice[];
  /** What is wrong with the columns picked (none at all), shown beside them. */
  readonly problem: string | undefined;
  readonly onModeChange: (mode: ColumnsMode) => void;
  readonly onChosenChange: (chosen: readonly string[]) => void;
  /** The user's saved sets of columns, by name. */
  readonly presets: Readonly<Record<string, readonly string[]>>;
  readonly onSavePreset: (name: string, columns: readonly string[]) => void;
  /** The picker's fieldset, for focusColumnsPicker; present only while "Choose columns" is on. */
  readonly pickerRef?: Ref<HTMLFieldSetElement>;
}

/**
 * Which columns a table of products gets: "All columns" or "Choose columns" with the column picker. The
 * Search view's Insert into sheet and the Category view share it.
 */
export function ColumnsField({ mode, onModeChange, onChosenChange, pickerRef, ...picker }: ColumnsFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceField
        label={t('search.insert.columns')}
        value={mode}
        choices={{ all: t('search.insert.allColumns'), choose: t('search.insert.chooseColumns') }}
        onChange={onModeChange}
      />
      {mode === 'choose' && <ColumnsPicker ref={pickerRef} {...picker} onChange={onChosenChange} />}
    </>
  );
}
