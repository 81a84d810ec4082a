import { Field } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PaneSelect } from './PaneSelect';
import { type Language, LANGUAGES } from '../../core';

/** Each language in its own script, so a reader of it finds it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ja: '日本語', zh: '中文' };

export interface LanguageFieldProps {
  readonly value: Language;
  readonly onChange: (lang: Language) => void;
  readonly hint?: string;
  readonly disabled?: boolean;
}

export function LanguageField({ value, onChange, hint, disabled }: LanguageFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={t('components.language')} hint={hint}>
      <PaneSelect value={value} disabled={disabled} onChange={(_, data) => onChange(data.value as Language)}>
        <LanguageOptions />
      </PaneSelect>
    </Field>
  );
}

/** An option for each language, named in its own script; the pane's display language chooses from them too. */
export function LanguageOptions() {
  return LANGUAGES.map((lang) => (
    <option key={lang} value={lang} lang={lang}>
      {LANGUAGE_NAMES[lang]}
    </option>
  ));
}
