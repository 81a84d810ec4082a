import { Field, Radio, RadioGroup } from '@fluentui/react-components';

export interface ChoiceFieldProps<T extends string> {
  readonly label: string;
  readonly value: T;
  /** Each choice's words by its value, in the order shown. */
  readonly choices: Readonly<Record<T, string>>;
  readonly onChange: (value: T) => void;
}

/** One of a few choices, all in sight: a labelled group of radio buttons. */
export function ChoiceField<T extends string>({ label, value, choices, onChange }: ChoiceFieldProps<T>) {
  return (
    <Field label={label}>
      <RadioGroup value={value} onChange={(_, data) => onChange(data.value as T)}>
        {(Object.entries(choices) as [T, string][]).map(([choice, words]) => (
          <Radio key={choice} value={choice} label={words} />
        ))}
      </RadioGroup>
    </Field>
  );
}
