import { Field, Radio, RadioGroup } from '@fluentui/react-components';

export interface ChoiceFieldProps<T extends string> {
  readonly label: string;
  readonly value: T;
  /** Each choice with its words, in the order shown. */
  readonly choices: readonly { readonly value: T; readonly label: string }[];
  readonly onChange: (value: T) => void;
}

/** One of a few choices, all in sight: a labelled group of radio buttons. */
export function ChoiceField<T extends string>({ label, value, choices, onChange }: ChoiceFieldProps<T>) {
  return (
    <Field label={label}>
      <RadioGroup value={value} onChange={(_, data) => onChange(data.value as T)}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}
