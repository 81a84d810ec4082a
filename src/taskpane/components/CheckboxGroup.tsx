import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  // Looks like a Fluent Field label, which a fieldset's legend cannot be.
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
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
  const toggle = (value: string, on: boolean): void =>
    onChange(options.map((option) => option.value).filter((one) => (one === value ? on : checked.includes(one))));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
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
