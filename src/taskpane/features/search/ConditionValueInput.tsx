import { Caption1, Field, Input, Label, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Language, UnitChoices } from '../../../core';
import { type ConditionRow, inputHint, listedChoices } from './logic/conditionRows';
import { displayUnitSymbol, valueInterpretation } from './logic/displayUnits';
import { ListedValuesPicker } from './ListedValuesPicker';
import { inputHintText } from './wording/conditionRowTexts';

const useStyles = makeStyles({
  range: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalS },
  end: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  reading: { color: tokens.colorNeutralForeground3 },
});

export interface ConditionValueInputProps {
  readonly row: ConditionRow;
  readonly lang: Language;
  /** The units the user chose per field (Settings): a bare number is read in its field's unit. */
  readonly units?: UnitChoices;
  /** The row's problem, shown once the user has left the input or tried to search. */
  readonly problem: string | undefined;
  readonly onChange: (row: ConditionRow) => void;
  readonly onTouched: () => void;
}

/**
 * The value part of a condition, shaped by the item's type: text (several values comma-separated), a
 * quantity (two for "between") with the unit a bare number is read in beside it and, under it, how what
 * is typed will be read (`= 1.6 mm`), yes/no, or listed values to pick from.
 */
export function ConditionValueInput({ row, lang, units, problem, onChange, onTouched }: ConditionValueInputProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const hint = inputHintText(inputHint(row.item));
  const unit = row.kind === 'number' ? displayUnitSymbol(row.item, units) : undefined;
  switch (row.kind) {
    case 'text':
    case 'number': {
      if (row.kind === 'number' && row.operator === 'between') {
        // One Field, so the row's problem describes both ends; each end is named by its own label.
        return (
          <Field label={t('search.value.range')} validationMessage={problem}>
            <div className={styles.range}>
              {(['from', 'to'] as const).map((end) => (
                <div key={end} className={styles.end}>
                  <Label id={`${row.id}-${end}-label`} htmlFor={`${row.id}-${end}`} size="small">
                    {t(`search.value.${end}`)}
                  </Label>
                  <Input
                    id={`${row.id}-${end}`}
                    aria-labelledby={`${row.id}-${end}-label`}
                    aria-describedby={`${row.id}-${end}-reading`}
                    value={end === 'from' ? row.text : row.upperText}
                    placeholder={hint}
                    contentAfter={unit}
                    onChange={(_, data) =>
                      onChange(end === 'from' ? { ...row, text: data.value } : { ...row, upperText: data.value })
                    }
                    onBlur={onTouched}
                  />
                  <Caption1 id={`${row.id}-${end}-reading`} className={styles.reading}>
                    {valueInterpretation(row.item, end === 'from' ? row.text : row.upperText, units)}
                  </Caption1>
                </div>
              ))}
            </div>
          </Field>
        );
      }
      // Only text takes several values; a number shows how it is read. Either makes way for the problem.
      const below = row.kind === 'text' ? t('search.value.several') : valueInterpretation(row.item, row.text, units);
      return (
        <Field label={t('search.value.value')} validationMessage={problem} hint={problem ? undefined : below}>
          <Input
            value={row.text}
            placeholder={hint}
            contentAfter={unit}
            onChange={(_, data) => onChange({ ...row, text: data.value })}
            onBlur={onTouched}
          />
        </Field>
      );
    }
    case 'boolean':
      return (
        <Field label={t('search.value.value')} validationMessage={problem}>
          <RadioGroup
            layout="horizontal"
            value={row.value ? 'yes' : 'no'}
            onChange={(_, data) => onChange({ ...row, value: data.value === 'yes' })}
          >
            <Radio value="yes" label={t('search.value.yes')} />
            <Radio value="no" label={t('search.value.no')} />
          </RadioGroup>
        </Field>
      );
    case 'listed':
      return (
        <Field label={t('search.value.values')} validationMessage={problem}>
          <ListedValuesPicker
            choices={listedChoices(row.item, lang)}
            values={row.values}
            lang={lang}
            onChange={(values) => onChange({ ...row, values })}
            onBlur={onTouched}
          />
        </Field>
      );
  }
}
