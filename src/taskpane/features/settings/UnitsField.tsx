import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitChoices } from '../../../core';
import { PaneSelect } from '../../components/PaneSelect';
import { chooseUnit, chosenExponent, chosenUnitLabel, resetUnit, UNIT_CHOICE_FIELDS } from './logic/unitChoices';

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
});

export interface UnitsFieldProps {
  readonly value: UnitChoices;
  readonly onChange: (units: UnitChoices) => void;
}

/**
 * The unit a field is written in, in new tables, where the user wants another than its display unit
 * (Thickness in µm, Capacitance in pF, or the SI base unit). A table keeps the units it was written in.
 */
export function UnitsField({ value, onChange }: UnitsFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [field, setField] = useState(UNIT_CHOICE_FIELDS[0].field);
  const options = UNIT_CHOICE_FIELDS.find((choice) => choice.field === field)?.options ?? [];
  const chosen = Object.keys(value);
  return (
    <Field label={t('settings.units.label')} hint={t('settings.units.hint')}>
      <div className={styles.pair}>
        <PaneSelect aria-label={t('settings.units.field')} value={field} onChange={(_, data) => setField(data.value)}>
          {UNIT_CHOICE_FIELDS.map((choice) => (
            <option key={choice.field} value={choice.field}>
              {choice.field}
            </option>
          ))}
        </PaneSelect>
        <PaneSelect
          aria-label={t('settings.units.unitOf', { field })}
          value={String(chosenExponent(value, field))}
          onChange={(_, data) => onChange(chooseUnit(value, field, Number(data.value)))}
        >
          {options.map((option) => (
            <option key={option.exponent} value={String(option.exponent)}>
              {option.role === 'default'
                ? t('settings.units.default', { unit: option.unit })
                : option.role === 'si'
                  ? t('settings.units.si', { unit: option.unit })
                  : option.unit}
            </option>
          ))}
        </PaneSelect>
      </div>
      {chosen.length > 0 && (
        <ul className={styles.list} aria-label={t('settings.units.chosen')}>
          {chosen.map((name) => (
            <li key={name} className={styles.item}>
              {t('settings.units.item', { field: name, unit: chosenUnitLabel(value, name) })}
              <Button
                size="small"
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={t('settings.units.reset', { field: name })}
                onClick={() => onChange(resetUnit(value, name))}
              />
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
