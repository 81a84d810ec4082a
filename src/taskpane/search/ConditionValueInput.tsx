import { Field, Input, Label, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import type { Language } from '../../core';
import { type ConditionRow, inputHint, listedChoices } from '../logic/conditionRows';
import { ListedValuesPicker } from './ListedValuesPicker';

const useStyles = makeStyles({
  range: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalS },
  end: { display: 'flex', flexDirection: 'column', minWidth: 0 },
});

export interface ConditionValueInputProps {
  readonly row: ConditionRow;
  readonly lang: Language;
  /** The row's problem, shown once the user has left the input or tried to search. */
  readonly problem: string | undefined;
  readonly onChange: (row: ConditionRow) => void;
  readonly onTouched: () => void;
}

/**
 * The value part of a condition, shaped by the item's type: text (several values comma-separated), a
 * quantity as engineers write it (`100nF`; two for "between"), yes/no, or listed values to pick from.
 */
export function ConditionValueInput({ row, lang, problem, onChange, onTouched }: ConditionValueInputProps) {
  const styles = useStyles();
  const hint = inputHint(row.item);
  switch (row.kind) {
    case 'text':
    case 'number': {
      if (row.kind === 'number' && row.operator === 'between') {
        // One Field, so the row's problem describes both ends; each end is named by its own label.
        return (
          <Field label="Range" validationMessage={problem}>
            <div className={styles.range}>
              {(['From', 'To'] as const).map((end) => (
                <div key={end} className={styles.end}>
                  <Label id={`${row.id}-${end}-label`} htmlFor={`${row.id}-${end}`} size="small">
                    {end}
                  </Label>
                  <Input
                    id={`${row.id}-${end}`}
                    aria-labelledby={`${row.id}-${end}-label`}
                    value={end === 'From' ? row.text : row.upperText}
                    placeholder={hint}
                    onChange={(_, data) =>
                      onChange(end === 'From' ? { ...row, text: data.value } : { ...row, upperText: data.value })
                    }
                    onBlur={onTouched}
                  />
                </div>
              ))}
            </div>
          </Field>
        );
      }
      // Only text takes several values; the hint makes way for the problem when there is one.
      const several = row.kind === 'text' && !problem;
      return (
        <Field label="Value" validationMessage={problem} hint={several ? 'Several: separate with commas' : undefined}>
          <Input
            value={row.text}
            placeholder={hint}
            onChange={(_, data) => onChange({ ...row, text: data.value })}
            onBlur={onTouched}
          />
        </Field>
      );
    }
    case 'boolean':
      return (
        <Field label="Value" validationMessage={problem}>
          <RadioGroup
            layout="horizontal"
            value={row.value ? 'yes' : 'no'}
            onChange={(_, data) => onChange({ ...row, value: data.value === 'yes' })}
          >
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </RadioGroup>
        </Field>
      );
    case 'listed':
      return (
        <Field label="Values" validationMessage={problem}>
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
