import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { maskApiKey } from '../../../office/settings';

export interface SecretFieldProps {
  readonly label: string;
  /** The secret saved now: never shown, only its masked end. */
  readonly saved: string;
  /** The hint while one is saved, given the masked end. */
  readonly savedHint: (masked: string) => string;
  /** The hint while none is saved. */
  readonly noneHint: string;
  /** What is typed: a new secret, or empty to keep the saved one. */
  readonly value: string;
  readonly problem?: string;
  readonly onChange: (value: string) => void;
}

/** A box for a secret (the API key, the relay token): typed unseen, the saved one shown only by its end. */
export function SecretField({ label, saved, savedHint, noneHint, value, problem, onChange }: SecretFieldProps) {
  const { t } = useTranslation();
  const masked = maskApiKey(saved);
  return (
    <Field label={label} hint={masked ? savedHint(masked) : noneHint} validationMessage={problem}>
      <Input
        type="password"
        autoComplete="off"
        value={value}
        placeholder={masked || t('settings.notSet')}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
