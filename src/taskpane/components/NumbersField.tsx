import { useTranslation } from 'react-i18next';
import type { NumberUnits } from '../../core';
import { ChoiceField } from './ChoiceField';

/**
 * How numbers are written into cells: each field in its own unit, the same in every table (Capacitance in
 * µF, Length in mm, or the unit chosen in Settings), or in SI base units (1E-7 F).
 */
export function NumbersField({
  value,
  onChange,
}: {
  readonly value: NumberUnits;
  readonly onChange: (units: NumberUnits) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      label={t('components.numbers.label')}
      value={value}
      choices={{ display: t('components.numbers.display'), si: t('components.numbers.si') }}
      onChange={onChange}
    />
  );
}
