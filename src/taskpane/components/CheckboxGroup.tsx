import { Checkbox, makeStyles } from '@fluentui/react-components';
import { useFormStyles } from './formStyles';

const useStyles = makeStyles({
  // One column in a 320 px pane (field names such as PartnoWithoutPackageCode are long), two when wider.
  options: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
});

export interface CheckboxGroupProps {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly checked: readonly string[];
  readonly onChange: (checked: string[]) => void;
}

/** Several independent choices under one name: a fieldset, so a screen reader names the group with each box. */
export function CheckboxGroup({ label, options, checked, onChange }: CheckboxGroupProps) {
  const styles = useStyles();
  const form = useFormStyles();
  const toggle = (value: string, on: boolean): void =>
    onChange(options.map((option) => option.value).filter((one) => (one === value ? on : checked.includes(one))));
  return (
    <fieldset className={form.group}>
      <legend className={form.legend}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={checked.includes(option.value)}
            onChange={(_, data) => toggle(option.value, data.checked === true)}
          />
        ))}
      </div>
    </fieldset>
  );
}
