import { Button, Checkbox, Input, makeStyles, Text, tokens, useId } from '@fluentui/react-components';
import { ErrorCircleRegular, SearchRegular } from '@fluentui/react-icons';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormStyles } from './formStyles';
import { PaneSelect } from './PaneSelect';
import { type FieldChoice, matchingChoices, pickColumn } from '../logic/fieldChoices';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  problem: { color: tokens.colorPaletteRedForeground1, display: 'flex', gap: tokens.spacingHorizontalXS },
  picker: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '240px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  order: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  grow: { flexGrow: 1, minWidth: 0 },
});

export interface ColumnsPickerProps {
  readonly choices: readonly FieldChoice[];
  /** The columns picked, in the order picked: the order the sheet gets them in. */
  readonly chosen: readonly string[];
  readonly problem: string | undefined;
  readonly onChange: (chosen: string[]) => void;
  /** The user's saved sets of columns, by name. */
  readonly presets: Readonly<Record<string, readonly string[]>>;
  readonly onSavePreset: (name: string, columns: readonly string[]) => void;
  /** The picker's fieldset, for focusColumnsPicker. */
  readonly ref?: Ref<HTMLFieldSetElement>;
}

/**
 * The columns to insert, in the order picked: a search box over the field names and their meanings, All
 * and None for what the search shows, and the user's saved presets.
 */
export function ColumnsPicker({ choices, chosen, problem, onChange, presets, onSavePreset, ref }: ColumnsPickerProps) {
  const styles = useStyles();
  const form = useFormStyles();
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [presetName, setPresetName] = useState('');
  const shown = matchingChoices(choices, query);
  const offered = new Set(choices.map((choice) => choice.name));
  const presetNames = Object.keys(presets);
  const noteId = useId('columns-note');
  return (
    // A fieldset, not a Fluent Field: a Field gives its one control id to every checkbox inside it.
    <fieldset ref={ref} className={form.group} aria-describedby={noteId}>
      <legend className={form.legend}>{t('search.columns.label')}</legend>
      <div className={styles.picker}>
        <Input
          type="search"
          aria-label={t('search.columns.search')}
          placeholder={t('search.columns.searchPlaceholder')}
          contentBefore={<SearchRegular />}
          value={query}
          onChange={(_, data) => setQuery(data.value)}
        />
        <div className={styles.row}>
          <Button
            size="small"
            onClick={() =>
              onChange([...chosen, ...shown.map((choice) => choice.name).filter((name) => !chosen.includes(name))])
            }
          >
            {query.trim() ? t('search.columns.allShown') : t('search.columns.all')}
          </Button>
          <Button
            size="small"
            onClick={() => {
              const hidden = new Set(shown.map((choice) => choice.name));
              onChange(chosen.filter((name) => !hidden.has(name)));
            }}
          >
            {query.trim() ? t('search.columns.noneShown') : t('search.columns.none')}
          </Button>
          {presetNames.length > 0 && (
            <PaneSelect
              aria-label={t('search.columns.usePreset')}
              value=""
              onChange={(_, data) => {
                const preset = presets[data.value];
                if (preset) onChange(preset.filter((name) => offered.has(name)));
              }}
            >
              <option value="">{t('search.columns.usePresetOption')}</option>
              {presetNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </PaneSelect>
          )}
        </div>
        <div className={styles.list} role="group" aria-label={t('search.columns.list')}>
          {shown.length === 0 && <p className={styles.order}>{t('search.columns.noMatch', { query: query.trim() })}</p>}
          {shown.map((choice) => (
            <Checkbox
              key={choice.name}
              label={choice.name}
              title={choice.description}
              checked={chosen.includes(choice.name)}
              onChange={(_, data) => onChange(pickColumn(chosen, choice.name, data.checked === true))}
            />
          ))}
        </div>
        {chosen.length > 0 && (
          <p className={styles.order}>{t('search.columns.order', { columns: chosen.join(', ') })}</p>
        )}
        <div className={styles.row}>
          <Input
            className={styles.grow}
            aria-label={t('search.columns.presetName')}
            placeholder={t('search.columns.presetPlaceholder')}
            value={presetName}
            onChange={(_, data) => setPresetName(data.value)}
          />
          <Button
            size="small"
            disabled={presetName.trim() === '' || chosen.length === 0}
            onClick={() => {
              onSavePreset(presetName.trim(), chosen);
              setPresetName('');
            }}
          >
            {t('search.columns.savePreset')}
          </Button>
        </div>
        {problem ? (
          <Text id={noteId} size={200} className={styles.problem} role="alert">
            <ErrorCircleRegular aria-hidden />
            {problem}
          </Text>
        ) : (
          <Text id={noteId} size={200} className={styles.hint}>
            {t('search.columns.hint', { chosen: chosen.length, total: choices.length })}
          </Text>
        )}
      </div>
    </fieldset>
  );
}

/**
 * Scrolls to the picker and focuses its first column's checkbox: after an Insert or Download refused for
 * choosing no column, the message is read where it stands and the fix is made there.
 */
export function focusColumnsPicker(picker: HTMLElement | null): void {
  picker?.scrollIntoView({ block: 'center' });
  // The search box when it shows no column to tick.
  const first =
    picker?.querySelector<HTMLElement>('input[type="checkbox"]') ?? picker?.querySelector<HTMLElement>('input');
  first?.focus();
}
